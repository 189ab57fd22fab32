// Update Acoustic against an Acoustic Content hub's authoring API on loopback
// (tests/support/fake-acoustic.ts), as the server runs with ACOUSTIC_API_URL and ACOUSTIC_API_KEY
// set: sign-in with the API key, the session cookie on every call, items created then updated with
// their rev as ready, a publishing job; and a refused item, 429 with Retry-After, 500s, timeouts,
// a malformed answer, a refused key and a dead port. Each time: the right tries, the truth in the
// sync run, nothing lost, never a 500.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { acousticAuthoring, acousticElements, itemId } from '../../server/areas/sync/acoustic-authoring.ts';
import { modelDocumentKey } from '../../server/areas/sync/content-documents.ts';
import { type FakeAcoustic, startFakeAcoustic } from '../support/fake-acoustic.ts';
import { deadUrl, echoHeaders, type Received } from '../support/fake-http.ts';
import { dealerPayload, modelPayload } from './fixtures.ts';
import { type TestApi, startApi } from './harness.ts';
import { withPlatform } from './platforms.ts';

const RETRY = { timeoutMs: 400, maxTries: 3, retryMs: 20 };
const MODELS = ['Cannon Acoustica', 'Tank Acoustica'];

let fake: FakeAcoustic;
let api: TestApi;

beforeAll(async () => {
  fake = await startFakeAcoustic();
  // The owner pages would read this hub too; only Update Acoustic is asked of it here.
  api = await startApi({
    acoustic: { apiUrl: fake.apiUrl, apiKey: fake.apiKey, cacheSeconds: 0, timeoutMs: 1000, contentIds: {} },
    marketing: { retry: RETRY },
  });
  for (const [index, model] of MODELS.entries()) {
    const created = await api.post('admin', '/api/models', { ...modelPayload(`AC${index}`), model, driveaway: 4000000 + index });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  }
  expect((await api.post('admin', '/api/dealers', dealerPayload('AC1'))).status).toBe(201);
});
afterAll(async () => {
  await api?.close();
  await fake?.stop();
});
beforeEach(() => {
  fake.reset();
});

const push = (route = 'models') => api.put('admin', `/api/${route}/sync`);
const calls = () => fake.received.map((r) => `${r.method} ${r.path.replace(/^\/api\/[^/]+/, '')}`);
const modelIds = MODELS.map((m) => itemId(modelDocumentKey(m)));

describe('Update Acoustic with the hub answering', () => {
  it('signs in with the API key, then creates each model’s menu item as ready and starts a publishing job', async () => {
    const reply = await push();
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.message).toBe('Published 2 models to Acoustic.');
    const [login, ...rest] = fake.received;
    expect(login).toMatchObject({ method: 'POST', path: expect.stringMatching(/\/login\/v1\/basicauth$/) });
    expect(login!.headers.authorization).toBe(`Basic ${Buffer.from(`AcousticAPIKey:${fake.apiKey}`).toString('base64')}`);
    for (const request of rest) expect(request.headers.cookie).toMatch(/x-ibm-dx-user-auth=/);
    expect(calls()).toEqual([
      'POST /login/v1/basicauth',
      'GET /authoring/v1/types',
      ...modelIds.flatMap((id) => [`GET /authoring/v1/content/${id}`, 'POST /authoring/v1/content']),
      'POST /publishing/v1/jobs',
    ]);
    expect(fake.received[1]!.query).toEqual({ limit: '100', offset: '0' });
    const created = fake.received.filter((r) => r.method === 'POST' && r.path.endsWith('/authoring/v1/content'));
    for (const request of created) expect(request.headers['x-ibm-dx-publish-priority']).toBe('now');
    const item = fake.items.get(modelIds[0]!)!;
    expect(item).toMatchObject({
      name: MODELS[0],
      typeId: fake.types.get('C-Models'),
      status: 'ready',
      tags: ['mygwm', modelDocumentKey(MODELS[0]!)],
      elements: {
        model: { elementType: 'text', value: MODELS[0] },
        driveaway: { elementType: 'number', value: 4000000 },
        brand: { elementType: 'text', value: 'GWM' },
        preview: { elementType: 'text', value: 'N' },
      },
    });
    expect(fake.jobs).toEqual(['job-1']);
    expect(reply.body.sync_run).toMatchObject({ outcome: 'succeeded', accepted_count: 2, refused_count: 0, refusals: [] });
    expect(reply.body.sync_run.answers.map((a: { call: string; answer: string }) => `${a.call}: ${a.answer}`)).toEqual([
      'POST /login/v1/basicauth: signed in',
      'GET /authoring/v1/types?limit=100&offset=0: content types read',
      ...modelIds.flatMap((id) => [`GET /authoring/v1/content/${id}: not there yet`, 'POST /authoring/v1/content: created, ready']),
      'POST /publishing/v1/jobs: publishing job job-1',
    ]);
    expect(reply.body.sync_run.payload).toEqual(created.map((r) => r.body));
  });

  it('updates the same items on the next push, carrying each item’s rev', async () => {
    await push();
    const revs = modelIds.map((id) => fake.items.get(id)!.rev);
    fake.received.length = 0;
    const reply = await push();
    expect(reply.status).toBe(200);
    const puts = fake.received.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => (r.body as { rev: string }).rev)).toEqual(revs);
    expect(fake.items.size).toBe(MODELS.length);
    expect(modelIds.map((id) => fake.items.get(id)!.rev)).not.toEqual(revs);
  });

  it('records an item the hub refuses with its words, publishes the rest and answers 200 with the counts', async () => {
    fake.refuseNames(/^Tank/);
    const reply = await push();
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.sync_run).toMatchObject({
      outcome: 'partial',
      accepted_count: 1,
      refused_count: 1,
      refusals: [
        {
          item: `Tank Acoustica (${modelDocumentKey('Tank Acoustica')})`,
          reason: 'Acoustic answered 400: Validation failed for the item. The name "Tank Acoustica" is not allowed by the type.',
        },
      ],
    });
    expect(reply.body.message).toMatch(/^Acoustic took 1 of the 2 items sent for 2 models; 1 refused \(the first: Acoustic answered 400: /);
    expect(fake.items.has(modelIds[0]!)).toBe(true);
    expect(fake.items.has(modelIds[1]!)).toBe(false);
    expect(fake.jobs).toHaveLength(1);
  });

  it('keeps neither the API key nor the session cookie a hub quotes back in its refusals', async () => {
    const base = new URL(fake.apiUrl).pathname;
    fake.plan(`POST ${base}/login`, echoHeaders(500), RETRY.maxTries);
    const signIn = await push();
    expect(signIn.status).toBe(502);
    expect(JSON.stringify(signIn.body)).toContain('Request refused. We saw:');

    let cookie = '';
    const quoting = (request: Received) => ((cookie = String(request.headers.cookie)), echoHeaders(400)(request));
    fake.plan(`PUT ${base}/authoring/v1/content`, quoting);
    fake.plan(`POST ${base}/authoring/v1/content`, quoting);
    const refused = await push();
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    expect(JSON.stringify(refused.body)).toContain('Request refused. We saw:');
    const session = cookie.slice(cookie.indexOf('=') + 1);
    expect(session.length).toBeGreaterThan(8);
    const kept = JSON.stringify([signIn.body, refused.body]);
    for (const secret of [fake.apiKey, session]) expect(kept).not.toContain(secret);
  });

  it('refuses the documents of a type the hub does not have, naming it', async () => {
    const bare = await startFakeAcoustic({ typeNames: ['C-Models'] });
    try {
      await withPlatform(api.app, 'acoustic', acousticAuthoring({ apiUrl: bare.apiUrl, apiKey: bare.apiKey, retry: RETRY }), async () => {
        const reply = await push('dealers');
        expect(reply.status).toBe(502);
        expect(reply.body.message).toContain('the hub has no content type named C-Dealers, so it was not sent');
        expect(bare.jobs).toHaveLength(0);
      });
    } finally {
      await bare.stop();
    }
  });

  it('waits as long as a 429’s Retry-After says, then carries on', async () => {
    fake.plan('GET /api', { status: 429, headers: { 'retry-after': '1' }, body: { errors: [{ message: 'Too Many Requests' }] } });
    const started = Date.now();
    const reply = await push();
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(reply.body.sync_run.answers[1]).toMatchObject({ call: 'GET /authoring/v1/types?limit=100&offset=0', status: 200, tries: 2 });
  });

  it('signs in again after a 500 and carries on', async () => {
    fake.plan('POST /api', { status: 500, body: { errors: [{ message: 'Internal error' }] } });
    const reply = await push();
    expect(reply.status).toBe(200);
    expect(reply.body.sync_run).toMatchObject({ outcome: 'succeeded', accepted_count: 2 });
    expect(reply.body.sync_run.answers[0]).toMatchObject({ call: 'POST /login/v1/basicauth', status: 200, tries: 2 });
  });

  it('refuses an item the hub keeps failing to read, and publishes the others', async () => {
    fake.plan(`GET /api`, { status: 200, body: { items: [...fake.types].map(([name, id]) => ({ id, name })) } });
    fake.plan(`GET /api`, { status: 503, body: { errors: [{ message: 'Service unavailable' }] } }, RETRY.maxTries);
    const reply = await push();
    expect(reply.status).toBe(200);
    expect(reply.body.sync_run).toMatchObject({
      outcome: 'partial',
      accepted_count: 1,
      refused_count: 1,
      refusals: [{ item: expect.stringContaining(MODELS[0]!), reason: `Acoustic answered 503 after ${RETRY.maxTries} tries: Service unavailable` }],
    });
  });

  it('updates an item whose create went through but whose answer was lost, rather than refusing it', async () => {
    fake.plan(`POST ${new URL(fake.apiUrl).pathname}/authoring/v1/content`, 'lose');
    const reply = await push();
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.sync_run).toMatchObject({ outcome: 'succeeded', accepted_count: 2, refused_count: 0 });
    const first = reply.body.sync_run.answers.filter((a: { call: string }) => a.call.endsWith(modelIds[0]!) || a.call === 'POST /authoring/v1/content');
    expect(first.slice(0, 4)).toMatchObject([
      { call: `GET /authoring/v1/content/${modelIds[0]}`, status: 404 },
      { call: 'POST /authoring/v1/content', status: 409, tries: 2 },
      { call: `GET /authoring/v1/content/${modelIds[0]}`, status: 200, answer: 'found' },
      { call: `PUT /authoring/v1/content/${modelIds[0]}`, status: 200, answer: 'updated, ready' },
    ]);
    expect(fake.items.size).toBe(MODELS.length);
  });

  it('fails with the reason when the hub does not answer the sign-in in time', async () => {
    fake.plan('POST /api', 'hang', RETRY.maxTries);
    const reply = await push();
    expect(reply).toEqual({
      status: 502,
      body: { message: `Update Acoustic failed: Acoustic did not answer after ${RETRY.maxTries} tries: no answer within 0.4 s` },
    });
    const [run] = (await api.get('admin', '/api/syncruns?target=acoustic')).body.data;
    expect(run).toMatchObject({ outcome: 'failed', message: expect.stringContaining('no answer within 0.4 s') });
  });

  it('fails with the reason when the content types come back malformed', async () => {
    fake.plan('GET /api', { status: 200, body: '<html>maintenance</html>' });
    const reply = await push();
    expect(reply).toEqual({ status: 502, body: { message: 'Update Acoustic failed: Acoustic answered its content types in a form we cannot read' } });
    expect(fake.items.size).toBe(0);
  });

  it('names the variable when the hub refuses the API key, without trying again', async () => {
    await withPlatform(api.app, 'acoustic', acousticAuthoring({ apiUrl: fake.apiUrl, apiKey: 'wrong', retry: RETRY }), async () => {
      const reply = await push();
      expect(reply).toEqual({ status: 502, body: { message: 'Update Acoustic failed: Acoustic refused the API key (401); check ACOUSTIC_API_KEY' } });
      expect(calls()).toEqual(['POST /login/v1/basicauth']);
    });
  });

  it('says nobody listens when the address has no server', async () => {
    await withPlatform(api.app, 'acoustic', acousticAuthoring({ apiUrl: `${await deadUrl()}/api/tenant`, apiKey: 'k', retry: RETRY }), async () => {
      const reply = await push();
      expect(reply.status).toBe(502);
      expect(reply.body.message).toBe(
        `Update Acoustic failed: Acoustic did not answer after ${RETRY.maxTries} tries: connection refused (ECONNREFUSED): nothing listens at that address`,
      );
    });
  });
});

describe('Acoustic items', () => {
  it('have a stable id per document key in UUID form', () => {
    expect(itemId('model-cannon')).toBe(itemId('model-cannon'));
    expect(itemId('model-cannon')).not.toBe(itemId('model-tank'));
    expect(itemId('model-cannon')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('carry typed elements with keys Acoustic takes, lists as JSON text and no empty values', () => {
    expect(acousticElements({ menu_cta_text: 'Go', driveaway: 12, preview: true, hours: [{ day: 'Mon' }], gone: null })).toEqual({
      menuCtaText: { elementType: 'text', value: 'Go' },
      driveaway: { elementType: 'number', value: 12 },
      preview: { elementType: 'toggle', value: true },
      hours: { elementType: 'text', value: '[{"day":"Mon"}]' },
    });
  });
});
