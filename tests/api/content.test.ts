// The public menu's content calls (docs/owner-app.md 2.5 and 7; docs/decisions.md, "Content service")
// and the placeholder settings (docs/decisions.md, Data): visitors read published content documents
// by key and by type, including the C-Models documents Update Acoustic writes, and the contact
// values of the deployment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from '../../shared/content.ts';
import { contentDocuments } from '../../server/generated/tables.ts';
import { CONTENT_DOCUMENTS } from '../../server/seed/demo/content.ts';
import { modelPayload } from './fixtures.ts';
import { type TestApi, startApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
  await api.app.database.db
    .insert(contentDocuments)
    .values([
      ...CONTENT_DOCUMENTS,
      { type: 'Menu', name: 'Old header', document_key: 'old-header', elements: { logo: { url: '/old.svg' } }, published: false },
      { type: 'C-Models', name: 'Retired', document_key: 'model-retired', elements: { model: 'Retired', preview: 'Y' }, published: false },
    ]);
});
afterAll(() => api.close());

const demoModels = CONTENT_DOCUMENTS.filter((d) => d.type === 'C-Models');

describe('GET /api/content/{contentId}', () => {
  it("answers the menu header's logo and links to a visitor", async () => {
    const reply = await api.get('visitor', '/api/content/menu-header');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ id: 'menu-header', name: 'Menu header', type: 'Menu', elements: CONTENT_DOCUMENTS[0]!.elements });
    expect(reply.body.elements.logo.url).toEqual(expect.any(String));
    expect(reply.body.elements.menus.values[0]).toEqual({ linkText: expect.any(String), linkURL: expect.any(String) });
  });

  it('answers 404 for an unknown or unpublished document', async () => {
    for (const key of ['no-such-document', 'old-header']) {
      const reply = await api.get('visitor', `/api/content/${key}`);
      expect(reply.status).toBe(404);
      expect(reply.body.message).toBe('This content was not found.');
    }
  });
});

describe('GET /api/content/search', () => {
  it('answers the published documents of a type by name, with how many there are', async () => {
    const reply = await api.get('visitor', '/api/content/search?type=C-Models&rows=9999');
    expect(reply.status).toBe(200);
    expect(reply.body.numFound).toBe(demoModels.length);
    // By name in the database's collation, which may differ from JavaScript's order.
    expect(reply.body.documents.map((d: { name: string }) => d.name).sort()).toEqual(demoModels.map((d) => d.name).sort());
    expect(reply.body.documents[0]).toEqual({
      id: expect.stringMatching(/^model-/),
      name: expect.any(String),
      type: 'C-Models',
      elements: expect.objectContaining({ brand: expect.any(String), driveaway: expect.any(Number), preview: expect.stringMatching(/^[YN]$/) }),
    });
  });

  it('pages with start and rows', async () => {
    const all = (await api.get('visitor', '/api/content/search?type=C-Models&rows=9999')).body.documents;
    const page = await api.get('visitor', '/api/content/search?type=C-Models&start=2&rows=3');
    expect(page.body.numFound).toBe(demoModels.length);
    expect(page.body.documents).toEqual(all.slice(2, 5));
  });

  it('refuses more than 9999 rows', async () => {
    const reply = await api.get('visitor', '/api/content/search?type=C-Models&rows=10000');
    expect(reply.status).toBe(422);
  });

  it('answers the model documents Update Acoustic publishes', async () => {
    const created = await api.post('admin', '/api/models', { ...modelPayload('MENU1'), model: 'Cannon Menu', preview: true, driveaway: 4199000 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await api.put('admin', '/api/models/sync')).status).toBe(200);
    const { body } = await api.get('visitor', '/api/content/search?type=C-Models&rows=9999');
    // The sync publishes the models there are, so the demo documents without a model leave the menu.
    expect(body.documents).toEqual([
      {
        id: 'model-cannon-menu',
        name: 'Cannon Menu',
        type: 'C-Models',
        elements: expect.objectContaining({ brand: 'GWM', model: 'Cannon Menu', driveaway: 4199000, preview: 'Y' }),
      },
    ]);
  });
});

describe('GET /api/content/search by element', () => {
  const video = (model: string, videoTitle: string, published = true) => ({
    type: CONTENT_TYPES.video,
    name: videoTitle,
    document_key: `video-${videoTitle.length}-${model}`,
    elements: { model, videoTitle },
    published,
  });
  beforeAll(async () => {
    await api.app.database.db.insert(contentDocuments).values([
      video('H6', 'Pairing a phone'),
      video('H6', 'Hitching a trailer'),
      video('H6', 'Draft, not yet published', false),
      video('Jolion', 'Folding the rear seats'),
      {
        type: CONTENT_TYPES.ownerManual,
        name: 'H6 Lux manual',
        document_key: 'owner-manual-h6lux',
        elements: { modelCode: 'H6LUX', title: 'H6 Lux manual' },
      },
      { type: CONTENT_TYPES.vehicleImage, name: 'H6 Lux blue', document_key: 'vehicle-image-h6lux-bu', elements: { modelCode: 'H6LUX', colourCode: 'BU' } },
      { type: CONTENT_TYPES.vehicleImage, name: 'H6 Lux white', document_key: 'vehicle-image-h6lux-wh', elements: { modelCode: 'H6LUX', colourCode: 'WH' } },
    ]);
  });
  const names = (reply: { body: { documents: { name: string }[] } }) => reply.body.documents.map((d) => d.name);

  it("answers only a model's published videos, up to the 1000 the videos page asks for", async () => {
    const reply = await api.get('visitor', `/api/content/search?type=${encodeURIComponent(CONTENT_TYPES.video)}&model=H6&rows=1000`);
    expect(reply.status).toBe(200);
    expect(reply.body.numFound).toBe(2);
    expect(names(reply)).toEqual(['Hitching a trailer', 'Pairing a phone']);
  });

  it("answers a model code's manual, and its picture in one colour when both codes are given", async () => {
    expect(names(await api.get('visitor', `/api/content/search?type=${encodeURIComponent(CONTENT_TYPES.ownerManual)}&modelCode=H6LUX`))).toEqual([
      'H6 Lux manual',
    ]);
    expect(names(await api.get('visitor', `/api/content/search?type=${encodeURIComponent(CONTENT_TYPES.vehicleImage)}&modelCode=H6LUX&colourCode=WH`))).toEqual(
      ['H6 Lux white'],
    );
    expect((await api.get('visitor', '/api/content/search?modelCode=H6LUX')).body.numFound).toBe(3);
  });

  it('answers nothing for a value no document holds, and refuses one over 200 characters', async () => {
    expect((await api.get('visitor', `/api/content/search?type=${encodeURIComponent(CONTENT_TYPES.video)}&model=Tank%20500`)).body).toEqual({
      numFound: 0,
      documents: [],
    });
    const long = await api.get('visitor', `/api/content/search?model=${'x'.repeat(201)}`);
    expect(long.status).toBe(422);
    expect(Object.keys(long.body.errors)).toEqual(['model']);
  });
});

describe('GET /api/settings', () => {
  it('answers the fictional contact values to a visitor', async () => {
    const reply = await api.get('visitor', '/api/settings');
    expect(reply).toEqual({ status: 200, body: { marketing_email: 'marketing@mygwm.example', roadside_phones: { AU: '1800 975 707', NZ: '09 555 0147' } } });
  });
});
