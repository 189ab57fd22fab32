// GWM (utes and the Tank and Ora lines): the variants on sale in late 2026, prices in cents.
// Ora is run out in Australia, so none of its variants is previewed in the menu.
import type { ModelLine } from './models.ts';

const DIESEL_24 = { engine: '2.4L turbo diesel, 135 kW / 480 Nm', engineCode: 'GW4D24', fuel: 'Diesel', transmission: '9-speed automatic' } as const;
const PETROL_20 = { engine: '2.0L turbo petrol, 162 kW / 380 Nm', engineCode: 'E20CB', fuel: 'Petrol', transmission: '8-speed automatic' } as const;
const HYBRID_20 = { engine: '2.0L turbo petrol hybrid, 255 kW / 648 Nm', engineCode: 'E20NB', fuel: 'Hybrid', transmission: '9-speed hybrid automatic', battery: '1.8 kWh' } as const;

export const GWM_LINES: ModelLine[] = [
  {
    brand: 'GWM',
    model: 'Cannon',
    type: 'UTE',
    description: 'The hard-working dual-cab and cab-chassis ute with a 2.4L turbo diesel, 3,500 kg towing and a 7-year warranty.',
    menuCtaText: 'Explore Cannon',
    vinDescriptor: 'EC4D2',
    plant: 'B',
    variants: [
      { code: 'CC1031PA2C', variant: 'Cab Chassis 2WD', ...DIESEL_24, drivetrain: '2WD', wheels: '17" steel', driveaway: 3399000, nz: null },
      { code: 'CC1031PA4C', variant: 'Cab Chassis 4WD', ...DIESEL_24, drivetrain: '4WD', wheels: '17" alloy', driveaway: 3899000, nz: 4299000 },
      { code: 'CC1031PA4L', variant: 'Lux 4WD', ...DIESEL_24, drivetrain: '4WD', wheels: '18" alloy', driveaway: 4199000, nz: 4599000 },
      { code: 'CC1031PA4U', variant: 'Ultra 4WD', ...DIESEL_24, drivetrain: '4WD', wheels: '18" alloy', driveaway: 4699000, nz: 5099000, featured: true },
    ],
  },
  {
    brand: 'GWM',
    model: 'Cannon Alpha',
    type: 'UTE',
    description: 'The larger dual-cab ute: more cabin, more tray and a choice of turbo diesel or petrol hybrid power.',
    menuCtaText: 'Explore Cannon Alpha',
    previewMessage: 'Now with hybrid power',
    vinDescriptor: 'EF4D5',
    plant: 'B',
    variants: [
      { code: 'CC1032PA4L', variant: 'Lux', ...DIESEL_24, drivetrain: '4WD', wheels: '18" alloy', driveaway: 4799000, nz: 5299000 },
      { code: 'CC1032PA4U', variant: 'Ultra', ...DIESEL_24, drivetrain: '4WD', wheels: '18" alloy', driveaway: 5299000, nz: 5799000, featured: true },
      { code: 'CC1032PH4L', variant: 'Lux Hybrid', ...HYBRID_20, drivetrain: '4WD', wheels: '18" alloy', driveaway: 5599000, nz: null },
      { code: 'CC1032PH4U', variant: 'Ultra Hybrid', ...HYBRID_20, drivetrain: '4WD', wheels: '18" alloy', driveaway: 6099000, nz: 6499000 },
    ],
  },
  {
    brand: 'GWM',
    model: 'Tank 300',
    type: 'SUV',
    description: 'A body-on-frame off-roader with locking differentials, low range and a choice of petrol, diesel or hybrid.',
    menuCtaText: 'Explore Tank 300',
    vinDescriptor: 'TB3A2',
    plant: 'T',
    variants: [
      { code: 'CC6460ZP4L', variant: 'Lux Petrol', ...PETROL_20, drivetrain: '4WD', wheels: '17" alloy', driveaway: 5099000, nz: 5499000 },
      { code: 'CC6460ZD4U', variant: 'Ultra Diesel', ...DIESEL_24, drivetrain: '4WD', wheels: '18" alloy', driveaway: 5699000, nz: 6099000 },
      { code: 'CC6460ZH4U', variant: 'Ultra Hybrid', ...HYBRID_20, drivetrain: '4WD', wheels: '18" alloy', driveaway: 6299000, nz: 6699000, featured: true },
    ],
  },
  {
    brand: 'GWM',
    model: 'Tank 500',
    type: 'SUV',
    description: 'The seven-seat luxury four-wheel drive with a hybrid drivetrain, massaging seats and 3,000 kg towing.',
    menuCtaText: 'Explore Tank 500',
    previewMessage: 'Diesel arriving 2027',
    vinDescriptor: 'TB5A7',
    plant: 'T',
    variants: [
      { code: 'CC6500ZH4L', variant: 'Lux Hybrid', ...HYBRID_20, drivetrain: '4WD', wheels: '18" alloy', driveaway: 6699000, nz: 7199000 },
      { code: 'CC6500ZH4U', variant: 'Ultra Hybrid', ...HYBRID_20, drivetrain: '4WD', wheels: '20" alloy', driveaway: 7399000, nz: 7899000 },
      { code: 'CC6500ZD4L', variant: 'Lux Diesel', ...DIESEL_24, drivetrain: '4WD', wheels: '18" alloy', driveaway: 6499000, nz: null, preview: false },
    ],
  },
  {
    brand: 'GWM',
    model: 'Ora',
    type: 'HATCH',
    description: 'The compact electric hatch with up to 420 km of range (WLTP) and a five-star safety rating.',
    menuCtaText: 'Explore Ora',
    vinDescriptor: 'BE1A3',
    plant: 'R',
    variants: [
      { code: 'CC7000BE1S', variant: 'Standard Range', engine: 'Electric', engineCode: 'TZ180XS', fuel: 'Electric', transmission: '1-speed reduction gear', drivetrain: 'FWD', wheels: '18" alloy', battery: '48 kWh LFP', motors: 'Single front motor, 126 kW / 250 Nm', driveaway: 3599000, nz: 3999000, preview: false },
      { code: 'CC7000BE1E', variant: 'Extended Range', engine: 'Electric', engineCode: 'TZ180XS', fuel: 'Electric', transmission: '1-speed reduction gear', drivetrain: 'FWD', wheels: '18" alloy', battery: '63 kWh NCM', motors: 'Single front motor, 126 kW / 250 Nm', driveaway: 3999000, nz: 4599000, preview: false },
      { code: 'CC7000BE1G', variant: 'GT', engine: 'Electric', engineCode: 'TZ180XS', fuel: 'Electric', transmission: '1-speed reduction gear', drivetrain: 'FWD', wheels: '18" alloy', battery: '63 kWh NCM', motors: 'Single front motor, 150 kW / 250 Nm', driveaway: 4699000, nz: 5299000, preview: false },
    ],
  },
];
