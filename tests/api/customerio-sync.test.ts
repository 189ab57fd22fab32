// Update Customer.io against a Customer.io Track API v2 on loopback (tests/support/fake-customerio.ts),
// as the server runs with CUSTOMERIO_SITE_ID and CUSTOMERIO_API_KEY set: what it receives (path,
// basic auth, the batch of object identifies), and what happens when it accepts everything,
// refuses some items in a 207, answers 429 with Retry-After, 500s, nothing in time, a malformed
// answer, the wrong key, or nobody listens. Each time: the right tries, the truth in the sync
// run (every item accepted or refused with its reason, none lost), and never a 500.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CUSTOMERIO_LIMITS, customerIoClient } from '../../server/areas/sync/customerio-client.ts';
import { deadUrl, echoHeaders } from '../support/fake-http.ts';
import { type FakeCustomerIo, startFakeCustomerIo } from '../support/fake-customerio.ts';
import { dealerPayload, modelPayload } from './fixtures.ts';
import { type Reply, type TestApi, startApi } from './harness.ts';
import { withPlatform } from './platforms.ts';

const RETRY = { timeoutMs: 400, maxTries: 3, retryMs: 20 };
const DEALERS = 4;

let fake: FakeCustomerIo;
let api: TestApi;
let dealerIds: number[];

beforeAll(async () => {
  fake = await startFakeCustomerIo();
  api = await startApi({
    marketing: { customerio: { url: fake.url, siteId: fake.siteId, apiKey: fake.apiKey, objectTypes: { dealers: '1', models: '2' } }, retry: RETRY },
  });
  dealerIds = [];
  for (let i = 0; i < DEALERS; i++) {
    const created = await api.post('admin', '/api/dealers', dealerPayload(`CIO${i}`));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    dealerIds.push(created.body.id);
  }
  for (const tag of ['CIOM1', 'CIOM2']) expect((await api.post('admin', '/api/models', modelPayload(tag))).status).toBe(201);
});
afterAll(async () => {
  await api?.close();
  await fake?.stop();
});
beforeEach(() => fake.reset());

const push = (route = 'dealers') => api.put('admin', `/api/${route}/synccustomerio`);
const batchesReceived = () => fake.received.filter((r) => r.method === 'POST' && r.path === '/api/v2/batch');

/** The run the answer names, as the sync history holds it. */
async function runOf(reply: Reply) {
  if (reply.body.sync_run) return reply.body.sync_run;
  const [run] = (await api.get('admin', '/api/syncruns?target=customerio')).body.data;
  return run;
}

/** Every dealer is either accepted or refused, once. */
function expectNothingLost(run: { accepted_count: number; refused_count: number; refusals: { item: string }[] }) {
  expect(run.accepted_count + run.refused_count).toBe(DEALERS);
  expect(new Set(run.refusals.map((r) => r.item)).size).toBe(run.refused_count);
}

describe('Update Customer.io with Customer.io answering', () => {
  it('sends every dealer as an object identify in one batch, with basic auth, and records them all accepted', async () => {
    const reply = await push();
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.message).toBe(`Published ${DEALERS} dealers to Customer.io.`);
    const [request, ...more] = batchesReceived();
    expect(more).toHaveLength(0);
    expect(request!.headers.authorization).toBe(`Basic ${Buffer.from(`${fake.siteId}:${fake.apiKey}`).toString('base64')}`);
    expect(request!.headers['content-type']).toBe('application/json');
    const batch = (request!.body as { batch: unknown[] }).batch;
    expect(batch).toHaveLength(DEALERS);
    expect(batch).toContainEqual({
      type: 'object',
      action: 'identify',
      identifiers: { object_type_id: '1', object_id: String(dealerIds[0]) },
      attributes: expect.objectContaining({ name: dealerPayload('CIO0').name, dealer_code: 'D-CIO0' }),
    });
    expect([...fake.objects.keys()].sort()).toEqual(dealerIds.map((id) => `1/${id}`).sort());
    expect(reply.body.sync_run).toMatchObject({
      outcome: 'succeeded',
      record_count: DEALERS,
      accepted_count: DEALERS,
      refused_count: 0,
      refusals: [],
      answers: [{ call: `POST /api/v2/batch (items 1-${DEALERS} of ${DEALERS})`, status: 200, answer: 'accepted (200)', tries: 1 }],
    });
    expect(reply.body.sync_run.payload).toEqual(batch);
  });

  it('sends models with their own object type id', async () => {
    const reply = await push('models');
    expect(reply.status).toBe(200);
    const batch = (batchesReceived()[0]!.body as { batch: { identifiers: { object_type_id: string } }[] }).batch;
    expect(batch.map((b) => b.identifiers.object_type_id)).toEqual(batch.map(() => '2'));
  });

  it('records the items a 207 refuses with Customer.io’s reason, the rest accepted, and answers 200 with the counts', async () => {
    const renamed = await api.put('admin', `/api/dealers/${dealerIds[1]}`, { ...dealerPayload('CIO1'), name: 'Refused Motors CIO1' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    fake.refuseNames(/^Refused/);
    try {
      const reply = await push();
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.body.message).toBe(
        `Customer.io took ${DEALERS - 1} of the ${DEALERS} items sent for ${DEALERS} dealers; 1 refused (the first: invalid: attributes.name: "Refused Motors CIO1" is not allowed).`,
      );
      const run = reply.body.sync_run;
      expect(run).toMatchObject({
        outcome: 'partial',
        accepted_count: DEALERS - 1,
        refused_count: 1,
        refusals: [{ item: `dealers ${dealerIds[1]}`, reason: 'invalid: attributes.name: "Refused Motors CIO1" is not allowed' }],
        answers: [{ status: 207, answer: `207: 1 of ${DEALERS} refused`, tries: 1 }],
      });
      expectNothingLost(run);
      expect(fake.objects.has(`1/${dealerIds[1]}`)).toBe(false);
      expect(fake.objects.size).toBe(DEALERS - 1);
    } finally {
      await api.put('admin', `/api/dealers/${dealerIds[1]}`, dealerPayload('CIO1'));
    }
  });

  it('waits as long as a 429’s Retry-After says, then sends the batch again', async () => {
    fake.plan('POST /api/v2/batch', { status: 429, headers: { 'retry-after': '1' }, body: { errors: [{ reason: 'rate limited' }] } });
    const started = Date.now();
    const reply = await push();
    const elapsed = Date.now() - started;
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(batchesReceived()).toHaveLength(2);
    expect(elapsed).toBeGreaterThanOrEqual(950);
    expect(reply.body.sync_run).toMatchObject({ outcome: 'succeeded', accepted_count: DEALERS, answers: [{ status: 200, tries: 2 }] });
  });

  it('tries again after 500s and succeeds within the bounded tries', async () => {
    fake.plan('POST /api/v2/batch', { status: 500, body: 'Internal Server Error' }, 2);
    const reply = await push();
    expect(reply.status).toBe(200);
    expect(batchesReceived()).toHaveLength(3);
    expect(reply.body.sync_run).toMatchObject({ outcome: 'succeeded', answers: [{ status: 200, tries: 3 }] });
  });

  it('gives up after the last try on 500s: 502 with the reason, every item refused, what was sent kept', async () => {
    fake.plan('POST /api/v2/batch', { status: 503, body: { errors: [{ reason: 'unavailable', message: 'try later' }] } }, RETRY.maxTries);
    const reply = await push();
    expect(reply.status).toBe(502);
    expect(reply.body.message).toBe(
      `Update Customer.io failed: Customer.io took none of the ${DEALERS} items sent: Customer.io answered 503 after ${RETRY.maxTries} tries: unavailable: try later`,
    );
    expect(batchesReceived()).toHaveLength(RETRY.maxTries);
    const run = await runOf(reply);
    expect(run).toMatchObject({ outcome: 'failed', accepted_count: 0, refused_count: DEALERS, answers: [{ status: 503, tries: RETRY.maxTries }] });
    expect(run.payload).toHaveLength(DEALERS);
    expectNothingLost(run);
  });

  it('keeps no credential a platform quotes back: the key, the Basic pair and header are taken out of the run and the answer', async () => {
    fake.plan('POST /api/v2/batch', echoHeaders(400));
    const reply = await push();
    expect(reply.status).toBe(502);
    const run = await runOf(reply);
    const kept = JSON.stringify([reply.body, run]);
    expect(kept).toContain('Request refused. We saw:');
    expect(kept).toContain('[redacted]');
    const basic = Buffer.from(`${fake.siteId}:${fake.apiKey}`).toString('base64');
    for (const secret of [fake.apiKey, basic, `${fake.siteId}:${fake.apiKey}`]) expect(kept).not.toContain(secret);
  });

  it('counts a batch that gets no answer in time as not taken, after the bounded tries', async () => {
    fake.plan('POST /api/v2/batch', 'hang', RETRY.maxTries);
    const reply = await push();
    expect(reply.status).toBe(502);
    expect(reply.body.message).toContain(`Customer.io did not answer after ${RETRY.maxTries} tries: no answer within 0.4 s`);
    expect(batchesReceived()).toHaveLength(RETRY.maxTries);
    const run = await runOf(reply);
    expect(run.answers).toEqual([
      { call: `POST /api/v2/batch (items 1-${DEALERS} of ${DEALERS})`, answer: expect.stringContaining('no answer'), tries: RETRY.maxTries },
    ]);
    expectNothingLost(run);
  });

  it('sends again after one timeout and records the success', async () => {
    fake.plan('POST /api/v2/batch', 'hang');
    const reply = await push();
    expect(reply.status).toBe(200);
    expect(reply.body.sync_run).toMatchObject({ outcome: 'succeeded', answers: [{ status: 200, tries: 2 }] });
  });

  it('refuses every item of a 207 it cannot read rather than guessing which were taken', async () => {
    fake.plan('POST /api/v2/batch', { status: 207, body: '<html>gateway</html>' });
    const reply = await push();
    expect(reply.status).toBe(502);
    expect(reply.body.message).toContain('Customer.io answered 207 without saying which items it refused: <html>gateway</html>');
    expect(batchesReceived()).toHaveLength(1);
    expectNothingLost(await runOf(reply));
  });

  it('keeps a long refusal within the run’s limits', async () => {
    fake.plan('POST /api/v2/batch', { status: 400, body: { errors: [{ reason: 'invalid', message: 'x'.repeat(5000) }] } });
    const reply = await push();
    expect(reply.status).toBe(502);
    const run = await runOf(reply);
    expect(run.message.length).toBeLessThanOrEqual(2000);
    expect(run.refusals[0].reason).toMatch(/^Customer\.io answered 400: invalid: x+$/);
    expect(run.refusals[0].reason.length).toBe(2000);
    expectNothingLost(run);
  });

  it('names the variables when Customer.io refuses the key, without trying again', async () => {
    fake.plan('POST /api/v2/batch', { status: 401, body: '' });
    const reply = await push();
    expect(reply.status).toBe(502);
    expect(reply.body.message).toContain('Customer.io refused the site id and API key (401); check CUSTOMERIO_SITE_ID and CUSTOMERIO_API_KEY');
    expect(batchesReceived()).toHaveLength(1);
  });

  it('says nobody listens when the address has no server, after the bounded tries', async () => {
    await withPlatform(
      api.app,
      'customerio',
      customerIoClient({ url: await deadUrl(), siteId: 's', apiKey: 'k', objectTypes: { dealers: '1' }, retry: RETRY }),
      async () => {
        const reply = await push();
        expect(reply.status).toBe(502);
        expect(reply.body.message).toContain(`Customer.io did not answer after ${RETRY.maxTries} tries: connection refused (ECONNREFUSED)`);
        const run = await runOf(reply);
        expect(run).toMatchObject({ outcome: 'failed', refused_count: DEALERS, answers: [{ tries: RETRY.maxTries }] });
      },
    );
  });

  it('fails at once, naming the setting, for a resource with no object type', async () => {
    await withPlatform(
      api.app,
      'customerio',
      customerIoClient({ url: fake.url, siteId: fake.siteId, apiKey: fake.apiKey, objectTypes: { models: '2' }, retry: RETRY }),
      async () => {
        const reply = await push();
        expect(reply).toEqual({
          status: 502,
          body: { message: 'Update Customer.io failed: no Customer.io object type is set for dealers (CUSTOMERIO_OBJECT_TYPES, such as dealers=1,models=2)' },
        });
        expect(fake.received).toHaveLength(0);
      },
    );
  });
});

describe('Customer.io’s size limits', () => {
  it('are the documented ones: a request under 500 KB, an item 32 KB at most', () => {
    expect(CUSTOMERIO_LIMITS).toEqual({ batchBytes: 500_000, itemBytes: 32_000 });
  });

  it('split the records into batches under the request limit and refuse an item over the item limit, sending the rest', async () => {
    const limits = { batchBytes: 2600, itemBytes: 1500 };
    const big = await api.post('admin', '/api/dealers', { ...dealerPayload('CIOBIG'), website: `https://big.example/${'x'.repeat(1200)}` });
    expect(big.status, JSON.stringify(big.body)).toBe(201);
    try {
      await withPlatform(
        api.app,
        'customerio',
        customerIoClient({
          url: fake.url,
          siteId: fake.siteId,
          apiKey: fake.apiKey,
          objectTypes: { dealers: '1' },
          retry: RETRY,
          limits,
        }),
        async () => {
          const reply = await push();
          expect(reply.status, JSON.stringify(reply.body)).toBe(200);
          const batches = batchesReceived();
          expect(batches.length).toBeGreaterThan(1);
          for (const batch of batches) expect(batch.bytes).toBeLessThan(limits.batchBytes);
          const sentIds = batches.flatMap((b) => (b.body as { batch: { identifiers: { object_id: string } }[] }).batch.map((i) => i.identifiers.object_id));
          expect(sentIds.sort()).toEqual(dealerIds.map(String).sort());
          expect(reply.body.sync_run).toMatchObject({
            outcome: 'partial',
            accepted_count: DEALERS,
            refused_count: 1,
            refusals: [
              {
                item: `dealers ${big.body.id}`,
                reason: expect.stringMatching(/^too large for Customer\.io \(\d+(\.\d)? KB; an item may be 1.5 KB at most\), so not sent$/),
              },
            ],
          });
          expect(reply.body.sync_run.answers).toHaveLength(batches.length);
        },
      );
    } finally {
      await api.del('admin', `/api/dealers/${big.body.id}`);
    }
  });
});
