// Valid payloads for the catalogue entities, as the back office sends them (docs/back-office.md,
// section 7), and what each entity's table-driven tests need to know about it.

export type Payload = Record<string, unknown>;

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** Opening hours as the dealer dialog sends them: an object by weekday. */
export function dealerHours(): Record<string, { open: string; close: string }> {
  const hours: Record<string, { open: string; close: string }> = {};
  for (const day of WEEKDAYS) {
    hours[day] =
      day === 'Sunday'
        ? { open: 'Closed', close: 'Closed' }
        : day === 'Saturday'
          ? { open: '9:00 AM', close: 'By Appointment Only' }
          : { open: '8:30 AM', close: '5:30 PM' };
  }
  return hours;
}

/** A dealer as the dealer dialog posts it; `tag` keeps the dealer code and names unique. */
export function dealerPayload(tag: string, brand: 'GWM' | 'Haval' = 'GWM'): Payload {
  return {
    name: `Harbour City ${brand} ${tag}`,
    website: 'https://harbourcity.example',
    brand,
    email: `sales.${tag.toLowerCase()}@harbourcity.example`,
    address_line_1: '12 Parramatta Road',
    address_line_2: 'Unit 4',
    suburb: 'Granville',
    state: 'NSW',
    postcode: '2142',
    country: 'AU',
    dealer_code: `D-${tag}`,
    lng: 151.0117,
    lat: -33.8328,
    sales_phone: '02 9000 0001',
    service_phone: '02 9000 0002',
    acoustic_id: `ac-dealer-${tag}`,
    hours: dealerHours(),
  };
}

/** A model: the full variant record and the short catalogue record in one. */
export function modelPayload(tag: string): Payload {
  return {
    active: true,
    preview: false,
    featured: true,
    is_srrp: false,
    country: 'AU',
    brand: 'GWM',
    code: `P${tag}`,
    model: `Cannon ${tag}`,
    variant: `Ultra ${tag}`,
    driveaway: 5499000,
    abn: 5200000,
    nsw_pricing: 5499000,
    act_pricing: 5490000,
    qld_pricing: 5480000,
    sa_pricing: 5470000,
    tas_pricing: 5460000,
    wa_pricing: 5450000,
    vic_pricing: 5440000,
    nt_pricing: 5430000,
    nsw_abn_pricing: 5200000,
    act_abn_pricing: 5190000,
    qld_abn_pricing: 5180000,
    sa_abn_pricing: 5170000,
    tas_abn_pricing: 5160000,
    wa_abn_pricing: 5150000,
    vic_abn_pricing: 5140000,
    nt_abn_pricing: 5130000,
    engine: '2.4L Turbo Diesel',
    engine_cost: 0,
    transmission: '9-speed automatic',
    transmission_cost: 0,
    drivetrain: '4x4',
    drivetrain_cost: 250000,
    battery: '',
    battery_cost: 0,
    motors: '',
    motors_cost: 0,
    wheels: '18-inch alloy',
    wheels_cost: 0,
    disclaimer: 'Pictured with optional accessories.',
    price_disclaimer: 'Driveaway price for a private buyer.',
    menu_cta_text: 'Explore',
    menu_cta_link: 'https://gwm.example/cannon',
    preview_message: 'Coming soon',
    name: `Cannon Ultra ${tag}`,
    type: 'Ute',
    description: 'Dual cab ute',
    image: `https://cdn.example/cannon-${tag}.png`,
    acoustic_id: `ac-model-${tag}`,
    type_acoustic_id: 'ac-type-ute',
    au_price: 5499000,
    nz_price: 5999000,
    enabled: true,
  };
}

export interface CatalogueCase {
  entity: string;
  route: string;
  /** A valid payload; `tag` makes unique fields unique. */
  payload(tag: string): Payload;
  /** Changes an update sends on top of the payload. */
  change: Payload;
  /** A searchable field and a payload value for it that holds `needle` (undefined: none). */
  search?: { field: string; value(needle: string): string };
  /** Dealers are disabled rather than deleted. */
  softDelete?: boolean;
}

const codes = ['P01', 'P02'];

export const catalogueCases: CatalogueCase[] = [
  {
    entity: 'dealer',
    route: 'dealers',
    payload: (tag) => dealerPayload(tag),
    change: { name: 'Renamed Motors', suburb: 'Parramatta', sales_phone: '02 9111 1111' },
    search: { field: 'name', value: (needle) => `Western ${needle} Motors` },
    softDelete: true,
  },
  {
    entity: 'model',
    route: 'models',
    payload: (tag) => modelPayload(tag),
    change: { variant: 'Vanta', au_price: 5599000, featured: false },
    search: { field: 'variant', value: (needle) => `Lux ${needle} Edition` },
  },
  {
    entity: 'colour',
    route: 'colours',
    payload: (tag) => ({
      active: true,
      country: 'AU',
      code: `C${tag}`,
      hex: '#f4f4f4',
      foreground_hex: '#111111',
      name: `Hamilton White ${tag}`,
      type: 'Standard',
      models: codes,
    }),
    change: { name: 'Crystal Black', hex: '#000000', type: 'Premium', active: false, models: ['P03'] },
    search: { field: 'name', value: (needle) => `Pearl ${needle} Silver` },
  },
  {
    entity: 'trim',
    route: 'trims',
    payload: (tag) => ({ active: true, country: 'NZ', code: `T${tag}`, name: `Black Leather ${tag}`, type: 'Premium', models: codes }),
    change: { name: 'Grey Cloth', type: 'Standard', models: [] },
    search: { field: 'code', value: (needle) => `TR-${needle}-9` },
  },
  {
    entity: 'spec',
    route: 'specs',
    payload: (tag) => ({ name: `Adaptive cruise control ${tag}` }),
    change: { name: '360-degree camera' },
    search: { field: 'name', value: (needle) => `Heated ${needle} seats` },
  },
  {
    entity: 'accessory',
    route: 'accessories',
    payload: (tag) => ({
      active: true,
      category: 'Exterior',
      country: 'AU',
      code: `A${tag}`,
      name: `Tub liner ${tag}`,
      description: 'Protects the tub',
      cost: 49900,
      models: codes,
    }),
    change: { cost: 52900, category: 'Interior', description: 'All-weather mats' },
    search: { field: 'name', value: (needle) => `Tow ${needle} bar` },
  },
  {
    entity: 'cost',
    route: 'costs',
    payload: () => ({ active: true, category: 'Colour', type: 'Premium', cost: 69500, nz_cost: 79500, models: codes }),
    change: { category: 'Trim', cost: 150000, nz_cost: 0 },
  },
  {
    entity: 'message',
    route: 'messages',
    payload: (tag) => ({
      name: `Welcome back ${tag}`,
      message: 'Book your first service',
      trigger_type: 'Logins',
      trigger_operator: '>',
      trigger_amount: 5,
      region: 'All',
      channel: 'Portal',
    }),
    change: { trigger_type: 'Distance', trigger_operator: '=', trigger_amount: 15000, channel: 'EDM', region: 'New Zealand' },
    search: { field: 'message', value: (needle) => `Time for ${needle} service` },
  },
  {
    entity: 'content-document',
    route: 'contentdocuments',
    payload: (tag) => ({
      type: 'C-Models',
      name: `Cannon menu ${tag}`,
      document_key: `menu-cannon-${tag}`,
      elements: { title: { value: 'Cannon' }, order: { value: 1 } },
      published: true,
    }),
    change: { name: 'Cannon Alpha menu', published: false, elements: { title: { value: 'Cannon Alpha' } } },
    search: { field: 'name', value: (needle) => `Haval ${needle} menu` },
  },
];
