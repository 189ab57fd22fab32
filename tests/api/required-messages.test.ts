// Bad input on the catalogue entities: every required-field message of back-office.txt section 5
// (typos corrected as decisions.md says), wrong types named by the field's title, fields a caller
// may not set, and odd bodies that must never cause a 500.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Payload, catalogueCases, dealerPayload, modelPayload } from './fixtures.ts';
import { type TestApi, startApi } from './harness.ts';

let api: TestApi;
let adminToken: string;
beforeAll(async () => {
  api = await startApi();
  adminToken = (await api.app.tokens.issue(api.ids.admin)).token;
});
afterAll(() => api.close());

let serial = 0;
const nextTag = () => `R${(serial++).toString(36)}${Date.now().toString(36).slice(-3)}`.toUpperCase();
const payloadOf = (route: string) => catalogueCases.find((c) => c.route === route)!.payload(nextTag());

/** Sends a raw body (not JSON-encoded by the harness) as the admin. */
async function raw(method: 'POST' | 'PUT', url: string, body: string, contentType = 'application/json') {
  const response = await api.app.inject({ method, url, payload: body, headers: { authorization: `Bearer ${adminToken}`, 'content-type': contentType } });
  let parsed: any = response.body;
  try {
    parsed = response.json();
  } catch {
    // keep the text
  }
  return { status: response.statusCode, body: parsed, text: response.body };
}

// The section 5 messages, written out as the spec words them (typos corrected per decisions.md).
const required: { route: string; field: string; message: string }[] = [
  { route: 'dealers', field: 'name', message: 'A name is required' },
  { route: 'dealers', field: 'brand', message: 'A brand is required' },
  { route: 'dealers', field: 'email', message: 'An email is required' },
  { route: 'dealers', field: 'address_line_1', message: 'An address is required' },
  { route: 'dealers', field: 'suburb', message: 'A suburb is required' },
  { route: 'dealers', field: 'state', message: 'A state is required' },
  { route: 'dealers', field: 'postcode', message: 'A postcode is required' },
  { route: 'dealers', field: 'country', message: 'A country is required' },
  { route: 'models', field: 'code', message: 'A code is required' },
  { route: 'models', field: 'brand', message: 'A brand is required' },
  { route: 'models', field: 'model', message: 'A model is required' },
  { route: 'models', field: 'variant', message: 'A variant is required' },
  { route: 'models', field: 'transmission', message: 'A transmission is required' },
  { route: 'models', field: 'drivetrain', message: 'A drivetrain is required' },
  { route: 'models', field: 'name', message: 'A name is required' },
  { route: 'models', field: 'type', message: 'A type is required' },
  { route: 'models', field: 'image', message: 'An image is required' },
  { route: 'colours', field: 'code', message: 'A Colour Code is required' },
  { route: 'colours', field: 'name', message: 'A Colour Name is required' },
  { route: 'trims', field: 'code', message: 'A Trim Code is required' },
  { route: 'trims', field: 'name', message: 'A Trim Name is required' },
  { route: 'specs', field: 'name', message: 'A spec is required' },
  { route: 'accessories', field: 'code', message: 'An Accessory Code is required' },
  { route: 'accessories', field: 'name', message: 'An Accessory Name is required' },
  { route: 'accessories', field: 'cost', message: 'An Accessory cost is required' },
  // An empty cost does not parse as a number: the spec's one message for both amounts.
  { route: 'costs', field: 'cost', message: 'The cost must be a number' },
  { route: 'costs', field: 'nz_cost', message: 'The cost must be a number' },
  { route: 'messages', field: 'name', message: 'A name is required' },
  // Content documents are ours (decisions.md, content service): the schema's own messages.
  { route: 'contentdocuments', field: 'type', message: 'A type is required' },
  { route: 'contentdocuments', field: 'name', message: 'A name is required' },
  { route: 'contentdocuments', field: 'document_key', message: 'A key is required' },
];

describe('required fields', () => {
  describe.each(required)('$route $field', ({ route, field, message }) => {
    it(`answers 422 with "${message}" when ${field} is missing`, async () => {
      const { [field]: _dropped, ...payload } = payloadOf(route);
      const reply = await api.post('admin', `/api/${route}`, payload);
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual({ [field]: [message] });
      expect(reply.body.message).toBe(message);
    });

    it(`answers 422 with "${message}" when ${field} is empty or null`, async () => {
      for (const empty of ['', null]) {
        const reply = await api.post('admin', `/api/${route}`, { ...payloadOf(route), [field]: empty });
        expect(reply.status, JSON.stringify(empty)).toBe(422);
        expect(reply.body.errors, JSON.stringify(empty)).toEqual({ [field]: [message] });
      }
    });

    it(`answers 422 with "${message}" on update too, and keeps the record`, async () => {
      const payload = payloadOf(route);
      const created = await api.post('admin', `/api/${route}`, payload);
      expect(created.status).toBe(201);
      const reply = await api.put('admin', `/api/${route}/${created.body.id}`, { ...payload, [field]: '' });
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual({ [field]: [message] });
      const read = await api.get('admin', `/api/${route}/${created.body.id}`);
      expect(read.body[field]).toEqual(payload[field]);
    });
  });

  it('names every missing field at once on an empty dealer', async () => {
    const reply = await api.post('admin', '/api/dealers', {});
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({
      name: ['A name is required'],
      brand: ['A brand is required'],
      email: ['An email is required'],
      address_line_1: ['An address is required'],
      suburb: ['A suburb is required'],
      state: ['A state is required'],
      postcode: ['A postcode is required'],
      country: ['A country is required'],
    });
    expect(reply.body.message).toBe('A name is required (and 7 more errors)');
  });

  it('names every missing field at once on an empty model', async () => {
    const reply = await api.post('admin', '/api/models', {});
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({
      code: ['A code is required'],
      brand: ['A brand is required'],
      model: ['A model is required'],
      variant: ['A variant is required'],
      transmission: ['A transmission is required'],
      drivetrain: ['A drivetrain is required'],
      name: ['A name is required'],
      type: ['A type is required'],
      image: ['An image is required'],
    });
  });

  it('refuses an accessory cost of 0 with "An Accessory cost is required"', async () => {
    const reply = await api.post('admin', '/api/accessories', { ...payloadOf('accessories'), cost: 0 });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ cost: ['An Accessory cost is required'] });
  });

  it('answers "A time is required" for an empty opening or closing time in hours', async () => {
    const payload = dealerPayload(nextTag());
    const hours = payload.hours as Record<string, { open: string; close: string }>;
    const reply = await api.post('admin', '/api/dealers', {
      ...payload,
      hours: { ...hours, Monday: { open: '', close: '5:30 PM' }, Friday: { open: '8:30 AM', close: '' } },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ 'dealer_hours.0.open': ['A time is required'], 'dealer_hours.4.close': ['A time is required'] });
  });

  it('answers "A time is required" for a weekday left out of hours', async () => {
    const payload = dealerPayload(nextTag());
    const { Sunday: _sunday, ...hours } = payload.hours as Record<string, { open: string; close: string }>;
    const reply = await api.post('admin', '/api/dealers', { ...payload, hours });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ 'dealer_hours.6.open': ['A time is required'], 'dealer_hours.6.close': ['A time is required'] });
  });

  it('creates a dealer without the optional fields of section 5', async () => {
    const {
      website: _w,
      address_line_2: _a,
      dealer_code: _d,
      lng: _lng,
      lat: _lat,
      sales_phone: _s,
      service_phone: _p,
      acoustic_id: _ac,
      ...payload
    } = dealerPayload(nextTag());
    const reply = await api.post('admin', '/api/dealers', payload);
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  });

  it('creates a cost, a colour and a message with only their required fields', async () => {
    expect((await api.post('admin', '/api/costs', {})).body.errors).toEqual({ cost: ['The cost must be a number'], nz_cost: ['The cost must be a number'] });
    expect((await api.post('admin', '/api/costs', { cost: 0, nz_cost: 0 })).status).toBe(201);
    expect((await api.post('admin', '/api/colours', { code: 'ONLY', name: 'Only required' })).status).toBe(201);
    const message = await api.post('admin', '/api/messages', { name: 'Defaults' });
    expect(message.status).toBe(201);
    expect(message.body).toMatchObject({ trigger_type: 'Logins', trigger_operator: '>', channel: 'Portal', region: 'All', enabled: true });
  });
});

describe('numbers', () => {
  it.each([
    ['models', 'au_price', 'The price must be a number'],
    ['models', 'nz_price', 'The price must be a number'],
    ['messages', 'trigger_amount', 'The price must be a number'],
    ['costs', 'cost', 'The cost must be a number'],
    ['costs', 'nz_cost', 'The cost must be a number'],
  ])('%s %s: a non-numeric value answers "%s"', async (route, field, message) => {
    for (const value of ['abc', '12.50', true, { dollars: 5 }]) {
      const reply = await api.post('admin', `/api/${route}`, { ...payloadOf(route), [field]: value });
      expect(reply.status, JSON.stringify(value)).toBe(422);
      expect(reply.body.errors, JSON.stringify(value)).toEqual({ [field]: [message] });
    }
  });

  it('models: both prices wrong give one message each', async () => {
    const reply = await api.post('admin', '/api/models', { ...modelPayload(nextTag()), au_price: 'x', nz_price: 'y' });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ au_price: ['The price must be a number'], nz_price: ['The price must be a number'] });
  });

  it('an accessory cost that is not a number is refused with the cost message', async () => {
    const reply = await api.post('admin', '/api/accessories', { ...payloadOf('accessories'), cost: 'lots' });
    expect(reply.status).toBe(422);
    expect(reply.body.errors.cost).toEqual(['The cost must be a number']);
  });

  it('money is whole cents: a fraction of a cent is refused', async () => {
    const reply = await api.post('admin', '/api/models', { ...modelPayload(nextTag()), driveaway: 5499000.5 });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ driveaway: ['Driveaway must be a whole number'] });
  });
});

describe('wrong types', () => {
  it.each([
    ['colours', 'active', 'yes', 'Active must be yes or no'],
    ['trims', 'active', 1, 'Active must be yes or no'],
    ['models', 'featured', 'true', 'Featured must be yes or no'],
    ['models', 'driveaway', 'lots', 'Driveaway must be a whole number'],
    ['messages', 'enabled', 'no', 'Enabled must be yes or no'],
    ['contentdocuments', 'published', 'maybe', 'Published must be yes or no'],
    ['dealers', 'lng', 'east', 'Longitude must be a number'],
    ['dealers', 'name', 123, 'Name must be text'],
    ['specs', 'name', ['a', 'b'], 'Spec must be text'],
    ['colours', 'models', 'P01', 'Model Codes must be a list'],
    ['contentdocuments', 'elements', 'title', 'Elements must be a group of values'],
  ])('%s %s = %j answers 422 "%s"', async (route, field, value, message) => {
    const reply = await api.post('admin', `/api/${route}`, { ...payloadOf(route), [field]: value });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ [field]: [message] });
  });

  it.each([
    ['dealers', 'brand', 'Ford', 'Brand must be one of: GWM, Haval'],
    ['dealers', 'state', 'Queensland', 'State must be one of: NSW, QLD, VIC, ACT, TAS, SA, WA, NT, NZ'],
    ['dealers', 'country', 'Australia', 'Country must be one of: AU, NZ'],
    ['colours', 'type', 'Metallic', 'Colour Type must be one of: Standard, Premium'],
    ['accessories', 'category', 'Roof', 'Category must be one of: Interior, Exterior'],
    ['costs', 'category', 'Wheels', 'Category must be one of: Colour, Trim'],
    ['messages', 'trigger_operator', '>=', 'Operator must be one of: >, <, =, !='],
    ['messages', 'channel', 'SMS', 'Channel must be one of: Portal, EDM'],
    ['messages', 'region', 'Asia', 'Region must be one of: All, Australia, New Zealand'],
  ])('%s %s outside its list (%s) answers "%s"', async (route, field, value, message) => {
    const reply = await api.post('admin', `/api/${route}`, { ...payloadOf(route), [field]: value });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ [field]: [message] });
  });

  it('a dealer email must look like an email address', async () => {
    const reply = await api.post('admin', '/api/dealers', { ...dealerPayload(nextTag()), email: 'not an email' });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ email: ['Email must be a valid email address'] });
  });

  it('a dealer code already in use answers 422 on the dealer code', async () => {
    const payload = dealerPayload(nextTag());
    expect((await api.post('admin', '/api/dealers', payload)).status).toBe(201);
    const again = await api.post('admin', '/api/dealers', { ...payload, name: 'Copy' });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ dealer_code: ['Dealer code is already in use.'] });
  });

  it('a content document key already in use answers 422 on the key', async () => {
    const payload = payloadOf('contentdocuments');
    expect((await api.post('admin', '/api/contentdocuments', payload)).status).toBe(201);
    const again = await api.post('admin', '/api/contentdocuments', payload);
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ document_key: ['Key is already in use.'] });
  });
});

describe('fields a caller may not set', () => {
  const forged = { id: 424242, created_at: '2001-02-03T04:05:06.000Z', updated_at: '2001-02-03T04:05:06.000Z' };

  it.each(catalogueCases.map((c) => [c.route] as const))('%s: id, created_at and updated_at sent on create and update are ignored', async (route) => {
    const created = await api.post('admin', `/api/${route}`, { ...payloadOf(route), ...forged });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.id).not.toBe(forged.id);
    expect(created.body.created_at).not.toBe(forged.created_at);
    expect(created.body.updated_at).not.toBe(forged.updated_at);
    expect((await api.get('admin', `/api/${route}/${forged.id}`)).status).toBe(404);

    const updated = await api.put('admin', `/api/${route}/${created.body.id}`, { ...payloadOf(route), ...forged });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.id).toBe(created.body.id);
    const read = await api.get('admin', `/api/${route}/${created.body.id}`);
    expect(read.body.created_at).toBe(created.body.created_at);
    expect(read.body.updated_at).not.toBe(forged.updated_at);
  });

  it('dealers: enabled is read only, on create and on update', async () => {
    const created = await api.post('admin', '/api/dealers', { ...dealerPayload(nextTag()), enabled: false });
    expect(created.status).toBe(201);
    expect(created.body.enabled).toBe(true);
    const updated = await api.put('admin', `/api/dealers/${created.body.id}`, { ...dealerPayload(nextTag()), enabled: false });
    expect(updated.status).toBe(200);
    expect((await api.get('admin', `/api/dealers/${created.body.id}`)).body.enabled).toBe(true);
  });

  it('dealers: computed fields sent in a body are not stored', async () => {
    const created = await api.post('admin', '/api/dealers', { ...dealerPayload(nextTag()), pma_count: 99, dealer_p_m_as: [{ postcode: '2000' }] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ pma_count: 0, dealer_p_m_as: [] });
  });

  it('fields no schema knows are dropped, not stored', async () => {
    const created = await api.post('admin', '/api/specs', { name: 'Sunroof', colour: 'red', role: 'ADMIN' });
    expect(created.status).toBe(201);
    expect(created.body).not.toHaveProperty('colour');
    expect(created.body).not.toHaveProperty('role');
  });
});

describe('odd input', () => {
  it('malformed JSON answers 400 with a message and no stack trace', async () => {
    for (const [method, url] of [
      ['POST', '/api/dealers'],
      ['PUT', '/api/colours/1'],
      ['POST', '/api/specs/add'],
    ] as const) {
      const reply = await raw(method, url, '{"name": "Harbour City", ');
      expect(reply.status, url).toBe(400);
      expect(reply.body).toEqual({ message: expect.any(String) });
      expect(reply.text).not.toMatch(/\bat \S+:\d+|node_modules|stack/i);
    }
  });

  it('an empty or null JSON body answers 4xx with the missing fields, never 500', async () => {
    for (const url of ['/api/dealers', '/api/models', '/api/colours', '/api/accessories', '/api/messages']) {
      const nothing = await raw('POST', url, 'null');
      expect(nothing.status, url).toBe(422);
      expect(Object.keys(nothing.body.errors).length, url).toBeGreaterThan(0);
      const empty = await raw('POST', url, '');
      expect([400, 422], url).toContain(empty.status);
      expect(empty.body.message, url).toEqual(expect.any(String));
    }
  });

  it('a null body never reaches the database, even where no field is required', async () => {
    const before = (await api.get('admin', '/api/costs/count')).body.count;
    for (const body of ['null', '[]', '"cost"', '42', 'true']) {
      const reply = await raw('POST', '/api/costs', body);
      expect(reply.status, body).toBe(422);
      expect(reply.body.message, body).toEqual(expect.any(String));
    }
    expect((await api.get('admin', '/api/costs/count')).body.count).toBe(before);
  });

  it('an array instead of an object answers 422 on every catalogue create and update', async () => {
    for (const c of catalogueCases) {
      const payload = c.payload(nextTag());
      const created = await api.post('admin', `/api/${c.route}`, payload);
      for (const reply of [await api.post('admin', `/api/${c.route}`, [payload]), await api.put('admin', `/api/${c.route}/${created.body.id}`, [payload])]) {
        expect(reply.status, c.route).toBe(422);
        expect(reply.body.message, c.route).toEqual(expect.any(String));
      }
    }
  });

  it('objects and arrays where text is expected answer 422, not 500', async () => {
    const reply = await api.post('admin', '/api/dealers', { ...dealerPayload(nextTag()), name: { first: 'Harbour' }, suburb: ['Granville'], hours: 'always' });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toMatchObject({ name: ['Name must be text'], suburb: ['Suburb must be text'] });
  });

  it('hours of the wrong shape answer 422, not 500', async () => {
    for (const hours of [[], ['Monday'], { Monday: 'all day' }, { Monday: { open: 9, close: 17 } }, { Monday: null }]) {
      const reply = await api.post('admin', '/api/dealers', { ...dealerPayload(nextTag()), hours });
      expect(reply.status, JSON.stringify(hours)).toBeLessThan(500);
      expect(reply.body.message, JSON.stringify(hours)).toEqual(expect.any(String));
    }
    const rows = await api.post('admin', '/api/dealers', {
      ...dealerPayload(nextTag()),
      hours: undefined,
      dealer_hours: [{ day: 'Someday', open: '9', close: '5' }],
    });
    expect(rows.status).toBe(422);
    expect(rows.body.errors['dealer_hours.0.day']).toEqual([expect.stringMatching(/Day must be one of/)]);
  });

  it('a text past its limit is refused with a message naming the field and its limit, never a 500', async () => {
    for (const huge of ['x'.repeat(1_000_000), randomBytes(8_000).toString('base64')]) {
      const reply = await api.post('admin', '/api/specs', { name: huge });
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual({ name: ['Spec can be at most 255 characters'] });
    }
    const fine = await api.post('admin', '/api/models', { ...modelPayload(nextTag()), disclaimer: 'Fine print. '.repeat(400) });
    expect(fine.status).toBe(201);
    const long = await api.post('admin', '/api/models', { ...modelPayload(nextTag()), disclaimer: 'Fine print. '.repeat(50_000) });
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({ disclaimer: ['Disclaimer can be at most 5000 characters'] });
    const search = await api.get('admin', `/api/specs/search?q=${'y'.repeat(5000)}`);
    expect(search.status).toBe(422);
    expect(search.body.errors).toHaveProperty('q');
  });

  it('a JSON body over 1 MB answers 413 with a message, and nesting past 32 levels 400', async () => {
    const big = await api.post('admin', '/api/specs', { name: 'x'.repeat(2_000_000) });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('The request is too large: send at most 1 MB (files go in an upload form).');
    for (const path of ['/api/specs', '/api/login', '/api/register']) {
      const payload = `${'{"a":'.repeat(8000)}1${'}'.repeat(8000)}`;
      const deep = await api.app.inject({ method: 'POST', url: path, payload, headers: { 'content-type': 'application/json', ...api.authorization('admin') } });
      expect(deep.statusCode).toBe(400);
      expect(deep.json().message).toBe('The request is nested too deeply (at most 32 levels).');
    }
    const fine = await api.post('admin', '/api/contentdocuments', {
      type: 'Test',
      name: 'Nested',
      document_key: `nested-${nextTag()}`,
      elements: JSON.parse(`${'{"a":'.repeat(20)}1${'}'.repeat(20)}`),
    });
    expect(fine.status).toBe(201);
  });

  it('numbers too big for the column answer 422 naming the field, not 500', async () => {
    for (const [route, field] of [
      ['messages', 'trigger_amount'],
      ['costs', 'cost'],
      ['models', 'au_price'],
      ['accessories', 'cost'],
    ] as const) {
      const reply = await api.post('admin', `/api/${route}`, { ...payloadOf(route), [field]: 1e15 });
      expect(reply.status, `${route}.${field}`).toBe(422);
      expect(Object.keys(reply.body.errors), `${route}.${field}`).toEqual([field]);
    }
  });

  it('odd query strings and ids answer 4xx with a message, never 500', async () => {
    for (const url of [
      '/api/colours?page=0',
      '/api/colours?page=abc',
      '/api/colours?per_page=0',
      '/api/colours?per_page=-5',
      '/api/colours?sort=password',
      '/api/colours?order=sideways',
      '/api/colours?active=perhaps',
      '/api/colours/abc',
      '/api/colours/-1',
      '/api/colours/0',
      '/api/colours/99999999999999999999',
      '/api/dealers/restore/abc',
    ]) {
      const reply = await api.get('admin', url);
      expect(reply.status, url).toBeGreaterThanOrEqual(400);
      expect(reply.status, url).toBeLessThan(500);
      expect(reply.body.message, url).toEqual(expect.any(String));
    }
    expect((await api.get('admin', '/api/colours?per_page=50&page=999')).body.data).toEqual([]);
  });

  it('ids and numbers written oddly (hex, sign, leading zeros, exponent, space) answer 422 on the field', async () => {
    const spec = await api.post('admin', '/api/specs', { name: `Odd ids ${nextTag()}` });
    expect((await api.get('admin', `/api/specs/${spec.body.id}`)).status).toBe(200);
    for (const odd of [`0x${spec.body.id.toString(16)}`, `+${spec.body.id}`, `0000${spec.body.id}`, '1e3', `%20${spec.body.id}`, `${spec.body.id}.0`]) {
      const reply = await api.get('admin', `/api/specs/${odd}`);
      expect(reply.status, odd).toBe(422);
      expect(reply.body.errors, odd).toEqual({ id: ['id must be a whole number'] });
    }
    const page = await api.get('admin', '/api/specs?page=0x1');
    expect(page.status).toBe(422);
    expect(page.body.errors).toEqual({ page: ['page must be a whole number'] });
    expect((await api.get('admin', '/api/specs/999999')).status).toBe(404);
  });

  it('a form-encoded update with _method=PUT is read like JSON', async () => {
    const created = await api.post('admin', '/api/specs', { name: 'Rain-sensing wipers' });
    const reply = await raw('POST', `/api/specs/${created.body.id}`, 'name=Auto+wipers&_method=PUT', 'application/x-www-form-urlencoded');
    expect(reply.status).toBe(200);
    expect((await api.get('admin', `/api/specs/${created.body.id}`)).body.name).toBe('Auto wipers');
  });

  it('a body that is not JSON or a form answers 4xx with a message', async () => {
    for (const [body, type] of [
      ['name: Sunroof', 'text/plain'],
      ['<spec><name>Sunroof</name></spec>', 'application/xml'],
    ] as const) {
      const reply = await raw('POST', '/api/specs', body, type);
      expect(reply.status, type).toBeGreaterThanOrEqual(400);
      expect(reply.status, type).toBeLessThan(500);
      expect(reply.body.message, type).toEqual(expect.any(String));
    }
  });
});

// Keep the helper type used so strict builds flag a drifted fixture shape.
export type { Payload };
