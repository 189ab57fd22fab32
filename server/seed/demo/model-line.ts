// What the demo catalogue says of a model line and its variants, apart from models.ts so the
// catalogue files that declare the lines need not import the list they make up.
export type Fuel = 'Diesel' | 'Petrol' | 'Hybrid' | 'Plug-in hybrid' | 'Electric';

export interface Variant {
  code: string;
  variant: string;
  engine: string;
  /** Prefix of the engine numbers stamped on this engine. */
  engineCode: string;
  fuel: Fuel;
  transmission: string;
  drivetrain: string;
  wheels: string;
  /** Cents, New South Wales private buyer. */
  driveaway: number;
  /** Cents, New Zealand; null when the variant is not sold there. */
  nz: number | null;
  battery?: string;
  motors?: string;
  preview?: boolean;
  featured?: boolean;
}

export interface ModelLine {
  brand: 'GWM' | 'Haval';
  model: string;
  type: string;
  description: string;
  menuCtaText: string;
  /** The maker's scheduled servicing: every so many months or km, whichever comes first. */
  serviceInterval: { months: number; km: number };
  previewMessage?: string;
  /** Positions 4-8 of the VIN and the plant letter (position 11). */
  vinDescriptor: string;
  plant: string;
  variants: Variant[];
}
