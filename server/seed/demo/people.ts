// The administrator and the portal owners; registered owners share one demo password.
// Mobiles are from ACMA's numbers kept for fiction (0491 57x xxx) and New Zealand's 555 prefix.
import type { users } from '../../generated/tables.ts';
import { daysBefore } from './helpers.ts';

// Owners invited but not yet registered have no password; try /register with their codes:
//   HAVALAU7  priya.patel@example.com.au   (vehicle rego YPD38K, so registration can finish)
//   GWMNZ826  sione.taufa@example.co.nz    (no vehicle yet, so registration stops at the rego/VIN step)
// Fixed codes rather than newCode() so they can be written here and in the README.

export const ADMIN_PASSWORD = 'GwmAdmin#2026';
export const OWNER_PASSWORD = 'MyGarage#2026';
export const DEALER_PASSWORD = 'MyWorkshop#2026';

export interface Person {
  firstname: string;
  lastname: string;
  email: string;
  mobile: string;
  home?: string;
  address: string;
  suburb: string;
  state: string;
  postcode: string;
  /** Preferred dealer's code. */
  dealer: string | null;
  logins: number;
  consent: boolean;
  /** Set for owners who have not registered: their invitation code, and no password. */
  invitation?: string;
  /** Days before the data is loaded that a registered owner registered (the dashboard's chart). */
  registeredDaysAgo?: number;
}

export const ADMIN = { firstname: 'Jordan', lastname: 'Ellis', email: 'admin@mygwm.example', mobile: '0491 570 006', registeredDaysAgo: 400 };

export const OWNERS: Person[] = [
  {
    firstname: 'Liam',
    lastname: 'Nguyen',
    email: 'liam.nguyen@example.com.au',
    mobile: '0491 570 156',
    home: '02 5550 4417',
    address: '18 Marsden Street',
    suburb: 'Parramatta',
    state: 'NSW',
    postcode: '2150',
    dealer: 'GWM2150',
    logins: 14,
    consent: true,
    registeredDaysAgo: 81,
  },
  {
    firstname: 'Chloe',
    lastname: 'Papadopoulos',
    email: 'chloe.papadopoulos@example.com.au',
    mobile: '0491 570 157',
    address: '7 Buckley Street',
    suburb: 'Essendon',
    state: 'VIC',
    postcode: '3040',
    dealer: 'GWM3040',
    logins: 3,
    consent: false,
    registeredDaysAgo: 67,
  },
  {
    firstname: 'Mia',
    lastname: 'Thompson',
    email: 'mia.thompson@example.com.au',
    mobile: '0491 570 158',
    home: '07 5550 2291',
    address: '22 Cinderella Drive',
    suburb: 'Springwood',
    state: 'QLD',
    postcode: '4127',
    dealer: 'GWM4127',
    logins: 27,
    consent: true,
    registeredDaysAgo: 60,
  },
  {
    firstname: 'Aarav',
    lastname: 'Sharma',
    email: 'aarav.sharma@example.com.au',
    mobile: '0491 570 159',
    address: '5 Lakeside Drive',
    suburb: 'Joondalup',
    state: 'WA',
    postcode: '6027',
    dealer: 'HAV6107',
    logins: 1,
    consent: true,
    registeredDaysAgo: 46,
  },
  {
    firstname: 'Grace',
    lastname: "O'Brien",
    email: 'grace.obrien@example.com.au',
    mobile: '0491 570 110',
    address: '31 Augusta Road',
    suburb: 'New Town',
    state: 'TAS',
    postcode: '7008',
    dealer: 'GWM7009',
    logins: 6,
    consent: false,
    registeredDaysAgo: 39,
  },
  {
    firstname: 'Tom',
    lastname: 'Walker',
    email: 'tom.walker@example.com.au',
    mobile: '0491 570 313',
    home: '08 5550 3120',
    address: '9 The Parade',
    suburb: 'Norwood',
    state: 'SA',
    postcode: '5067',
    dealer: 'HAV5007',
    logins: 9,
    consent: true,
    registeredDaysAgo: 31,
  },
  // Her dealer has closed (disabled): the portal asks her to choose another.
  {
    firstname: 'Kate',
    lastname: 'Morrison',
    email: 'kate.morrison@example.com.au',
    mobile: '0491 570 737',
    address: '4 Trower Road',
    suburb: 'Casuarina',
    state: 'NT',
    postcode: '0810',
    dealer: 'GWM0820',
    logins: 2,
    consent: false,
    registeredDaysAgo: 24,
  },
  {
    firstname: 'Aroha',
    lastname: 'Ngata',
    email: 'aroha.ngata@example.co.nz',
    mobile: '021 555 0184',
    address: '12 Grey Street',
    suburb: 'Hamilton East',
    state: 'NZ',
    postcode: '3216',
    dealer: 'GWMNZ3200',
    logins: 11,
    consent: true,
    registeredDaysAgo: 17,
  },
  {
    firstname: 'Hamish',
    lastname: 'McKenzie',
    email: 'hamish.mckenzie@example.co.nz',
    mobile: '027 555 0139',
    home: '03 555 0417',
    address: '48 Riccarton Road',
    suburb: 'Riccarton',
    state: 'NZ',
    postcode: '8041',
    dealer: 'HAVNZ8024',
    logins: 5,
    consent: false,
    registeredDaysAgo: 3,
  },
  {
    firstname: 'Priya',
    lastname: 'Patel',
    email: 'priya.patel@example.com.au',
    mobile: '0491 571 266',
    address: '16 Cape Street',
    suburb: 'Dickson',
    state: 'ACT',
    postcode: '2602',
    dealer: 'HAV2606',
    logins: 0,
    consent: false,
    invitation: 'HAVALAU7',
  },
  {
    firstname: 'Sione',
    lastname: 'Taufa',
    email: 'sione.taufa@example.co.nz',
    mobile: '022 555 0176',
    address: '3 Cavendish Drive',
    suburb: 'Manukau',
    state: 'NZ',
    postcode: '2104',
    dealer: 'GWMNZ1061',
    logins: 0,
    consent: false,
    invitation: 'GWMNZ826',
  },
];

/** A service adviser at Parramatta GWM, Liam's preferred dealer: their bookings in the back office (docs/decisions.md, "Bookings both ways"). */
export const DEALER_STAFF = { firstname: 'Sam', lastname: 'Okafor', email: 'sam.okafor@parramattagwm.example', mobile: '0491 570 110', dealer: 'GWM2150' };

/** The owners the README and the start-up banner offer for signing in. */
export const DEMO_OWNERS = { au: 'liam.nguyen@example.com.au', nz: 'aroha.ngata@example.co.nz' };

export function userRows(
  hashes: { admin: string; owner: string; dealer: string },
  dealerId: (code: string) => number,
  newCode: () => string,
  now = new Date(),
): (typeof users.$inferInsert)[] {
  const admin: typeof users.$inferInsert = {
    firstname: ADMIN.firstname,
    lastname: ADMIN.lastname,
    email: ADMIN.email,
    mobile_phone: ADMIN.mobile,
    password: hashes.admin,
    role: 'ADMIN',
    registered: true,
    registered_at: daysBefore(now, ADMIN.registeredDaysAgo, 3),
    login_count: 42,
    consent: false,
    invitation_code: newCode(),
  };
  const owners = OWNERS.map((p): typeof users.$inferInsert => ({
    firstname: p.firstname,
    lastname: p.lastname,
    email: p.email,
    password: p.invitation ? null : hashes.owner,
    mobile_phone: p.mobile,
    home_phone: p.home ?? null,
    address_line_1: p.address,
    suburb: p.suburb,
    state: p.state,
    postcode: p.postcode,
    dealers_id: p.dealer ? dealerId(p.dealer) : null,
    role: 'USER',
    invitation_code: p.invitation ?? newCode(),
    login_count: p.logins,
    registered: !p.invitation,
    // Some hours apart, so the owners did not all register at the same minute of the day.
    registered_at: p.registeredDaysAgo === undefined ? null : daysBefore(now, p.registeredDaysAgo, p.logins % 9),
    consent: p.consent,
  }));
  const dealerStaff: typeof users.$inferInsert = {
    firstname: DEALER_STAFF.firstname,
    lastname: DEALER_STAFF.lastname,
    email: DEALER_STAFF.email,
    mobile_phone: DEALER_STAFF.mobile,
    password: hashes.dealer,
    role: 'DEALER',
    dealers_id: dealerId(DEALER_STAFF.dealer),
    registered: true,
    registered_at: daysBefore(now, 120, 2),
    login_count: 9,
    consent: false,
  };
  return [admin, dealerStaff, ...owners];
}
