// Postcodes (docs/back-office.md, postcodes): the required messages and wrong types, and who may
// call the postcode API.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postcodes } from '../../server/generated/tables.ts';
import { type TestApi, startApi } from './harness.ts';
import { itRefusesEachRequiredField } from './required-fields.ts';
import { postcodeBody } from './owner-fixtures.ts';

let api: TestApi;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const dbRow = async (id: number) => (await api.app.database.db.select().from(postcodes).where(eq(postcodes.id, id)))[0];

describe('postcodes: required fields and wrong types', () => {
  const required = {
    postcode: 'Postcode is required',
    locality: 'Locality is required',
    lng: 'Longitude is required',
    lat: 'Latitude is required',
    acoustic_id: 'Acoustic ID is required',
  } as const;

  it('names every missing field on an empty create', async () => {
    const refused = await api.post('admin', '/api/postcodes', {});
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      postcode: ['Postcode is required'],
      locality: ['Locality is required'],
      lng: ['Longitude is required'],
      lat: ['Latitude is required'],
      acoustic_id: ['Acoustic ID is required'],
    });
  });

  itRefusesEachRequiredField(
    () => api,
    '/api/postcodes',
    () => postcodeBody(),
    required,
  );

  it('checks the same fields on update', async () => {
    const created = await api.post('admin', '/api/postcodes', postcodeBody({ locality: 'Unchanged' }));
    const { lat: _lat, ...noLat } = postcodeBody({ locality: '' });
    const refused = await api.put('admin', `/api/postcodes/${created.body.id}`, noLat);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ locality: ['Locality is required'], lat: ['Latitude is required'] });
    expect((await dbRow(created.body.id))!.locality).toBe('Unchanged');
  });

  it.each<[string, unknown, string, Record<string, unknown>?]>([
    ['lng', 'east', 'Longitude must be a number'],
    ['lat', true, 'Latitude must be a number'],
    ['postcode', 2000, 'Postcode must be text'],
    ['state', 'Sydney', 'State must be one of: NSW, QLD, VIC, ACT, TAS, SA, WA, NT, NZ'],
    // Without a state: a state decides the country, whatever was sent.
    ['country', 'UK', 'Country must be one of: AU, NZ', { state: null }],
    ['enabled', 'yes', 'Enabled must be yes or no'],
    ['dealer', 'Sydney GWM', 'Dealer must be a whole number'],
  ])('refuses %s = %j with "%s"', async (field, value, message, others = {}) => {
    const refused = await api.post('admin', '/api/postcodes', postcodeBody({ ...others, [field]: value }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ [field]: [message] });
  });
});

describe('postcodes: access', () => {
  it('is an administrator function', async () => {
    const created = await api.post('admin', '/api/postcodes', postcodeBody());
    for (const [who, status] of [
      ['visitor', 401],
      ['owner', 403],
      ['api', 403],
    ] as const) {
      expect((await api.get(who, '/api/postcodes')).status, who).toBe(status);
      expect((await api.get(who, `/api/postcodes/${created.body.id}`)).status, who).toBe(status);
      expect((await api.post(who, '/api/postcodes', postcodeBody())).status, who).toBe(status);
      expect((await api.put(who, `/api/postcodes/${created.body.id}`, postcodeBody({ locality: 'Taken' }))).status, who).toBe(status);
      expect((await api.del(who, `/api/postcodes/${created.body.id}`)).status, who).toBe(status);
    }
    expect((await dbRow(created.body.id))!.locality).toBe(created.body.locality);
  });
});
