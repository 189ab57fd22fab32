// CRM owners and vehicles as the dealer system exports them (upper-case names, free-text states).
// Some are also portal owners, with the same VINs; fleet utes pass through many hands (11th-13th).
import type { pentanaVehicles, pentanas } from '../../generated/tables.ts';
import { COLOURS } from './finishes.ts';
import { variantOf } from './models.ts';
import { type Build, vinOf } from './vehicles.ts';

// [CRM id, first name, last name, mobile, home, email, buyer type, address lines 1-3, suburb, state, postcode]
type CrmOwner = [string, string, string, string, string | null, string | null, string, string, string | null, string | null, string, string, string];

const OWNERS: CrmOwner[] = [
  ['C0104521', 'Liam', 'Nguyen', '0491 570 156', '02 5550 4417', 'liam.nguyen@example.com.au', 'Private', '18 Marsden Street', null, null, 'PARRAMATTA', 'NSW', '2150'],
  ['C0104533', 'Mia', 'Thompson', '0491 570 158', '07 5550 2291', 'mia.thompson@example.com.au', 'Business', 'Thompson Electrical Pty Ltd', '22 Cinderella Drive', null, 'SPRINGWOOD', 'QLD', '4127'],
  ['C0104587', 'Aroha', 'Ngata', '021 555 0184', null, 'aroha.ngata@example.co.nz', 'Private', '12 Grey Street', null, null, 'HAMILTON EAST', 'WAIKATO', '3216'],
  ['C0104602', 'Priya', 'Patel', '0491 571 266', null, 'priya.patel@example.com.au', 'Private', '16 Cape Street', null, null, 'DICKSON', 'ACT', '2602'],
  ['C0098812', 'Daniel', 'Kowalski', '0491 571 491', '02 5550 7781', 'd.kowalski@example.com.au', 'Private', '27 Sunnyholt Road', null, null, 'BLACKTOWN', 'NSW', '2148'],
  ['C0098840', 'Sophie', 'Martin', '0491 571 804', null, 'sophie.martin@example.com.au', 'Private', 'Unit 4', '61 Springvale Road', null, 'GLEN WAVERLEY', 'VIC', '3150'],
  ['C0098901', 'Ethan', 'Roberts', '0491 572 549', null, null, 'Private', '8 Bulcock Street', null, null, 'CALOUNDRA', 'QLD', '4551'],
  ['C0099014', 'Olivia', 'Chen', '0491 572 665', '08 5550 6650', 'olivia.chen@example.com.au', 'Private', '140 Walcott Street', null, null, 'MOUNT LAWLEY', 'WA', '6050'],
  ['C0099022', 'Noah', 'Williams', '0491 572 983', null, 'noah.williams@example.com.au', 'Private', '3 Lonsdale Road', null, null, 'HALLETT COVE', 'SA', '5158'],
  ['C0099107', 'Ruby', 'Anderson', '0491 573 770', '03 5550 7050', 'ruby.anderson@example.com.au', 'Private', '19 Channel Highway', null, null, 'KINGSTON', 'TAS', '7050'],
  ['C0099155', 'Fleet', 'Outback Hire Pty Ltd', '0491 573 087', '08 5550 0870', 'fleet@outbackhire.example.com.au', 'Fleet', 'Attn: Fleet Manager', 'PO Box 2210', '92 Todd Street', 'ALICE SPRINGS', 'NT', '0870'],
  ['C0099210', 'Accounts', 'Territory Parks Service', '0491 574 118', '08 5550 0801', 'vehicles@territoryparks.example.com.au', 'Government', 'Level 3', '16 Mitchell Street', null, 'DARWIN CITY', 'NT', '0800'],
  ['C0099318', 'James', "O'Connor", '0491 574 632', null, 'james.oconnor@example.com.au', 'Private', '211 Baylis Street', null, null, 'WAGGA WAGGA', 'NSW', '2650'],
  ['C0099402', 'Isla', 'Campbell', '0491 575 254', null, 'isla.campbell@example.com.au', 'Private', '44 Lydiard Street North', null, null, 'BALLARAT', 'VIC', '3350'],
  ['C0099477', 'Lucas', 'Silva', '0491 575 789', null, 'lucas.silva@example.com.au', 'Private', 'Apartment 1204', '3 Orchid Avenue', null, 'SURFERS PARADISE', 'QLD', '4217'],
  ['C0099561', 'Charlotte', 'Evans', '0491 576 398', null, null, 'Private', '9 Lonsdale Street', null, null, 'BRADDON', 'ACT', '2612'],
  ['C0105009', 'Wiremu', 'Parata', '027 555 0301', null, 'wiremu.parata@example.co.nz', 'Private', '15 Fenton Street', null, null, 'ROTORUA', 'BAY OF PLENTY', '3010'],
  ['C0105031', 'Emily', 'Clarke', '021 555 0853', '03 555 0853', 'emily.clarke@example.co.nz', 'Private', '7 Main North Road', null, null, 'PAPANUI', 'CANTERBURY', '8053'],
  ['C0105066', 'Jack', 'Wilson', '022 555 0518', null, 'jack.wilson@example.co.nz', 'Private', '102 Fergusson Drive', null, null, 'UPPER HUTT', 'WELLINGTON', '5018'],
  ['C0105090', 'Harper', 'Brown', '021 555 0311', null, null, 'Private', '25 Cameron Road', null, null, 'TAURANGA', 'BAY OF PLENTY', '3110'],
];

interface CrmVehicle extends Build {
  owner: string;
  colour: string;
  rego: string;
  warrantyStart: string;
  sequence: number;
  /** New, Demo or Used at the time of this owner's purchase. */
  sale: string;
}

// The first rows are the portal owners' vehicles (same build, so the same VIN).
const VEHICLES: CrmVehicle[] = [
  { owner: 'C0104521', code: 'CC1032PA4U', year: 2024, serial: 104233, colour: 'GY01', rego: 'FQX27M', warrantyStart: '2024-03-15', sequence: 1, sale: 'New' },
  { owner: 'C0104521', code: 'CC6450UM2L', year: 2022, serial: 318804, colour: 'WT03', rego: 'DXR88P', warrantyStart: '2022-06-20', sequence: 1, sale: 'New' },
  { owner: 'C0104533', code: 'CC1031PA4L', year: 2023, serial: 287650, colour: 'BU01', rego: '683QZN', warrantyStart: '2023-08-30', sequence: 1, sale: 'New' },
  { owner: 'C0104533', code: 'CC1031PA2C', year: 2022, serial: 201377, colour: 'WT01', rego: '921RLT', warrantyStart: '2022-11-04', sequence: 1, sale: 'New' },
  { owner: 'C0104533', code: 'CC6470BH2U', year: 2025, serial: 640921, colour: 'RD02', rego: '147TMW', warrantyStart: '2025-10-02', sequence: 1, sale: 'New' },
  { owner: 'C0104587', code: 'CC6450UH2L', year: 2024, serial: 398215, colour: 'BU02', rego: 'NMT482', warrantyStart: '2024-09-12', sequence: 1, sale: 'New' },
  { owner: 'C0104587', code: 'CC1032PA4U', year: 2025, serial: 160554, colour: 'RD01', rego: 'QFH271', warrantyStart: '2025-06-30', sequence: 1, sale: 'New' },
  { owner: 'C0104602', code: 'CC6470BM2L', year: 2026, serial: 702664, colour: 'BK02', rego: 'YPD38K', warrantyStart: '2026-11-06', sequence: 1, sale: 'New' },
  { owner: 'C0098812', code: 'CC1031PA4L', year: 2023, serial: 266015, colour: 'GY01', rego: 'EKL93W', warrantyStart: '2023-05-02', sequence: 1, sale: 'New' },
  { owner: 'C0098812', code: 'CC6470GP4U', year: 2026, serial: 810337, colour: 'WT03', rego: 'FTZ11B', warrantyStart: '2026-08-21', sequence: 1, sale: 'Demo' },
  { owner: 'C0098840', code: 'CC6450UM2P', year: 2022, serial: 290118, colour: 'GN01', rego: 'ZKD719', warrantyStart: '2022-02-17', sequence: 2, sale: 'Used' },
  { owner: 'C0098901', code: 'CC6460ZP4L', year: 2024, serial: 40962, colour: 'RD01', rego: '512WQB', warrantyStart: '2024-10-08', sequence: 1, sale: 'New' },
  { owner: 'C0098901', code: 'CC6450UM2U', year: 2021, serial: 155420, colour: 'BU01', rego: '302NHA', warrantyStart: '2021-04-29', sequence: 3, sale: 'Used' },
  { owner: 'C0099014', code: 'CC6470BM2P', year: 2023, serial: 511206, colour: 'GY01', rego: '1HDU771', warrantyStart: '2023-07-14', sequence: 1, sale: 'New' },
  { owner: 'C0099022', code: 'CC1031PA4C', year: 2022, serial: 177309, colour: 'WT01', rego: 'S455CXR', warrantyStart: '2022-03-03', sequence: 4, sale: 'Used' },
  { owner: 'C0099107', code: 'CC6450UH2L', year: 2024, serial: 377840, colour: 'WT03', rego: 'H52MT', warrantyStart: '2024-05-27', sequence: 1, sale: 'New' },
  { owner: 'C0099155', code: 'CC1031PA2C', year: 2021, serial: 120551, colour: 'WT01', rego: 'CE03FL', warrantyStart: '2021-09-01', sequence: 11, sale: 'Used' },
  { owner: 'C0099155', code: 'CC1031PA2C', year: 2021, serial: 120552, colour: 'WT01', rego: 'CE04FL', warrantyStart: '2021-09-01', sequence: 12, sale: 'Used' },
  { owner: 'C0099155', code: 'CC1031PA4C', year: 2022, serial: 176044, colour: 'WT01', rego: 'CF21FL', warrantyStart: '2022-01-19', sequence: 13, sale: 'Used' },
  { owner: 'C0099210', code: 'CC1031PA4C', year: 2025, serial: 230876, colour: 'WT01', rego: 'CG80TP', warrantyStart: '2025-02-24', sequence: 1, sale: 'New' },
  { owner: 'C0099210', code: 'CC1031PA4C', year: 2025, serial: 230877, colour: 'WT01', rego: 'CG81TP', warrantyStart: '2025-02-24', sequence: 1, sale: 'New' },
  { owner: 'C0099318', code: 'CC1032PA4L', year: 2025, serial: 148993, colour: 'BU01', rego: 'GAB42S', warrantyStart: '2025-09-09', sequence: 1, sale: 'New' },
  { owner: 'C0099402', code: 'CC6470BH2L', year: 2025, serial: 622471, colour: 'BK02', rego: '2DW8RM', warrantyStart: '2025-03-18', sequence: 1, sale: 'New' },
  { owner: 'C0099477', code: 'CC7000BE1G', year: 2024, serial: 88120, colour: 'GN02', rego: '418ZEV', warrantyStart: '2024-02-06', sequence: 1, sale: 'New' },
  { owner: 'C0099561', code: 'CC7000BE1S', year: 2023, serial: 61733, colour: 'RD03', rego: 'YOR12E', warrantyStart: '2023-06-30', sequence: 2, sale: 'Used' },
  { owner: 'C0105009', code: 'CC1032PA4L', year: 2024, serial: 99870, colour: 'WT02', rego: 'PWR624', warrantyStart: '2024-11-12', sequence: 1, sale: 'New' },
  { owner: 'C0105031', code: 'CC6470GM2L', year: 2025, serial: 590318, colour: 'GY01', rego: 'RHE377', warrantyStart: '2025-04-01', sequence: 1, sale: 'New' },
  { owner: 'C0105066', code: 'CC6460ZD4U', year: 2025, serial: 55208, colour: 'BK01', rego: 'RKT905', warrantyStart: '2025-08-15', sequence: 1, sale: 'New' },
  { owner: 'C0105090', code: 'CC6450UM2P', year: 2023, serial: 246301, colour: 'WT03', rego: 'NFB208', warrantyStart: '2023-01-20', sequence: 2, sale: 'Used' },
  { owner: 'C0105090', code: 'CC6450UM2U', year: 2023, serial: 259914, colour: 'GY01', rego: 'NHW560', warrantyStart: '2023-10-03', sequence: 1, sale: 'Demo' },
];

export const CRM_OWNERS: (typeof pentanas.$inferInsert)[] = OWNERS.map(
  ([mds, first, last, mobile, home, email, buyer, one, two, three, suburb, state, postcode]) => ({
    mds_owner_number: mds,
    primary_first_name: first,
    primary_last_name: last,
    mobile_phone: mobile,
    home_phone: home,
    email_address: email,
    buyer_type: buyer,
    address_line_one: one,
    address_line_two: two,
    address_line_three: three,
    suburb,
    state,
    postcode,
  }),
);

export function crmVehicleRows(ownerId: (mds: string) => number): (typeof pentanaVehicles.$inferInsert)[] {
  return VEHICLES.map((v) => {
    const { line, variant } = variantOf(v.code);
    return {
      pentanas_id: ownerId(v.owner),
      rego: v.rego,
      vin: vinOf(v),
      division: line.brand.toUpperCase(),
      category_1: v.sale,
      category_3: line.type,
      category_4: line.model.toUpperCase(),
      category_5: variant.variant.toUpperCase(),
      owner_sequence_number: v.sequence,
      warranty_start_date: v.warrantyStart,
      colour_description: COLOURS.find((c) => c.code === v.colour)?.name.toUpperCase() ?? null,
      colour_code: v.colour,
      model_code: v.code,
      model_year: String(v.year),
    };
  });
}
