// The owners' vehicles. Each has a VIN and engine number derived from its variant and build
// serial, so the CRM records of the same vehicles (crm.ts) carry the same VIN.
import type { vehicles } from '../../generated/tables.ts';
import { roadsideExpiry } from '../../../shared/roadside.ts';
import { addDays } from '../../../shared/calendar.ts';
import { vin } from './helpers.ts';
import { variantOf } from './models.ts';

export interface Build {
  code: string;
  year: number;
  serial: number;
}

export const vinOf = ({ code, year, serial }: Build) => {
  const { line } = variantOf(code);
  return vin(line.vinDescriptor, year, line.plant, serial);
};

interface OwnedVehicle extends Build {
  owner: string;
  colour: string;
  rego: string;
  registered: string;
  km: number;
  dealer: string;
  nickname?: string;
}

export const OWNED: OwnedVehicle[] = [
  {
    owner: 'liam.nguyen@example.com.au',
    code: 'CC1032PA4U',
    year: 2024,
    serial: 104233,
    colour: 'GY01',
    rego: 'FQX27M',
    registered: '2024-03-15',
    km: 38250,
    dealer: 'GWM2150',
    nickname: 'The Alpha',
  },
  {
    owner: 'liam.nguyen@example.com.au',
    code: 'CC6450UM2L',
    year: 2022,
    serial: 318804,
    colour: 'WT03',
    rego: 'DXR88P',
    registered: '2022-06-20',
    km: 61400,
    dealer: 'HAV2064',
  },
  {
    owner: 'chloe.papadopoulos@example.com.au',
    code: 'CC6460ZD4U',
    year: 2025,
    serial: 52117,
    colour: 'OR01',
    rego: '1TN5KD',
    registered: '2025-02-11',
    km: 18900,
    dealer: 'GWM3040',
    nickname: 'Tanky',
  },
  {
    owner: 'mia.thompson@example.com.au',
    code: 'CC1031PA4L',
    year: 2023,
    serial: 287650,
    colour: 'BU01',
    rego: '683QZN',
    registered: '2023-08-30',
    km: 72310,
    dealer: 'GWM4127',
    nickname: 'Work ute',
  },
  {
    owner: 'mia.thompson@example.com.au',
    code: 'CC1031PA2C',
    year: 2022,
    serial: 201377,
    colour: 'WT01',
    rego: '921RLT',
    registered: '2022-11-04',
    km: 104880,
    dealer: 'GWM4127',
  },
  {
    owner: 'mia.thompson@example.com.au',
    code: 'CC6470BH2U',
    year: 2025,
    serial: 640921,
    colour: 'RD02',
    rego: '147TMW',
    registered: '2025-10-02',
    km: 9420,
    dealer: 'HAV4030',
  },
  {
    owner: 'aarav.sharma@example.com.au',
    code: 'CC6470GM4U',
    year: 2024,
    serial: 577302,
    colour: 'BU02',
    rego: '1HGT204',
    registered: '2024-07-19',
    km: 27600,
    dealer: 'HAV6107',
  },
  {
    owner: 'grace.obrien@example.com.au',
    code: 'CC1032PA4L',
    year: 2024,
    serial: 98461,
    colour: 'BK01',
    rego: 'F38KQ',
    registered: '2024-01-25',
    km: 33120,
    dealer: 'GWM7009',
  },
  {
    owner: 'tom.walker@example.com.au',
    code: 'CC6450UH2U',
    year: 2025,
    serial: 412776,
    colour: 'GN01',
    rego: 'S812BVK',
    registered: '2025-05-14',
    km: 15020,
    dealer: 'HAV5007',
  },
  {
    owner: 'tom.walker@example.com.au',
    code: 'CC6500ZH4U',
    year: 2026,
    serial: 30415,
    colour: 'GY03',
    rego: 'S204DLN',
    registered: '2026-04-03',
    km: 6200,
    dealer: 'GWM5094',
    nickname: 'Big Tank',
  },
  {
    owner: 'kate.morrison@example.com.au',
    code: 'CC1031PA4U',
    year: 2021,
    serial: 150882,
    colour: 'BK01',
    rego: 'CB47KM',
    registered: '2021-12-08',
    km: 96400,
    dealer: 'GWM0820',
  },
  {
    owner: 'aroha.ngata@example.co.nz',
    code: 'CC6450UH2L',
    year: 2024,
    serial: 398215,
    colour: 'BU02',
    rego: 'NMT482',
    registered: '2024-09-12',
    km: 24810,
    dealer: 'HAVNZ0627',
  },
  {
    owner: 'aroha.ngata@example.co.nz',
    code: 'CC1032PA4U',
    year: 2025,
    serial: 160554,
    colour: 'RD01',
    rego: 'QFH271',
    registered: '2025-06-30',
    km: 12950,
    dealer: 'GWMNZ3200',
    nickname: 'Red Rocket',
  },
  {
    owner: 'hamish.mckenzie@example.co.nz',
    code: 'CC6460ZP4L',
    year: 2023,
    serial: 21873,
    colour: 'GY01',
    rego: 'MZK915',
    registered: '2023-03-22',
    km: 58700,
    dealer: 'GWMNZ1061',
  },
  {
    owner: 'priya.patel@example.com.au',
    code: 'CC6470BM2L',
    year: 2026,
    serial: 702664,
    colour: 'BK02',
    rego: 'YPD38K',
    registered: '2026-11-06',
    km: 310,
    dealer: 'HAV2606',
  },
];

export function vehicleRows(
  userId: (email: string) => number,
  dealerId: (code: string) => number,
  modelId: (code: string) => number,
): (typeof vehicles.$inferInsert)[] {
  return OWNED.map((v) => {
    const { line, variant } = variantOf(v.code);
    return {
      user_id: userId(v.owner),
      models_id: modelId(v.code),
      dealers_id: dealerId(v.dealer),
      registration: v.rego,
      registration_date: v.registered,
      roadside_start_date: v.registered,
      roadside_expiry_date: roadsideExpiry(v.registered),
      // Delivery paperwork: bought a few days before it is registered.
      purchase_date: addDays(v.registered, -4),
      colour_code: v.colour,
      vin: vinOf(v),
      engine_number: `${variant.engineCode}${String(v.year).slice(2)}${String(v.serial).padStart(6, '0')}`,
      year: String(v.year),
      description: `${line.brand} ${line.model} ${variant.variant}`,
      nickname: v.nickname ?? null,
      transmission: variant.transmission,
      fuel_type: variant.fuel,
      drive_type: variant.drivetrain,
      model_code: v.code,
      kilometers: v.km,
    };
  });
}
