// Haval (SUVs): the Jolion and H6 families on sale in late 2026, prices in cents.
import type { ModelLine } from './model-line.ts';

const PETROL_15 = { engine: '1.5L turbo petrol, 110 kW / 220 Nm', engineCode: 'GW4G15K', fuel: 'Petrol', transmission: '7-speed dual-clutch' } as const;
const HYBRID_15 = {
  engine: '1.5L petrol hybrid, 139 kW / 375 Nm',
  engineCode: 'GW4B15D',
  fuel: 'Hybrid',
  transmission: 'Dedicated hybrid transmission',
  battery: '1.8 kWh',
} as const;
const PETROL_20 = { engine: '2.0L turbo petrol, 150 kW / 320 Nm', engineCode: 'GW4N20', fuel: 'Petrol', transmission: '7-speed dual-clutch' } as const;
const H6_HYBRID = {
  engine: '1.5L turbo petrol hybrid, 179 kW / 530 Nm',
  engineCode: 'GW4B15C',
  fuel: 'Hybrid',
  transmission: 'Dedicated hybrid transmission',
  battery: '1.7 kWh',
} as const;
const H6_PHEV = {
  engine: '1.5L turbo petrol plug-in hybrid, 240 kW / 530 Nm',
  engineCode: 'GW4B15C',
  fuel: 'Plug-in hybrid',
  transmission: 'Dedicated hybrid transmission',
  battery: '35.5 kWh',
  motors: 'Front and rear motors',
} as const;

export const HAVAL_LINES: ModelLine[] = [
  {
    brand: 'Haval',
    model: 'Jolion',
    type: 'SUV',
    description: 'The small SUV with big-car space, a 1.5L turbo and a 7-year unlimited-kilometre warranty.',
    menuCtaText: 'Explore Jolion',
    serviceInterval: { months: 12, km: 10000 },
    vinDescriptor: 'FF6A5',
    plant: 'C',
    variants: [
      { code: 'CC6450UM2P', variant: 'Premium', ...PETROL_15, drivetrain: '2WD', wheels: '17" alloy', driveaway: 2899000, nz: 3199000, featured: true },
      { code: 'CC6450UM2L', variant: 'Lux', ...PETROL_15, drivetrain: '2WD', wheels: '18" alloy', driveaway: 3149000, nz: 3499000 },
      { code: 'CC6450UM2U', variant: 'Ultra', ...PETROL_15, drivetrain: '2WD', wheels: '18" alloy', driveaway: 3399000, nz: 3749000 },
    ],
  },
  {
    brand: 'Haval',
    model: 'Jolion Hybrid',
    type: 'SUV',
    description: 'Jolion with a self-charging hybrid drivetrain: 4.7 L/100 km combined and no plug needed.',
    menuCtaText: 'Explore Jolion Hybrid',
    serviceInterval: { months: 12, km: 10000 },
    previewMessage: 'Save up to 30% on fuel',
    vinDescriptor: 'FF6H5',
    plant: 'C',
    variants: [
      { code: 'CC6450UH2L', variant: 'Lux Hybrid', ...HYBRID_15, drivetrain: '2WD', wheels: '18" alloy', driveaway: 3699000, nz: 3999000 },
      { code: 'CC6450UH2U', variant: 'Ultra Hybrid', ...HYBRID_15, drivetrain: '2WD', wheels: '18" alloy', driveaway: 3849000, nz: 4199000 },
    ],
  },
  {
    brand: 'Haval',
    model: 'H6',
    type: 'SUV',
    description: 'The mid-size family SUV with a 2.0L turbo, a 12.3" touchscreen and a five-star ANCAP rating.',
    menuCtaText: 'Explore H6',
    serviceInterval: { months: 12, km: 10000 },
    vinDescriptor: 'FF7B2',
    plant: 'T',
    variants: [
      { code: 'CC6470BM2P', variant: 'Premium', ...PETROL_20, drivetrain: '2WD', wheels: '18" alloy', driveaway: 3799000, nz: 4199000 },
      { code: 'CC6470BM2L', variant: 'Lux', ...PETROL_20, drivetrain: '2WD', wheels: '19" alloy', driveaway: 4099000, nz: 4499000, featured: true },
      { code: 'CC6470BM4U', variant: 'Ultra AWD', ...PETROL_20, drivetrain: 'AWD', wheels: '19" alloy', driveaway: 4599000, nz: 4999000 },
    ],
  },
  {
    brand: 'Haval',
    model: 'H6 Hybrid',
    type: 'SUV',
    description: 'H6 with a hybrid drivetrain, or a plug-in hybrid with more than 100 km of electric range.',
    menuCtaText: 'Explore H6 Hybrid',
    serviceInterval: { months: 12, km: 10000 },
    previewMessage: 'New plug-in hybrid',
    vinDescriptor: 'FF7H2',
    plant: 'T',
    variants: [
      { code: 'CC6470BH2L', variant: 'Lux Hybrid', ...H6_HYBRID, drivetrain: '2WD', wheels: '19" alloy', driveaway: 4599000, nz: 4999000 },
      { code: 'CC6470BH2U', variant: 'Ultra Hybrid', ...H6_HYBRID, drivetrain: '2WD', wheels: '19" alloy', driveaway: 4899000, nz: 5299000 },
      { code: 'CC6470BP4U', variant: 'Ultra PHEV', ...H6_PHEV, drivetrain: 'AWD', wheels: '19" alloy', driveaway: 5599000, nz: 5999000 },
    ],
  },
  {
    brand: 'Haval',
    model: 'H6GT',
    type: 'SUV',
    description: 'The coupe-styled H6 with sports seats, a sharper chassis and an all-wheel-drive plug-in hybrid.',
    menuCtaText: 'Explore H6GT',
    serviceInterval: { months: 12, km: 10000 },
    vinDescriptor: 'FF7G2',
    plant: 'T',
    variants: [
      { code: 'CC6470GM2L', variant: 'Lux', ...PETROL_20, drivetrain: '2WD', wheels: '19" alloy', driveaway: 4499000, nz: 4899000 },
      { code: 'CC6470GM4U', variant: 'Ultra AWD', ...PETROL_20, drivetrain: 'AWD', wheels: '19" alloy', driveaway: 4899000, nz: 5299000 },
      { code: 'CC6470GP4U', variant: 'Ultra PHEV', ...H6_PHEV, drivetrain: 'AWD', wheels: '19" alloy', driveaway: 5799000, nz: 6299000 },
    ],
  },
];
