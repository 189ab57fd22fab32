// A model's specs in order (docs/back-office.md sections 4 and 7, model specs): specs/add appends at
// the end, specs/reorder saves a position, specs/delete/{linkId} removes a link, and a model
// reads with its specs in order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelPayload } from './fixtures.ts';
import { type TestApi, startApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

let serial = 0;
const nextTag = () => `MS${(serial++).toString(36)}${Date.now().toString(36).slice(-3)}`.toUpperCase();

interface Link {
  id: number;
  models_id: number;
  specs_id: number;
  order: number;
}

async function newModel(): Promise<number> {
  const reply = await api.post('admin', '/api/models', modelPayload(nextTag()));
  expect(reply.status).toBe(201);
  return reply.body.id;
}

async function newSpec(name: string): Promise<number> {
  const reply = await api.post('admin', '/api/specs', { name: `${name} ${nextTag()}` });
  expect(reply.status).toBe(201);
  return reply.body.id;
}

async function add(models_id: number, specs_id: number, order?: number): Promise<Link> {
  const reply = await api.post('admin', '/api/specs/add', order === undefined ? { models_id, specs_id } : { models_id, specs_id, order });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body;
}

/** The spec ids of a model, in the order its read lists them. */
async function specIdsOf(modelId: number): Promise<number[]> {
  const read = await api.get('admin', `/api/models/${modelId}`);
  expect(read.status).toBe(200);
  return read.body.specs.map((s: { specs_id: number }) => s.specs_id);
}

describe('specs/add', () => {
  it('answers 201 with id, models_id, specs_id and order, appending at the end', async () => {
    const model = await newModel();
    const [a, b, c] = [await newSpec('Sunroof'), await newSpec('Tow bar'), await newSpec('Heated seats')];
    const first = await add(model, a);
    expect(Object.keys(first).sort()).toEqual(['id', 'models_id', 'order', 'specs_id']);
    expect(first).toEqual({ id: expect.any(Number), models_id: model, specs_id: a, order: 0 });
    expect((await add(model, b)).order).toBe(1);
    expect((await add(model, c)).order).toBe(2);
    expect(await specIdsOf(model)).toEqual([a, b, c]);
  });

  it('keeps the order it is given', async () => {
    const model = await newModel();
    const link = await add(model, await newSpec('Roof rails'), 7);
    expect(link.order).toBe(7);
    expect((await add(model, await newSpec('Bull bar'))).order).toBe(8);
    const nullOrder = await api.post('admin', '/api/specs/add', { models_id: model, specs_id: await newSpec('Snorkel'), order: null });
    expect(nullOrder.status).toBe(201);
    expect(nullOrder.body.order).toBe(9);
  });

  it('counts each model on its own: a second model starts at 0', async () => {
    const one = await newModel();
    const two = await newModel();
    const spec = await newSpec('Wireless charging');
    await add(one, spec);
    await add(one, await newSpec('Head-up display'));
    expect((await add(two, spec)).order).toBe(0);
  });

  it('names the missing ids with the model-spec messages (422)', async () => {
    const reply = await api.post('admin', '/api/specs/add', {});
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ models_id: ['A model is required'], specs_id: ['A spec is required'] });
  });

  it('refuses ids that are not whole numbers and a negative order (422, by field)', async () => {
    const model = await newModel();
    const spec = await newSpec('Cruise');
    for (const [body, field] of [
      [{ models_id: 'abc', specs_id: spec }, 'models_id'],
      [{ models_id: model, specs_id: 1.5 }, 'specs_id'],
      [{ models_id: model, specs_id: spec, order: -1 }, 'order'],
      [{ models_id: model, specs_id: spec, order: 'first' }, 'order'],
    ] as const) {
      const reply = await api.post('admin', '/api/specs/add', body);
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(reply.body.errors), JSON.stringify(body)).toEqual([field]);
    }
  });

  it('refuses a model or spec that does not exist with a message, not a 500', async () => {
    const model = await newModel();
    const spec = await newSpec('Lane keeping');
    for (const [body, field] of [
      [{ models_id: 987654, specs_id: spec }, 'models_id'],
      [{ models_id: model, specs_id: 987654 }, 'specs_id'],
    ] as const) {
      const reply = await api.post('admin', '/api/specs/add', body);
      expect(reply.status, field).toBe(422);
      expect(reply.body.errors[field], field).toEqual([expect.stringMatching(/987654/)]);
    }
    expect(await specIdsOf(model)).toEqual([]);
  });
});

describe('specs/reorder', () => {
  it('saves each position and the model reads in the new order', async () => {
    const model = await newModel();
    const [a, b, c] = [await newSpec('Alpha'), await newSpec('Bravo'), await newSpec('Charlie')];
    const [la, lb, lc] = [await add(model, a), await add(model, b), await add(model, c)];

    // Dragging Charlie to the top saves every position.
    for (const [link, order] of [
      [lc, 0],
      [la, 1],
      [lb, 2],
    ] as const) {
      const reply = await api.post('admin', '/api/specs/reorder', { id: link.id, order });
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ id: link.id, models_id: model, specs_id: link.specs_id, order });
    }
    expect(await specIdsOf(model)).toEqual([c, a, b]);
    const read = await api.get('admin', `/api/models/${model}`);
    expect(read.body.specs.map((s: { order: number }) => s.order)).toEqual([0, 1, 2]);
    expect(read.body.specs[0]).toMatchObject({ id: lc.id, specs_id: c, name: expect.stringContaining('Charlie') });
  });

  it('a spec added after a reorder goes to the end', async () => {
    const model = await newModel();
    const [a, b] = [await newSpec('One'), await newSpec('Two')];
    const la = await add(model, a);
    await add(model, b);
    await api.post('admin', '/api/specs/reorder', { id: la.id, order: 5 });
    const c = await newSpec('Three');
    expect((await add(model, c)).order).toBe(6);
    expect(await specIdsOf(model)).toEqual([b, a, c]);
  });

  it('answers 404 with a message for an unknown link', async () => {
    const reply = await api.post('admin', '/api/specs/reorder', { id: 987654, order: 0 });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ message: expect.stringMatching(/987654.*not found/) });
  });

  it('answers 422 by field for a missing id or order and a negative order', async () => {
    const missing = await api.post('admin', '/api/specs/reorder', {});
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['id', 'order']);
    const negative = await api.post('admin', '/api/specs/reorder', { id: 1, order: -3 });
    expect(negative.status).toBe(422);
    expect(Object.keys(negative.body.errors)).toEqual(['order']);
  });
});

describe('specs/delete', () => {
  it('removes the link and the model reads without that spec', async () => {
    const model = await newModel();
    const [a, b, c] = [await newSpec('Keep one'), await newSpec('Remove'), await newSpec('Keep two')];
    await add(model, a);
    const lb = await add(model, b);
    await add(model, c);

    const deleted = await api.del('admin', `/api/specs/delete/${lb.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toEqual(expect.any(String));
    expect(await specIdsOf(model)).toEqual([a, c]);
    // The spec itself stays in the spec list.
    expect((await api.get('admin', `/api/specs/${b}`)).status).toBe(200);

    const again = await api.del('admin', `/api/specs/delete/${lb.id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toMatch(/not found/);
  });

  it('answers 4xx with a message for a link id that is not a number', async () => {
    const reply = await api.del('admin', '/api/specs/delete/abc');
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.status).toBeLessThan(500);
    expect(reply.body.message).toEqual(expect.any(String));
  });
});

describe('models read with their specs', () => {
  it('every model of the list carries its own specs in order', async () => {
    const one = await newModel();
    const two = await newModel();
    const [a, b] = [await newSpec('List A'), await newSpec('List B')];
    await add(one, b);
    await add(one, a);
    await add(two, a);
    const listed = await api.get('admin', '/api/models?per_page=-1');
    const byId = new Map(listed.body.data.map((m: { id: number; specs: { specs_id: number }[] }) => [m.id, m.specs.map((s) => s.specs_id)]));
    expect(byId.get(one)).toEqual([b, a]);
    expect(byId.get(two)).toEqual([a]);
  });

  it('a new model reads with an empty spec list', async () => {
    const model = await newModel();
    expect(await specIdsOf(model)).toEqual([]);
  });

  it('deleting a spec removes it from every model', async () => {
    const model = await newModel();
    const [a, b] = [await newSpec('Gone'), await newSpec('Stays')];
    await add(model, a);
    await add(model, b);
    expect((await api.del('admin', `/api/specs/${a}`)).status).toBe(200);
    expect(await specIdsOf(model)).toEqual([b]);
  });

  it('deleting a model removes its links, and adding to it afterwards is refused', async () => {
    const model = await newModel();
    const spec = await newSpec('Orphan');
    const link = await add(model, spec);
    expect((await api.del('admin', `/api/models/${model}`)).status).toBe(200);
    expect((await api.post('admin', '/api/specs/reorder', { id: link.id, order: 1 })).status).toBe(404);
    const reply = await api.post('admin', '/api/specs/add', { models_id: model, specs_id: spec });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toHaveProperty('models_id');
  });

  it('owners and API accounts read a model with its specs but may not change them', async () => {
    const model = await newModel();
    const spec = await newSpec('Shared');
    const link = await add(model, spec);
    for (const as of ['owner', 'api'] as const) {
      const read = await api.get(as, `/api/models/${model}`);
      expect(read.status).toBe(200);
      expect(read.body.specs.map((s: { specs_id: number }) => s.specs_id)).toEqual([spec]);
      expect((await api.post(as, '/api/specs/add', { models_id: model, specs_id: spec })).status).toBe(403);
      expect((await api.post(as, '/api/specs/reorder', { id: link.id, order: 3 })).status).toBe(403);
      expect((await api.del(as, `/api/specs/delete/${link.id}`)).status).toBe(403);
    }
    expect((await api.post('visitor', '/api/specs/add', { models_id: model, specs_id: spec })).status).toBe(401);
    expect(await specIdsOf(model)).toEqual([spec]);
  });
});
