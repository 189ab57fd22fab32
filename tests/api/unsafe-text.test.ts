// Text that would turn into something else where it is shown: a web address in a record is http or
// https only (a `javascript:` website would run when clicked), and a one-line text refuses line
// breaks and other control characters (a CR/LF in a name splits an email header or a CSV line),
// line and paragraph separators, direction controls and zero-width characters (a name that reads
// backwards or hides what it says) and lone surrogates, while a multi-line text keeps its line
// breaks but refuses the direction controls. Each answers 422 with the schema's message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueCalls } from './catalogue-calls.ts';
import { dealerPayload, modelPayload } from './fixtures.ts';
import { type TestApi, startApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const { nextTag } = catalogueCalls(() => api);

const NOT_A_WEB_ADDRESS = "This doesn't appear to be a web address: it must start with https:// or http://";

describe('web addresses in records', () => {
  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'www.dealer.example',
  ])('refuses the dealer website %j, on create and on update, with the message', async (website) => {
    const refused = await api.post('admin', '/api/dealers', { ...dealerPayload(nextTag()), website });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ website: [NOT_A_WEB_ADDRESS] });

    const created = await api.post('admin', '/api/dealers', dealerPayload(nextTag()));
    expect(created.status).toBe(201);
    const update = await api.put('admin', `/api/dealers/${created.body.id}`, { ...dealerPayload(nextTag()), website });
    expect(update.status).toBe(422);
    expect(update.body.errors).toEqual({ website: [NOT_A_WEB_ADDRESS] });
    expect((await api.get('admin', `/api/dealers/${created.body.id}`)).body.website).toBe('https://harbourcity.example');
  });

  it('refuses a model call-to-action link that is not http or https', async () => {
    const refused = await api.post('admin', '/api/models', { ...modelPayload(nextTag()), menu_cta_link: 'javascript:alert(1)' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ menu_cta_link: [NOT_A_WEB_ADDRESS] });
  });

  it('takes http and https addresses, in any case', async () => {
    for (const website of ['https://www.harbourcity.example/gwm?from=portal', 'HTTP://HARBOURCITY.EXAMPLE']) {
      const created = await api.post('admin', '/api/dealers', { ...dealerPayload(nextTag()), website });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.website).toBe(website);
    }
  });
});

describe('one-line and multi-line text', () => {
  const oneLine = (label: string) => `${label} must be one line, without line breaks or control characters`;

  it.each([
    ['CR LF', '\r\n'],
    ['LF', '\n'],
    ['tab', '\t'],
    ['C1 control', '\u0085'],
  ])('refuses a %s in a dealer name', async (_name, control) => {
    const refused = await api.post('admin', '/api/dealers', { ...dealerPayload(nextTag()), name: `Harbour City${control}Bcc: all@example.com` });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ name: [oneLine('Name')] });
  });

  it.each([
    ['line separator', '\u2028'],
    ['paragraph separator', '\u2029'],
    ['right-to-left override', '\u202e'],
    ['right-to-left isolate', '\u2067'],
    ['left-to-right mark', '\u200e'],
    ['Arabic letter mark', '\u061c'],
    ['zero-width space', '\u200b'],
    ['zero-width joiner', '\u200d'],
    ['word joiner', '\u2060'],
    ['byte order mark', '\ufeff'],
    ['lone high surrogate', '\ud800'],
    ['lone low surrogate', '\udfff'],
  ])('refuses a %s in a dealer name, storing nothing', async (_name, character) => {
    const name = `Harbour${character}City ${nextTag()}`;
    const refused = await api.post('admin', '/api/dealers', { ...dealerPayload(nextTag()), name });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ name: [oneLine('Name')] });
    expect((await api.get('admin', `/api/dealers?q=${encodeURIComponent(name.split(character)[1]!)}`)).body.total).toBe(0);
  });

  it('takes letters of every script and an emoji (a surrogate pair) in a one-line text', async () => {
    const name = `Zoë 中文 عربي 🚗 ${nextTag()}`;
    const created = await api.post('admin', '/api/dealers', { ...dealerPayload(nextTag()), name });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.name).toBe(name);
  });

  it('refuses a direction control in a multi-line text, and keeps its line breaks otherwise', async () => {
    const refused = await api.post('admin', '/api/messages', { name: `Reversed ${nextTag()}`, message: 'Service offer\n\u202eelbat eht no' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ message: ['Message must not hold characters that change the direction of text'] });
  });

  it("refuses a line break in an owner's own name, changing nothing", async () => {
    const before = (await api.get('owner', '/api/user')).body.data;
    const details = { firstname: 'Olivia\r\nSmith', lastname: 'Owner', mobile_phone: '0491 570 158', address_line_1: '9 Harbour Road', suburb: 'Manly\nNorth' };
    const refused = await api.put('owner', '/api/users/update', { ...details, state: 'NSW', postcode: '2095' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ firstname: [oneLine('First name')], suburb: [oneLine('Suburb')] });
    expect((await api.get('owner', '/api/user')).body.data.firstname).toBe(before.firstname);
  });

  it('keeps the line breaks of a marketing message and an accessory description', async () => {
    const text = 'Winter service offer\r\n\r\n- free wiper blades\n- 10% off tyres\tthis month';
    const message = await api.post('admin', '/api/messages', { name: `Winter ${nextTag()}`, message: text });
    expect(message.status, JSON.stringify(message.body)).toBe(201);
    expect((await api.get('admin', `/api/messages/${message.body.id}`)).body.message).toBe(text);

    const accessory = await api.post('admin', '/api/accessories', { code: `ACC-${nextTag()}`, name: 'Tow bar', cost: 95000, description: text });
    expect(accessory.status, JSON.stringify(accessory.body)).toBe(201);
    expect(accessory.body.description).toBe(text);
  });
});
