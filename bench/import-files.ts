// The files of the import benchmark, as the dealer system would export them: roadside-assist rows
// and owner-file rows by their layouts (tests/support/layout-csv.ts), one vehicle a row, with
// names, addresses, phones, VINs and plates from the generator's seeded helpers (data.ts), real
// Australian localities, the demo catalogue's model codes and the demo dealers' codes, so every
// row loads. About four rows in five are an owner's first vehicle, the rest a further one.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { DEALERS } from '../server/seed/demo/dealers.ts';
import { addDays, addYears } from '../shared/calendar.ts';
import { MODEL_ROWS } from '../server/seed/demo/models.ts';
import { csvRow, layoutRow } from '../tests/support/layout-csv.ts';
import { COLOURS, type Random, between, email, landline, mobile, nzPostcodes, pick, registration, seeded, state, vinFor } from './data.ts';
import { FIRST_NAMES, LAST_NAMES } from './names.ts';
import { type Place, STREETS, australianPlaces } from './places.ts';

/** Rows per owner on average: consecutive rows share an owner this often. */
const VEHICLES_PER_OWNER = 1.25;
/** VINs of the owner file start past the roadside file's, as the two systems know different vehicles. */
const OWNER_VIN_OFFSET = 3_000_000;

const COLOUR_NAMES = ['Crystal White', 'Crystal Black', 'Pittsburgh Grey', 'Lunar Red', 'Hamilton Blue', 'Sun Gold', 'Ayers Grey'];
const FINANCE = ['GWM Finance', 'Macquarie Leasing', 'Westpac', 'ANZ', 'Pepper Money', 'Latitude'];
const INSURERS = ['NRMA', 'RACV', 'AAMI', 'Budget Direct', 'Youi', 'AMI', 'Tower'];
const PREVIOUS = [
  ['Toyota', 'Hilux'],
  ['Ford', 'Ranger'],
  ['Mitsubishi', 'Triton'],
  ['Mazda', 'CX-5'],
  ['Hyundai', 'Tucson'],
  ['Nissan', 'Navara'],
];

/** A calendar date (YYYY-MM-DD) as the dealer system writes it, DD/MM/YYYY. */
export const dayMonthYear = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

interface Owner {
  first: string;
  last: string;
  st: string;
  place: Place;
  street: string;
  email: string;
  mobile: string;
  home: string;
  n: number;
}

interface Catalogue {
  places: Map<string, Place[]>;
  dealers: { code: string; brand: string; country: string }[];
}

function catalogue(random: Random): Catalogue {
  const places = new Map<string, Place[]>();
  const nz = nzPostcodes(2000, random).map((p) => ({ ...p, state: 'NZ' }));
  for (const place of [...australianPlaces(), ...nz]) places.set(place.state, [...(places.get(place.state) ?? []), place]);
  const dealers = DEALERS.filter((d) => d.enabled !== false).map((d) => ({ code: d.dealer_code!, brand: d.brand!, country: d.country! }));
  return { places, dealers };
}

/** `count` rows, each made by `make` with the owner of its vehicle (the same owner for a run of rows). */
function* rowsOf(count: number, seed: number, make: (n: number, owner: Owner, random: Random, cat: Catalogue) => string[]): Generator<string[]> {
  const random = seeded(seed);
  const cat = catalogue(random);
  let owner: Owner | undefined;
  for (let n = 0; n < count; n++) {
    const k = Math.floor(n / VEHICLES_PER_OWNER);
    if (owner?.n !== k) {
      const st = state(random);
      const first = pick(random, FIRST_NAMES);
      const last = pick(random, LAST_NAMES);
      owner = {
        n: k,
        first,
        last,
        st,
        place: pick(random, cat.places.get(st)!),
        street: `${between(random, 1, 250)} ${pick(random, STREETS)}`,
        email: email(first, last, k, st === 'NZ', random),
        mobile: mobile(random, st === 'NZ'),
        home: random() < 0.35 ? landline(random, st) : '',
      };
    }
    yield make(n, owner, random, cat);
  }
}

const dealerFor = (random: Random, cat: Catalogue, brand: string, st: string) =>
  pick(
    random,
    cat.dealers.filter((d) => d.brand === brand && d.country === (st === 'NZ' ? 'NZ' : 'AU')),
  ).code;

/** The roadside-assist file (POST /api/users/upload): owners by email, their vehicles by VIN. */
export function roadsideRows(count: number, seed: number): Generator<string[]> {
  return rowsOf(count, seed, (n, owner, random, cat) => {
    const model = pick(random, MODEL_ROWS);
    const { vin, year } = vinFor(n, random);
    const registered = addDays(`${year}-01-01`, between(random, 0, 364));
    return layoutRow('roadside-users', {
      VIN: vin,
      Registration: registration(random, owner.st),
      'Registration date': dayMonthYear(registered),
      'Purchase date': dayMonthYear(addDays(registered, -between(random, 0, 20))),
      Salutation: pick(random, ['Mr', 'Ms', 'Mrs', 'Dr', '']),
      'First name': owner.first,
      'Last name': owner.last,
      Address: owner.street,
      Suburb: owner.place.locality,
      State: owner.st,
      Postcode: owner.place.postcode,
      'Mobile phone': owner.mobile,
      'Home phone': owner.home,
      Email: owner.email,
      Year: String(year),
      'Model description': `${model.model} ${model.variant}`,
      'Model number': model.code,
      Colour: pick(random, COLOURS),
      'CRM ID': `C${String(2_000_000 + owner.n)}`,
      Transmission: model.transmission,
      'Fuel type': pick(random, ['Diesel', 'Petrol', 'Hybrid']),
      'Engine number': `${model.code.slice(2, 6)}${String(n).padStart(8, '0')}`,
      Drive: model.drivetrain,
      'Dealer code': dealerFor(random, cat, model.brand, owner.st),
    });
  });
}

const flag = (random: Random, yes: number) => (random() < yes ? 'Y' : 'N');

/** The owner file of the dealer system (POST /api/pentanas/upload), all 89 columns: CRM owners by owner number, their vehicles by VIN. */
export function ownerRows(count: number, seed: number): Generator<string[]> {
  return rowsOf(count, seed, (n, owner, random, cat) => {
    const model = pick(random, MODEL_ROWS);
    const { vin, year } = vinFor(OWNER_VIN_OFFSET + n, random);
    const built = addDays(`${year - 1}-10-01`, between(random, 0, 300));
    const sold = addDays(built, between(random, 30, 200));
    const business = random() < 0.15;
    const financed = random() < 0.45;
    const [make, previousModel] = pick(random, PREVIOUS)!;
    const dealer = dealerFor(random, cat, model.brand, owner.st);
    return layoutRow('owners', {
      'Unique record ID': `R${String(10_000_000 + n)}`,
      'Owner number': `M${String(1_000_000 + owner.n)}`,
      VIN: vin,
      Registration: registration(random, owner.st),
      'Registration state': owner.st,
      Division: model.brand === 'GWM' ? 'GWM' : 'HAVAL',
      'Buyer type': business ? 'Business' : 'Private',
      Title: pick(random, ['Mr', 'Ms', 'Mrs', 'Dr']),
      'First name': owner.first,
      'Middle name': random() < 0.3 ? pick(random, FIRST_NAMES) : '',
      'Last name': owner.last,
      'Company name': business ? `${owner.last} ${pick(random, ['Plumbing', 'Electrical', 'Building', 'Transport'])} Pty Ltd` : '',
      'ABN or NZBN': business ? String(between(random, 10_000_000_000, 99_999_999_999)) : '',
      'Date of birth': dayMonthYear(addDays('1950-01-01', between(random, 0, 18_000))),
      'Address line 1': owner.street,
      'Address line 2': random() < 0.1 ? `Unit ${between(random, 1, 40)}` : '',
      Suburb: owner.place.locality.toUpperCase(),
      State: owner.st,
      Postcode: owner.place.postcode,
      Country: owner.st === 'NZ' ? 'NZ' : 'AU',
      'Postal address line 1': owner.street,
      'Postal suburb': owner.place.locality.toUpperCase(),
      'Postal state': owner.st,
      'Postal postcode': owner.place.postcode,
      'Mobile phone': owner.mobile,
      'Home phone': owner.home,
      'Work phone': random() < 0.2 ? landline(random, owner.st) : '',
      Email: random() < 0.85 ? owner.email : '',
      'Preferred contact method': pick(random, ['Email', 'Mobile', 'SMS', 'Post']),
      'Owner sequence number': String(between(random, 1, 3)),
      'Category 1 (sale: New, Demo, Used)': pick(random, ['New', 'New', 'New', 'Demo', 'Used']),
      'Category 2 (customer group)': business ? 'Fleet' : 'Retail',
      'Category 3 (body type)': model.brand === 'GWM' ? 'Ute' : 'SUV',
      'Category 4 (model line)': model.model,
      'Category 5 (variant)': model.variant,
      'Model code': model.code,
      'Model description': `${model.model} ${model.variant}`,
      'Model year': String(year),
      'Engine number': `${model.code.slice(2, 6)}${String(OWNER_VIN_OFFSET + n).padStart(8, '0')}`,
      Transmission: model.transmission,
      'Fuel type': pick(random, ['Diesel', 'Petrol', 'Hybrid']),
      'Drive type': model.drivetrain,
      'Colour code': pick(random, COLOURS),
      'Colour description': pick(random, COLOUR_NAMES),
      'Trim code': pick(random, ['CLTH', 'LTHR', 'VEGN']),
      'Build date': dayMonthYear(built),
      'Compliance date': dayMonthYear(addDays(built, 14)),
      'Sale date': dayMonthYear(sold),
      'Delivery date': dayMonthYear(addDays(sold, between(random, 1, 14))),
      'Registration date': dayMonthYear(addDays(sold, 1)),
      'Registration expiry date': dayMonthYear(addYears(addDays(sold, 1), 1)),
      'Warranty start date': dayMonthYear(sold),
      'Warranty expiry date': dayMonthYear(addYears(sold, 7)),
      'Odometer at sale (km)': String(between(random, 5, 60)),
      'Selling dealer code': dealer,
      'Servicing dealer code': dealer,
      Salesperson: `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`,
      'Stock number': `S${between(random, 100_000, 999_999)}`,
      'Order number': `O${between(random, 100_000, 999_999)}`,
      'Sale type (Retail, Fleet, Government, Demo)': business ? 'Fleet' : 'Retail',
      'Finance company': financed ? pick(random, FINANCE) : '',
      'Finance type (Cash, Lease, Loan, Novated)': financed ? pick(random, ['Lease', 'Loan', 'Novated']) : 'Cash',
      'Finance term (months)': financed ? String(pick(random, [36, 48, 60])) : '',
      'Finance end date': financed ? dayMonthYear(addYears(sold, 5)) : '',
      'Insurance company': pick(random, INSURERS),
      'Previous vehicle VIN': random() < 0.4 ? vinFor(6_000_000 + n, random).vin : '',
      'Previous vehicle make': make!,
      'Previous vehicle model': previousModel!,
      'Previous vehicle year': String(between(random, 2005, 2020)),
      'Previous vehicle registration': registration(random, owner.st),
      'Consent: marketing email (Y/N)': flag(random, 0.6),
      'Consent: marketing SMS (Y/N)': flag(random, 0.4),
      'Consent: marketing post (Y/N)': flag(random, 0.2),
      'Consent: phone calls (Y/N)': flag(random, 0.3),
      'Consent: shared with the maker (Y/N)': flag(random, 0.7),
      'Privacy statement signed': dayMonthYear(sold),
      'Last service date': dayMonthYear(addDays(sold, between(random, 180, 700))),
      'Last service odometer (km)': String(between(random, 8_000, 60_000)),
      'Record updated': dayMonthYear(addDays(sold, between(random, 1, 900))),
    });
  });
}

/** Writes rows to a CSV file as they are made (a 300,000-row owner file is over 100 MB); answers its size in bytes. */
export async function writeCsvFile(path: string, rows: Iterable<string[]>): Promise<number> {
  const out = createWriteStream(path);
  for (const row of rows) if (!out.write(csvRow(row))) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
  return out.bytesWritten;
}
