// Staff's tools on every generic list: filters by column (several values, ranges, whole texts), the CSV export
// of every matching row, and bulk delete and edit, all or nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApi, startApi } from './harness.ts';
import { insertDealer, insertModel, insertVehicle } from './owner-fixtures.ts';

let api: TestApi;
let cannon: number;
let jolion: number;
let steed: number;

beforeAll(async () => {
  api = await startApi();
  cannon = (await insertModel(api, { model: 'Cannon' })).id;
  jolion = (await insertModel(api, { model: 'Jolion' })).id;
  steed = (await insertModel(api, { model: 'Steed' })).id;
  const owner = api.ids.owner;
  await insertVehicle(api, owner, cannon, { registration: 'CAN2019', registration_date: '2019-12-31' });
  await insertVehicle(api, owner, cannon, { registration: 'CAN2020A', registration_date: '2020-01-01' });
  await insertVehicle(api, owner, cannon, { registration: 'CAN2020B', registration_date: '2020-12-31', nickname: '=HYPERLINK("x")' });
  await insertVehicle(api, owner, jolion, { registration: 'JOL2020', registration_date: '2020-06-15', description: 'Blue, "sport" pack' });
  await insertVehicle(api, owner, steed, { registration: 'STE2020', registration_date: '2020-07-01' });
});

afterAll(() => api.close());

const registrations = (body: { data: { registration: string }[] }) => body.data.map((v) => v.registration);

describe('list filters', () => {
  it('filters by a reference and a date range, both ends included', async () => {
    const { status, body } = await api.get('admin', `/api/vehicles?models_id=${cannon}&registration_date_from=2020-01-01&registration_date_to=2020-12-31`);
    expect(status).toBe(200);
    expect(registrations(body)).toEqual(['CAN2020A', 'CAN2020B']);
    expect(body.total).toBe(2);
  });

  it('matches any of several values of a reference, and counts the same rows', async () => {
    const query = `models_id=${jolion}&models_id=${steed}`;
    expect(registrations((await api.get('admin', `/api/vehicles?${query}`)).body)).toEqual(['JOL2020', 'STE2020']);
    expect((await api.get('admin', `/api/vehicles/count?${query}`)).body).toEqual({ count: 2 });
  });

  it('filters by several enum values, a boolean and a number range', async () => {
    for (const [code, country, active, cost] of [
      ['F1', 'AU', true, 100],
      ['F2', 'NZ', false, 200],
      ['F3', 'AU', false, 300],
    ] as const) {
      expect(
        (
          await api.post('admin', '/api/accessories', {
            active,
            category: 'Exterior',
            country,
            code,
            name: `Filter ${code}`,
            description: 'x',
            cost,
            models: [],
          })
        ).status,
      ).toBe(201);
    }
    const codes = async (query: string) => ((await api.get('admin', `/api/accessories?${query}`)).body.data as { code: string }[]).map((a) => a.code).sort();
    expect(await codes('country=AU&country=NZ&active=false')).toEqual(['F2', 'F3']);
    expect(await codes('cost_from=150&cost_to=300')).toEqual(['F2', 'F3']);
    expect(await codes('cost_to=100&country=AU')).toEqual(['F1']);
  });

  it('matches an indexed text field whole and exactly: capitals count, a part matches nothing', async () => {
    const found = async (query: string) => registrations((await api.get('admin', `/api/vehicles?${query}`)).body);
    expect(await found('registration=CAN2020A')).toEqual(['CAN2020A']);
    expect(await found('registration=can2020a')).toEqual([]);
    expect(await found('registration=CAN2020')).toEqual([]);
    const { vin } = (await api.get('admin', '/api/vehicles?registration=JOL2020')).body.data[0] as { vin: string };
    expect(await found(`vin=${vin}&models_id=${jolion}`)).toEqual(['JOL2020']);
    expect(await found(`vin=${vin}&models_id=${steed}`)).toEqual([]);
  });

  it('refuses a bad filter value with a message by parameter, never a 500', async () => {
    const bad = [
      'registration_date_from=2020-13-45',
      'registration_date_to=yesterday',
      'registration_date_from=0020-01-01',
      'models_id=abc',
      'models_id=0x10',
      'kilometers_from=ten',
      'created_at_to=2024-05-01T10:00',
      `registration=${'A'.repeat(21)}`,
    ];
    for (const query of bad) {
      const { status, body } = await api.get('admin', `/api/vehicles?${query}`);
      expect(status, query).toBe(422);
      expect(Object.keys(body.errors), query).toEqual([query.split('=')[0]]);
    }
    const colours = await api.get('admin', '/api/colours?country=XX');
    expect(colours.status).toBe(422);
  });

  it('filters an indexed date-time by its range alone, and says so when asked for a whole value', async () => {
    for (const value of ['abc', '2024-01-01', '2024-01-01T10:00:00Z']) {
      const { status, body } = await api.get('admin', `/api/outbox?next_attempt_at=${value}`);
      expect(status, value).toBe(422);
      expect(body.errors, value).toEqual({ next_attempt_at: ['Next attempt is filtered by a range: next_attempt_at_from and next_attempt_at_to'] });
    }
    expect((await api.get('admin', '/api/outbox?next_attempt_at_from=2020-01-01&state=queued')).status).toBe(200);
    expect((await api.get('admin', '/api/outbox?next_attempt_at_from=abc')).status).toBe(422);
  });

  it('refuses a range whose end comes before its start', async () => {
    const { status, body } = await api.get('admin', '/api/vehicles?registration_date_from=2021-01-01&registration_date_to=2020-01-01');
    expect(status).toBe(422);
    expect(body.errors).toEqual({ registration_date_to: ['Registration Date to must not be before Registration Date from'] });
  });

  it('takes in the whole last day of a date-time range', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const { body } = await api.get('admin', `/api/vehicles?created_at_from=${today}&created_at_to=${today}`);
    expect(body.total).toBe(5);
  });
});

/** The CSV's lines as cells, for a file without quoted line breaks. */
const cellsOf = (text: string) =>
  text
    .trimEnd()
    .split('\r\n')
    .map((line) =>
      line
        .match(/("([^"]|"")*"|[^,]*)(,|$)/g)!
        .filter((cell) => cell !== '')
        .map((cell) => cell.replace(/,$/, '')),
    );

describe('CSV export', () => {
  it('exports every matching row in the list order, not only a page', async () => {
    const query = 'registration_date_from=2020-01-01&sort=registration&order=desc';
    const response = await api.app.inject({ method: 'GET', url: `/api/vehicles/export?${query}`, headers: api.authorization('admin') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="vehicles.csv"');
    const [header, ...lines] = cellsOf(response.body);
    expect(header).toContain('registration');
    expect(header).not.toContain('page');
    const listed = (await api.get('admin', `/api/vehicles?${query}&per_page=1`)).body;
    expect(listed.total).toBe(4);
    expect(lines.map((cells) => cells[header!.indexOf('registration')])).toEqual(['STE2020', 'JOL2020', 'CAN2020B', 'CAN2020A']);
  });

  it('quotes commas and quotes, and guards text a spreadsheet would run', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/vehicles/export?q=2020', headers: api.authorization('admin') });
    expect(response.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(response.body).toContain('"Blue, ""sport"" pack"');
  });

  it('is for staff only, and refuses a bad filter before sending anything', async () => {
    expect((await api.get('owner', '/api/vehicles/export')).status).toBe(403);
    expect((await api.get('visitor', '/api/colours/export')).status).toBe(401);
    expect((await api.get('admin', '/api/vehicles/export?registration_date_to=31/12/2020')).status).toBe(422);
  });
});

describe('bulk changes', () => {
  const colour = async (code: string) => {
    const { status, body } = await api.post('admin', '/api/colours', {
      active: true,
      country: 'AU',
      code,
      hex: '#ffffff',
      foreground_hex: '#000000',
      name: `Bulk ${code}`,
      type: 'Standard',
      models: [],
    });
    expect(status).toBe(201);
    return body.id as number;
  };

  it('deletes several records in one call', async () => {
    const ids = [await colour('BD1'), await colour('BD2'), await colour('BD3')];
    const { status, body } = await api.post('admin', '/api/colours/bulk', { action: 'delete', ids });
    expect(status).toBe(200);
    expect(body).toEqual({ message: '3 colours deleted.', count: 3 });
    for (const id of ids) expect((await api.get('admin', `/api/colours/${id}`)).status).toBe(404);
  });

  it('sets one field on several records', async () => {
    const ids = [await colour('BE1'), await colour('BE2')];
    const { status, body } = await api.post('admin', '/api/colours/bulk', { action: 'update', ids, values: { type: 'Premium', active: false } });
    expect(status).toBe(200);
    expect(body.message).toBe('2 colours updated.');
    for (const id of ids)
      expect((await api.get('admin', `/api/colours/${id}`)).body).toMatchObject({ type: 'Premium', active: false, code: expect.stringMatching(/^BE/) });
  });

  it('refuses a value the schema does not allow, changing nothing', async () => {
    const ids = [await colour('BV1'), await colour('BV2')];
    const { status, body } = await api.post('admin', '/api/colours/bulk', { action: 'update', ids, values: { country: 'XX' } });
    expect(status).toBe(422);
    expect(body.errors.country[0]).toMatch(/Country must be one of/);
    expect((await api.get('admin', `/api/colours/${ids[0]}`)).body.country).toBe('AU');
  });

  it('refuses fields that cannot take one value on many records', async () => {
    const ids = [await colour('BU1'), await colour('BU2')];
    const unique = await api.post('admin', '/api/dealers/bulk', { action: 'update', ids: [1], values: { dealer_code: 'SAME' } });
    expect(unique.status).toBe(422);
    expect(unique.body.errors.dealer_code).toEqual(['Dealer code cannot be set on several records at once']);
    expect((await api.post('admin', '/api/colours/bulk', { action: 'update', ids, values: { id: 1 } })).status).toBe(422);
    expect((await api.post('admin', '/api/colours/bulk', { action: 'update', ids, values: {} })).status).toBe(422);
    expect((await api.post('admin', '/api/colours/bulk', { action: 'update', ids: [] })).status).toBe(422);
    expect((await api.post('admin', '/api/colours/bulk', { action: 'archive', ids })).status).toBe(422);
  });

  it('undoes every row when one fails: a missing record, or one still referenced', async () => {
    const ids = [await colour('BR1'), await colour('BR2')];
    const missing = await api.post('admin', '/api/colours/bulk', { action: 'update', ids: [...ids, 999_999], values: { active: false } });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Colour 999999 was not found.');
    for (const id of ids) expect((await api.get('admin', `/api/colours/${id}`)).body.active).toBe(true);

    const spare = (await insertModel(api, { model: 'Spare' })).id;
    const linked = await api.post('admin', '/api/models/bulk', { action: 'delete', ids: [spare, cannon] });
    expect(linked.status).toBe(409);
    expect((await api.get('admin', `/api/models/${spare}`)).status).toBe(200);
  });

  it('disables dealers through their own delete, freeing their PMAs', async () => {
    const dealers = [await insertDealer(api), await insertDealer(api), await insertDealer(api)];
    const postcode = await api.post('admin', '/api/postcodes', {
      postcode: '2999',
      locality: 'Bulkton',
      lng: 151.2,
      lat: -33.8,
      acoustic_id: 'bulk-1',
      state: 'NSW',
      dealer: dealers[0]!.id,
    });
    expect(postcode.status).toBe(201);
    const { status } = await api.post('admin', '/api/dealers/bulk', { action: 'delete', ids: dealers.map((d) => d.id) });
    expect(status).toBe(200);
    for (const dealer of dealers) expect((await api.get('admin', `/api/dealers/${dealer.id}`)).body.enabled).toBe(false);
    expect((await api.get('admin', `/api/postcodes/${postcode.body.id}`)).body.gwm_dealers_id).toBeNull();
  });

  it('is for staff only', async () => {
    const ids = [await colour('BS1')];
    expect((await api.post('owner', '/api/vehicles/bulk', { action: 'delete', ids: [1] })).status).toBe(403);
    expect((await api.post('api', '/api/colours/bulk', { action: 'delete', ids })).status).toBe(403);
    expect((await api.get('admin', `/api/colours/${ids[0]}`)).status).toBe(200);
  });
});
