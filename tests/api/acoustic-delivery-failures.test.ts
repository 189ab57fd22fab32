// A failing Acoustic Content hub (docs/decisions.md, "Systems outside ours"): whatever way the hub
// fails, the owner pages go on answering (no document, empty lists, no pictures), never a 5xx, one
// warning each and no key in the log; a throttled hub is left alone for its Retry-After; answers
// are cached for ACOUSTIC_CACHE_SECONDS, failures never.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Misbehaviour } from '../support/acoustic-hub.ts';
import { type TestApi, startApi } from './harness.ts';
import { API_KEY, acoustic, api, hub, searches, useAcousticHub, warnings } from './acoustic-setup.ts';

useAcousticHub();

describe('a hub that fails leaves the pages answering', () => {
  const REASONS: [Misbehaviour | 'dead', RegExp][] = [
    ['error', /answered 500/],
    ['not-json', /an answer that is not JSON/],
    ['not-delivery', /answered something that is not a delivery answer/],
    ['slow', /no answer within 400 ms/],
    ['dead', /no connection/],
  ];

  for (const [misbehaviour, reason] of REASONS) {
    it(`${misbehaviour}: no menu header (404), empty lists, no picture or manual, one warning per call, no key in the log`, async () => {
      if (misbehaviour === 'dead') await hub.stop();
      else hub.misbehave = misbehaviour;
      try {
        const started = Date.now();
        const header = await api.get('visitor', '/api/content/menu-header');
        expect(header.status).toBe(404);
        const models = await api.get('visitor', '/api/content/search?type=C-Models&start=0&rows=9999');
        expect(models).toEqual({ status: 200, body: { numFound: 0, documents: [] } });
        const garage = await api.get('owner', '/api/vehicles/user');
        expect(garage.status).toBe(200);
        expect(garage.body[0]).toMatchObject({ image_url: null, manual: null });
        // The slow hub is left behind after the timeout, not waited for (it answers after 3 s).
        expect(Date.now() - started).toBeLessThan(misbehaviour === 'slow' ? 2500 : 2000);

        const acousticLines = warnings.filter((w) => w.msg.startsWith('Acoustic Content'));
        expect(acousticLines).toHaveLength(4);
        for (const { msg } of acousticLines) expect(msg).toMatch(reason);
        expect(acousticLines.map((w) => /GET (\/delivery\/v1\/\w+)/.exec(w.msg)?.[1]).sort()).toEqual([
          '/delivery/v1/content',
          '/delivery/v1/search',
          '/delivery/v1/search',
          '/delivery/v1/search',
        ]);
        expect(warnings.map((w) => w.line).join('\n')).not.toContain(API_KEY);
      } finally {
        if (misbehaviour === 'dead') await hub.start();
      }
    });
  }

  it('a 429: one warning, then the hub is left alone for its Retry-After, the pages answering meanwhile, then asked again', async () => {
    hub.misbehave = 'throttle';
    hub.retryAfter = 1;
    expect((await api.get('visitor', '/api/content/menu-header')).status).toBe(404);
    expect(await api.get('visitor', '/api/content/search?type=C-Models&start=0&rows=9999')).toEqual({ status: 200, body: { numFound: 0, documents: [] } });
    expect((await api.get('owner', '/api/vehicles/user')).body[0]).toMatchObject({ image_url: null, manual: null });
    expect(hub.requests).toHaveLength(1);
    expect(warnings.map((w) => w.msg)).toEqual([
      'Acoustic Content: GET /delivery/v1/content/menu-header answered 429 and is not asked again for 1 s; the owner pages go on without it',
    ]);

    hub.misbehave = 'none';
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await api.get('visitor', '/api/content/menu-header')).status).toBe(200);
    expect(hub.requests).toHaveLength(2);
  });

  it('answers again as soon as the hub is back', async () => {
    hub.misbehave = 'error';
    expect((await api.get('visitor', '/api/content/menu-header')).status).toBe(404);
    hub.misbehave = 'none';
    expect((await api.get('visitor', '/api/content/menu-header')).status).toBe(200);
  });
});

describe('the cache of delivery answers (ACOUSTIC_CACHE_SECONDS)', () => {
  let cached: TestApi;
  beforeAll(async () => {
    cached = await startApi({ acoustic: acoustic({ cacheSeconds: 1 }) });
  });
  afterAll(() => cached.close());

  it('asks the hub once for the same call within its time, also for callers at once, and again once it has passed', async () => {
    const header = () => cached.get('visitor', '/api/content/menu-header');
    const models = () => cached.get('visitor', '/api/content/search?type=C-Models&start=0&rows=9999');
    const first = await Promise.all([header(), header(), models()]);
    expect(first.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(hub.requests).toHaveLength(2);

    expect((await header()).body).toEqual(first[0]!.body);
    expect((await models()).body).toEqual(first[2]!.body);
    expect(hub.requests).toHaveLength(2);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await header()).status).toBe(200);
    expect(hub.requests).toHaveLength(3);
  });

  it('keeps no failure: the next call asks the hub again', async () => {
    hub.misbehave = 'error';
    const path = '/api/content/search?type=Image&start=0&rows=1000';
    expect((await cached.get('visitor', path)).body).toEqual({ numFound: 0, documents: [] });
    hub.misbehave = 'none';
    expect((await cached.get('visitor', path)).body.numFound).toBe(2);
    expect(searches()).toHaveLength(2);
  });
});
