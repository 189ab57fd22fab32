// "Update Acoustic" and "Update Customer.io" (docs/back-office.md sections 2, 4 and 7; docs/decisions.md,
// "Systems outside ours"): a call per platform for exactly the entities whose schema has x-sync,
// administrators only, every push recorded as a sync run, Acoustic's embedded default writing
// content documents in one transaction, and a failing platform answering 502 with its reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDocuments, models } from '../../server/generated/tables.ts';
import { CONTENT_DOCUMENTS } from '../../server/seed/demo/content.ts';
import { MODEL_ROWS } from '../../server/seed/demo/models.ts';
import { embeddedAcoustic } from '../../server/areas/sync/acoustic-embedded.ts';
import type { MarketingPlatform } from '../../server/areas/sync/platform.ts';
import type { SyncTarget } from '../../shared/generated/types.ts';
import { entities } from '../../shared/generated/entities.ts';
import { type Payload, catalogueCases, modelPayload } from './fixtures.ts';
import { type Caller, type TestApi, startApi } from './harness.ts';
import { withPlatform } from './platforms.ts';

const PATHS: Record<SyncTarget, string> = { acoustic: 'sync', customerio: 'synccustomerio' };
const TARGETS = Object.keys(PATHS) as SyncTarget[];
const synced = Object.values(entities).filter((e) => e.sync.length > 0);

interface Doc {
  id: number;
  type: string;
  name: string;
  document_key: string;
  elements: Record<string, unknown>;
  published: boolean;
  updated_at: string;
}

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
  // One record of each synced resource, so every push has something to send.
  for (const entity of synced) {
    const created = await api.post('admin', `/api/${entity.route}`, catalogueCases.find((c) => c.entity === entity.id)!.payload(`SY${entity.route}`));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  }
});
afterAll(() => api.close());

let serial = 0;
const nextTag = () => `Z${(serial++).toString(36)}${Date.now().toString(36).slice(-3)}`.toUpperCase();

async function documents(type: string): Promise<Doc[]> {
  const list = await api.get('admin', `/api/contentdocuments?type=${encodeURIComponent(type)}&per_page=-1`);
  expect(list.status).toBe(200);
  return list.body.data;
}

async function createModel(values: Payload) {
  const created = await api.post('admin', '/api/models', { ...modelPayload(nextTag()), ...values });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as Payload & { id: number };
}

describe('sync routes', () => {
  it('exist for exactly the entities whose schema lists the platform in x-sync', () => {
    expect(synced.map((e) => e.route).sort()).toEqual(['accessories', 'colours', 'costs', 'dealers', 'models', 'specs', 'trims']);
    for (const entity of Object.values(entities)) {
      for (const target of TARGETS) {
        const url = `/api/${entity.route}/${PATHS[target]}`;
        expect({ url, exists: api.app.hasRoute({ method: 'PUT', url }) }).toEqual({ url, exists: entity.sync.includes(target) });
      }
    }
  });

  it('push every record, record a succeeded run and say how many went where', async () => {
    for (const entity of synced) {
      for (const target of entity.sync) {
        const {
          body: { count },
        } = await api.get('admin', `/api/${entity.route}/count`);
        const reply = await api.put('admin', `/api/${entity.route}/${PATHS[target]}`);
        expect(reply.status, JSON.stringify(reply.body)).toBe(200);
        const platform = target === 'acoustic' ? 'Acoustic' : 'Customer.io';
        const noun = count === 1 ? entity.title.toLowerCase() : entity.plural.toLowerCase();
        expect(reply.body).toMatchObject({ status: 'success', message: `Published ${count} ${noun} to ${platform}.` });
        expect(reply.body.sync_run).toMatchObject({ resource: entity.route, target, outcome: 'succeeded', record_count: count, message: reply.body.message });
        expect(Date.parse(reply.body.sync_run.finished_at)).toBeGreaterThanOrEqual(Date.parse(reply.body.sync_run.created_at));
        expect(reply.body.sync_run.payload.length).toBeGreaterThan(0);
        const stored = await api.get('admin', `/api/syncruns/${reply.body.sync_run.id}`);
        expect(stored.body).toEqual(reply.body.sync_run);
      }
    }
  });

  it.each([
    ['visitor', 401],
    ['owner', 403],
    ['api', 403],
  ] as [Caller, number][])('answer %s with %i and push nothing', async (caller, status) => {
    const { body: before } = await api.get('admin', '/api/syncruns/count');
    for (const entity of synced) {
      for (const target of entity.sync) {
        const reply = await api.put(caller, `/api/${entity.route}/${PATHS[target]}`);
        expect(reply.status).toBe(status);
        expect(reply.body.message).toEqual(expect.any(String));
      }
    }
    expect((await api.get('admin', '/api/syncruns/count')).body).toEqual(before);
  });

  it('take a POST carrying _method=PUT, as the screens send it, and refuse a plain POST', async () => {
    const reply = await api.post('admin', '/api/colours/sync', { _method: 'PUT' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.sync_run).toMatchObject({ resource: 'colours', target: 'acoustic', outcome: 'succeeded' });
    const plain = await api.post('admin', '/api/dealers/synccustomerio', {});
    expect(plain.status).toBe(405);
  });
});

describe('Update Acoustic (embedded content store)', () => {
  it('publishes a model as one C-Models document with its lowest active driveaway and preview flag', async () => {
    const name = `Cannon Zeta ${nextTag()}`;
    const common = { model: name, brand: 'GWM', menu_cta_text: 'Explore Zeta', menu_cta_link: 'https://gwm.example/zeta', preview_message: 'Arriving soon' };
    await createModel({ ...common, driveaway: 4599000, preview: false });
    const cheapest = await createModel({ ...common, driveaway: 3999000, preview: true });
    // Cheaper still, but not on sale: it neither sets the price nor keeps the model on the menu.
    await createModel({ ...common, driveaway: 2999000, preview: false, active: false });

    const reply = await api.put('admin', '/api/models/sync');
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const mine = (await documents('C-Models')).filter((d) => d.name === name);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      type: 'C-Models',
      document_key: `model-${name.toLowerCase().replace(/ /g, '-')}`,
      published: true,
      elements: {
        brand: 'GWM',
        model: name,
        driveaway: 3999000,
        menuCtaText: 'Explore Zeta',
        menuCtaLink: 'https://gwm.example/zeta',
        previewMessage: 'Arriving soon',
        preview: 'Y',
      },
    });
    expect(reply.body.sync_run.payload).toContainEqual(expect.objectContaining({ document_key: mine[0]!.document_key, elements: mine[0]!.elements }));

    // Re-running updates the same document.
    const updated = await api.put('admin', `/api/models/${cheapest.id}`, { ...cheapest, driveaway: 3899000, preview: false });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const before = await documents('C-Models');
    expect((await api.put('admin', '/api/models/sync')).status).toBe(200);
    const after = await documents('C-Models');
    expect(after.map((d) => d.id).sort()).toEqual(before.map((d) => d.id).sort());
    expect(after.find((d) => d.id === mine[0]!.id)!.elements).toMatchObject({ driveaway: 3899000, preview: 'N' });
  });

  it('unpublishes the menu document of a model whose variants are all gone or inactive', async () => {
    const name = `Tank Omega ${nextTag()}`;
    const variant = await createModel({ model: name, driveaway: 6999000 });
    await api.put('admin', '/api/models/sync');
    expect((await documents('C-Models')).find((d) => d.name === name)).toMatchObject({ published: true });
    expect((await api.del('admin', `/api/models/${variant.id}`)).status).toBe(200);
    await api.put('admin', '/api/models/sync');
    expect((await documents('C-Models')).find((d) => d.name === name)).toMatchObject({ published: false });
  });

  it('publishes other resources one document per record, keyed by route and id, inactive ones unpublished', async () => {
    const colour = catalogueCases.find((c) => c.entity === 'colour')!;
    const created = await api.post('admin', '/api/colours', { ...colour.payload(nextTag()), active: false });
    expect(created.status).toBe(201);
    expect((await api.put('admin', '/api/colours/sync')).status).toBe(200);
    const docs = await documents('C-Colours');
    const {
      body: { count },
    } = await api.get('admin', '/api/colours/count');
    expect(docs).toHaveLength(count);
    expect(docs.find((d) => d.document_key === `colours-${created.body.id}`)).toMatchObject({
      type: 'C-Colours',
      name: created.body.name,
      published: false,
      elements: { id: created.body.id, code: created.body.code, hex: created.body.hex, models: created.body.models },
    });
  });

  it('updates the demo data’s C-Models documents rather than adding to them', async () => {
    const demo = await startApi();
    try {
      const { db } = demo.app.database;
      await db.insert(models).values(MODEL_ROWS);
      await db.insert(contentDocuments).values(CONTENT_DOCUMENTS);
      const before = await db.select().from(contentDocuments);
      const reply = await demo.put('admin', '/api/models/sync');
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.body.message).toBe(`Published ${MODEL_ROWS.length} models to Acoustic.`);
      const after = await db.select().from(contentDocuments);
      const shape = (rows: typeof before) =>
        rows
          .map(({ document_key, type, name, elements, published }) => ({ document_key, type, name, elements, published }))
          .sort((a, b) => a.document_key.localeCompare(b.document_key));
      expect(shape(after)).toEqual(shape(before));
      expect(after.filter((d) => d.type === 'C-Models').every((d) => d.updated_at > before.find((b) => b.id === d.id)!.updated_at)).toBe(true);
    } finally {
      await demo.close();
    }
  });
});

describe('Update Customer.io (embedded)', () => {
  it('records an object identify per record in the Track API v2 shape and writes no content', async () => {
    const docsBefore = await api.get('admin', '/api/contentdocuments/count');
    const reply = await api.put('admin', '/api/dealers/synccustomerio');
    expect(reply.status).toBe(200);
    const dealers = (await api.get('admin', '/api/dealers?per_page=-1')).body.data as { id: number; name: string }[];
    expect(reply.body.sync_run.payload).toHaveLength(dealers.length);
    for (const dealer of dealers) {
      expect(reply.body.sync_run.payload).toContainEqual({
        type: 'object',
        action: 'identify',
        identifiers: { object_type_id: 'dealers', object_id: String(dealer.id) },
        attributes: expect.objectContaining({ name: dealer.name }),
      });
    }
    expect((await api.get('admin', '/api/contentdocuments/count')).body).toEqual(docsBefore.body);
  });
});

describe('a failing platform', () => {
  it('answers 502 with the reason, and the run is failed in the sync history', async () => {
    const failing: MarketingPlatform = {
      async publish() {
        await new Promise((resolve) => setTimeout(resolve, 5));
        throw new Error('Acoustic answered 503 Service Unavailable');
      },
    };
    await withPlatform(api.app, 'acoustic', failing, async () => {
      const reply = await api.put('admin', '/api/trims/sync');
      expect(reply).toEqual({ status: 502, body: { message: 'Update Acoustic failed: Acoustic answered 503 Service Unavailable' } });
    });
    const history = await api.get('admin', '/api/syncruns?resource=trims');
    expect(history.body.data[0]).toMatchObject({
      resource: 'trims',
      target: 'acoustic',
      outcome: 'failed',
      record_count: 0,
      message: 'Acoustic answered 503 Service Unavailable',
      payload: [],
    });
    expect(history.body.data[0].finished_at).toEqual(expect.any(String));
  });

  it('leaves no partial documents when the content store fails part way', async () => {
    expect((await api.put('admin', '/api/dealers/sync')).status).toBe(200);
    const before = await documents('C-Dealers');
    const dealer = catalogueCases.find((c) => c.entity === 'dealer')!;
    const added = await api.post('admin', '/api/dealers', dealer.payload(nextTag()));
    expect(added.status).toBe(201);
    const [first] = before;
    const renamed = await api.put('admin', `/api/dealers/${first!.elements.id}`, { ...dealer.payload(nextTag()), name: 'Renamed before the failure' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);

    // The real embedded publisher, given one record the store cannot hold after all the good ones.
    const embedded = embeddedAcoustic(api.app.database.db);
    const poisoned: MarketingPlatform = {
      publish: (resource, records) => embedded.publish(resource, [...records, { ...records[0], id: 999999, name: 'Broken\u0000Motors' }]),
    };
    await withPlatform(api.app, 'acoustic', poisoned, async () => {
      const reply = await api.put('admin', '/api/dealers/sync');
      expect(reply.status).toBe(502);
      expect(reply.body.message).toMatch(/^Update Acoustic failed: the content store could not save document dealers-999999 \(.+\)$/);
      expect(reply.body.message).not.toMatch(/\n|\bat .+\.ts:\d+|insert into/i);
    });

    const after = await documents('C-Dealers');
    expect(after.map(({ id, name, elements, updated_at }) => ({ id, name, elements, updated_at }))).toEqual(
      before.map(({ id, name, elements, updated_at }) => ({ id, name, elements, updated_at })),
    );
    expect(after.find((d) => d.document_key === `dealers-${added.body.id}`)).toBeUndefined();
    const [run] = (await api.get('admin', '/api/syncruns?resource=dealers')).body.data;
    expect(run).toMatchObject({
      target: 'acoustic',
      outcome: 'failed',
      message: expect.stringMatching(/^the content store could not save document dealers-999999/),
    });
  });
});

describe('sync history', () => {
  it('lists runs newest first', async () => {
    const first = await api.put('admin', '/api/specs/sync');
    const second = await api.put('admin', '/api/costs/sync');
    const list = await api.get('admin', '/api/syncruns');
    expect(list.status).toBe(200);
    expect(list.body.data.slice(0, 2).map((r: { id: number }) => r.id)).toEqual([second.body.sync_run.id, first.body.sync_run.id]);
    const times = list.body.data.map((r: { created_at: string }) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('is for administrators only', async () => {
    expect((await api.get('owner', '/api/syncruns')).status).toBe(403);
    expect((await api.get('visitor', '/api/syncruns')).status).toBe(401);
  });
});
