// Bad input on the catalogue entities: every required-field message of docs/back-office.md section 5
// (typos corrected as docs/decisions.md says), numbers, and wrong types named by the field's title.
// Fields a caller may not set and odd bodies are in odd-input.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueCalls } from './catalogue-calls.ts';
import { dealerPayload, modelPayload } from './fixtures.ts';
import { type TestApi, startApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const { nextTag, payloadOf } = catalogueCalls(() => api);

// The section 5 messages, written out as the spec words them (typos corrected per docs/decisions.md).
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
  // Content documents are ours (docs/decisions.md, content service): the schema's own messages.
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
