// A bad row is an exception (its line, column, value and reason, in the schema's words) and the
// rest of the file loads; a file that cannot be read at all is refused whole. Never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { pentanas, postcodes, uploads, users, vehicles } from '../../server/generated/tables.ts';
import { startApi, type TestApi } from './harness.ts';
import { insertDealer, insertModel } from './owner-fixtures.ts';
import { csv, layoutRow, ownerRow, roadsideRow, upload } from './upload-files.ts';

let api: TestApi;

beforeAll(async () => {
  api = await startApi();
  await insertDealer(api, { dealer_code: 'GWM-PAR', brand: 'GWM' });
  await insertDealer(api, { dealer_code: 'GWM-OLD', brand: 'GWM', enabled: false });
  await insertDealer(api, { dealer_code: 'GWM-AKL', brand: 'GWM', country: 'NZ', state: 'NZ' });
  await insertModel(api, { code: 'CA-ULTRA' });
  await api.app.database.db
    .insert(postcodes)
    .values({ postcode: '2150', locality: 'Parramatta', state: 'NSW', country: 'AU', lng: 151, lat: -33.8, acoustic_id: 'a1' });
});
afterAll(() => api.close());

const vinLoaded = async (vin: string) => (await api.app.database.db.select().from(vehicles).where(eq(vehicles.vin, vin))).length === 1;

describe('rows refused with a clear exception, the others loaded', () => {
  it('names the line, column, value and reason of each bad row', async () => {
    const long = 'x'.repeat(101);
    const rows = [
      roadsideRow(10),
      roadsideRow(11).slice(0, 50),
      roadsideRow(12, { 'Registration date': '31/02/2024' }),
      roadsideRow(13, { 'Purchase date': '2024-13-01' }),
      roadsideRow(14, { 'Registration date': '01/01/1850' }),
      roadsideRow(15, { 'Dealer code': 'NOPE-1' }),
      roadsideRow(16, { 'Model number': 'NO-SUCH' }),
      roadsideRow(17, { VIN: '' }),
      roadsideRow(18, { 'First name': long }),
      roadsideRow(19, { Email: 'not-an-email' }),
      roadsideRow(20, { State: 'XYZ' }),
      roadsideRow(21, { Email: 'admin@test.example' }),
      roadsideRow(22),
    ];
    const { status, body } = await upload(api, 'roadside-users', csv(rows));
    expect(status).toBe(200);
    expect(body).toMatchObject({ rows: 13, rejected: 11, exception_count: 11 });
    expect(body.exceptions).toEqual([
      { line: 2, column: '', value: expect.stringContaining('LGWEF6A5XRH000011'), reason: 'A row must have 51 columns; this one has 50' },
      { line: 3, column: 'Registration date (5)', value: '31/02/2024', reason: 'Registration date must be a date written DD/MM/YYYY' },
      { line: 4, column: 'Purchase date (6)', value: '2024-13-01', reason: 'Purchase date must be a date written DD/MM/YYYY' },
      { line: 5, column: 'Registration date (5)', value: '01/01/1850', reason: 'Registration Date must be between 1900 and 2099' },
      { line: 6, column: 'Dealer code (51)', value: 'NOPE-1', reason: 'There is no dealer with the dealer code NOPE-1' },
      { line: 7, column: 'Model number (26)', value: 'NO-SUCH', reason: 'There is no model with the code NO-SUCH' },
      { line: 8, column: 'VIN (3)', value: '', reason: 'A vin is required' },
      { line: 9, column: 'First name (8)', value: long, reason: 'First name can be at most 100 characters' },
      { line: 10, column: 'Email (21)', value: 'not-an-email', reason: "This doesn't appear to be a valid email address" },
      { line: 11, column: 'State (13)', value: 'XYZ', reason: expect.stringMatching(/^State must be one of: NSW, QLD/) },
      { line: 12, column: 'Email (21)', value: 'admin@test.example', reason: 'This email belongs to a staff or API account, not an owner' },
    ]);
    expect(await vinLoaded('LGWEF6A5XRH000010')).toBe(true);
    expect(await vinLoaded('LGWEF6A5XRH000022')).toBe(true);
    expect(await vinLoaded('LGWEF6A5XRH000012')).toBe(false);
    const [admin] = await api.app.database.db.select().from(users).where(eq(users.email, 'admin@test.example'));
    expect(admin!.role).toBe('ADMIN');
  });

  it('keeps commas and quotes inside quoted fields, refuses a line break in a one-line column, and counts lines past it', async () => {
    const rows = [
      roadsideRow(30, { Address: 'Unit 4, "The Wharf"', 'Last name': "O'Brien, Jr" }),
      roadsideRow(31, { Address: 'Unit 5\r\n12 Pier St' }),
      roadsideRow(32, { VIN: '' }),
    ];
    const { body } = await upload(api, 'roadside-users', csv(rows));
    expect(body.exceptions).toEqual([
      { line: 2, column: 'Address (11)', value: 'Unit 5\r\n12 Pier St', reason: 'Address must be one line, without line breaks or control characters' },
      expect.objectContaining({ line: 4, column: 'VIN (3)' }),
    ]);
    const [owner] = await api.app.database.db.select().from(users).where(eq(users.email, 'mia.tran30@example.com.au'));
    expect(owner).toMatchObject({ address_line_1: 'Unit 4, "The Wharf"', lastname: "O'Brien, Jr" });
  });

  it('reports a quote left open or text after a closing quote', async () => {
    // papaparse reads a field whose quote is misplaced on to its next quote: what follows is that row's.
    const afterQuote = `${csv([roadsideRow(40)])}"bad"x,${roadsideRow(41).slice(1).join(',')}\r\n${csv([roadsideRow(42)])}`;
    const openQuote = `${csv([roadsideRow(43)])}"never closed,${roadsideRow(44).slice(1).join(',')}`;
    for (const [text, reason] of [
      [afterQuote, 'A quoted field has text after its closing quote'],
      [openQuote, 'A quoted field is not closed before the end of the file'],
    ]) {
      const { status, body } = await upload(api, 'roadside-users', text!);
      expect(status).toBe(200);
      expect(body.exceptions).toEqual([expect.objectContaining({ line: 2, reason })]);
      expect(body).toMatchObject({ rows: 2, rejected: 1 });
    }
  });

  it('reads a file from a Windows system (Windows-1252) with its accents', async () => {
    const text = csv([roadsideRow(50, { 'First name': 'Zoë', 'Last name': 'Müller–Brontë' })]);
    const { body } = await upload(api, 'roadside-users', Buffer.from(text.replace('–', '\u0096'), 'latin1'));
    expect(body).toMatchObject({ rows: 1, rejected: 0 });
    const [owner] = await api.app.database.db.select().from(users).where(eq(users.email, 'mia.tran50@example.com.au'));
    expect(owner).toMatchObject({ firstname: 'Zoë', lastname: 'Müller–Brontë' });
  });

  it('skips a header row sent by mistake with its own exception, and loads the rest', async () => {
    const header = layoutRow('roadside-users', { VIN: 'VIN', Email: 'Email', 'Registration date': 'Registration date' });
    const { body } = await upload(api, 'roadside-users', csv([header, roadsideRow(60)]));
    expect(body.exceptions).toEqual([
      { line: 1, column: '', value: expect.any(String), reason: 'This looks like a header row: files have no header row, so it was not loaded' },
    ]);
    expect(body).toMatchObject({ rows: 2, rejected: 1, created: 2 });
  });

  it('refuses unknown postcodes and dealer codes, a disabled dealer and a dealer of the other country', async () => {
    const { body } = await upload(
      api,
      'postcodes',
      csv([
        ['9999', 'GWM-PAR'],
        ['2150', 'NOPE'],
        ['2150', 'GWM-OLD'],
        ['2150', 'GWM-AKL'],
        ['2150', ''],
        ['Postcode', 'Dealer code'],
      ]),
    );
    expect(body.exceptions).toEqual([
      { line: 1, column: 'Postcode (1)', value: '9999', reason: 'There is no postcode 9999' },
      { line: 2, column: 'Dealer code (2)', value: 'NOPE', reason: 'There is no dealer with the dealer code NOPE' },
      { line: 3, column: 'Dealer code (2)', value: 'GWM-OLD', reason: 'Dealer GWM-OLD is disabled: restore it before giving it postcodes' },
      { line: 4, column: 'Dealer code (2)', value: 'GWM-AKL', reason: 'Postcode 2150 is in Australia, dealer GWM-AKL in New Zealand' },
      { line: 5, column: 'Dealer code (2)', value: '', reason: 'Dealer code is required' },
      // Every problem of a row is listed.
      { line: 6, column: 'Postcode (1)', value: 'Postcode', reason: 'There is no postcode Postcode' },
      { line: 6, column: 'Dealer code (2)', value: 'Dealer code', reason: 'There is no dealer with the dealer code Dealer code' },
    ]);
    expect(body.records.postcodes).toEqual({ created: 0, updated: 0, unchanged: 0 });
  });

  it('refuses owner-file rows with bad numbers, dates and flags', async () => {
    const rows = [
      ownerRow(70, { 'Owner sequence number': 'first' }),
      ownerRow(71, { 'Warranty start date': '1/1/24' }),
      ownerRow(72, { 'Owner number': '' }),
      ownerRow(73),
    ];
    const { body } = await upload(api, 'owners', csv(rows));
    expect(body.exceptions.map((e: { line: number; column: string; reason: string }) => [e.line, e.column, e.reason])).toEqual([
      [1, 'Owner sequence number (37)', 'Owner sequence number must be a whole number'],
      [2, 'Warranty start date (61)', 'Warranty start date must be a date written DD/MM/YYYY'],
      [3, 'Owner number (2)', 'A CRM ID is required'],
    ]);
    expect((await api.app.database.db.select().from(pentanas).where(eq(pentanas.mds_owner_number, 'MDS73'))).length).toBe(1);
  });
});

describe('files refused whole, nothing written', () => {
  const refused = async (status: number, message: RegExp, content: string | Buffer) => {
    const before = (await api.app.database.db.select({ n: sql<number>`count(*)::int` }).from(vehicles))[0]!.n;
    const reply = await upload(api, 'roadside-users', content, { fileName: 'bad.csv' });
    expect(reply.status).toBe(status);
    expect(reply.body.message).toMatch(message);
    expect((await api.app.database.db.select({ n: sql<number>`count(*)::int` }).from(vehicles))[0]!.n).toBe(before);
    const [record] = await api.app.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.file_name, 'bad.csv'))
      .orderBy(sql`id desc`)
      .limit(1);
    expect(record).toMatchObject({ status: 'refused', message: reply.body.message });
    return reply;
  };

  it('an empty file', async () => {
    const { body } = await refused(422, /^The file is empty\.$/, '');
    expect(body.errors).toEqual({ user_file: ['The file is empty.'] });
  });

  it('a file of blank lines', () => refused(422, /no rows, only blank lines/, '\r\n\r\n\n'));

  it('a spreadsheet or any binary file', async () => {
    await refused(422, /not a CSV file: it looks like an Excel workbook/, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]));
    await refused(422, /not a CSV file: it holds binary data/, Buffer.concat([Buffer.from('abc,def'), Buffer.alloc(64), Buffer.from('\n')]));
  });
});

describe('access and form', () => {
  it('is for administrators only', async () => {
    const file = csv([roadsideRow(80)]);
    expect((await upload(api, 'roadside-users', file, { as: 'visitor' })).status).toBe(401);
    for (const as of ['owner', 'api'] as const) {
      for (const kind of ['roadside-users', 'postcodes', 'owners'] as const) expect((await upload(api, kind, file, { as })).status).toBe(403);
    }
    expect(await vinLoaded('LGWEF6A5XRH000080')).toBe(false);
  });

  it('asks for a file, sent as a multipart form', async () => {
    const none = await api.post('admin', '/api/users/upload', {});
    expect(none).toMatchObject({ status: 415, body: { message: 'Send the file as a multipart form (multipart/form-data).' } });
  });

  it('lists every upload in the back office, newest first, with who sent it', async () => {
    const { status, body } = await api.get('admin', '/api/uploads');
    expect(status).toBe(200);
    expect(body.data[0]).toMatchObject({ kind: 'roadside-users', file_name: 'bad.csv', status: 'refused', user: { email: 'admin@test.example' } });
    expect(body.data.find((u: { kind: string }) => u.kind === 'postcodes')).toMatchObject({ status: 'loaded', rows: 6, rejected: 6, exception_count: 7 });
    expect((await api.get('owner', '/api/uploads')).status).toBe(403);
  });
});
