// What the tests of content from an Acoustic Content hub share: a hub on loopback filled with the
// demo's documents and a picture for one owner's vehicle, a server reading it with the server's
// warnings kept line by line, and the hub's record of calls cleared before each test. The values
// below are live bindings, set by useAcousticHub's hooks.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { AcousticConfig } from '../../server/core/config.ts';
import { type AcousticHub, startAcousticHub } from '../support/acoustic-hub.ts';
import { fillHub } from '../support/acoustic-fixtures.ts';
import { type TestApi, startApi } from './harness.ts';
import { insertModel, insertVehicle, unique } from './owner-fixtures.ts';

export const API_KEY = 'hub-key-7f3a9c0d1e2b4a6f8e0d2c4b6a8f0e1d';
export const MODEL_CODE = unique('HUBCODE');
export const COLOUR_CODE = 'HUBBLUE';

export let hub: AcousticHub;
export let api: TestApi;
export const warnings: { msg: string; line: string }[] = [];

/** The server's log at warn and above, kept line by line. */
const log = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) warnings.push({ msg: (JSON.parse(line) as { msg: string }).msg, line });
    done();
  },
});

export const acoustic = (values: Partial<AcousticConfig> = {}): AcousticConfig => ({
  apiUrl: hub.apiUrl,
  apiKey: API_KEY,
  cacheSeconds: 0,
  timeoutMs: 400,
  contentIds: {},
  ...values,
});

export const hubOrigin = () => new URL(hub.apiUrl).origin;
export const searches = () => hub.requests.filter((r) => r.path.endsWith('/delivery/v1/search'));

export function useAcousticHub() {
  beforeAll(async () => {
    hub = await startAcousticHub();
    fillHub(hub, [{ modelCode: MODEL_CODE, colourCode: COLOUR_CODE }]);
    api = await startApi({ acoustic: acoustic() }, { logger: { level: 'warn', stream: log } });
    const model = await insertModel(api, { code: MODEL_CODE });
    await insertVehicle(api, api.ids.owner, model.id, { colour_code: COLOUR_CODE });
  });
  afterAll(async () => {
    await api.close();
    await hub.stop();
  });
  beforeEach(() => {
    hub.requests.length = 0;
    hub.misbehave = 'none';
    hub.maxRows = 1000;
    warnings.length = 0;
  });
}
