// The public menu's content calls (owner-portal.txt 2.5 and 7; decisions.md, "Content service")
// and the placeholder settings (decisions.md, Data): visitors read published content documents
// by key and by type, including the C-Models documents Update Acoustic writes, and the contact
// values of the deployment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDocuments } from '../../server/generated/tables.ts';
import { CONTENT_DOCUMENTS } from '../../server/seed/demo/content.ts';
import { modelPayload } from './fixtures.ts';
import { type TestApi, startApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
  await api.app.database.db.insert(contentDocuments).values([
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
    expect(reply.body.documents[0]).toEqual({ id: expect.stringMatching(/^model-/), name: expect.any(String), type: 'C-Models', elements: expect.objectContaining({ brand: expect.any(String), driveaway: expect.any(Number), preview: expect.stringMatching(/^[YN]$/) }) });
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
      { id: 'model-cannon-menu', name: 'Cannon Menu', type: 'C-Models', elements: expect.objectContaining({ brand: 'GWM', model: 'Cannon Menu', driveaway: 4199000, preview: 'Y' }) },
    ]);
  });
});

describe('GET /api/settings', () => {
  it('answers the fictional contact values to a visitor', async () => {
    const reply = await api.get('visitor', '/api/settings');
    expect(reply).toEqual({ status: 200, body: { marketing_email: 'marketing@mygwm.example', roadside_phones: { AU: '1800 975 707', NZ: '09 555 0147' } } });
  });
});
