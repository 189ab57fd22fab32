// Customer.io's Track API v2 on loopback, for the API tests and the browser test of Update
// Customer.io: `POST /api/v2/batch` with basic auth (site id and API key, else 401), a body of
// {batch: [...]} under 500 KB (else 400) whose object identify actions it keeps by type and id;
// an item over 32 KB, an action it does not know, or an object whose name the test said to
// refuse comes back in a 207's errors by batch_index, as the real API answers.
import { type Answer, type FakeServer, type Received, basicAuth, json, startFakeServer } from './fake-http.ts';

export interface FakeCustomerIo extends FakeServer {
  readonly siteId: string;
  readonly apiKey: string;
  /** Objects taken, by "object_type_id/object_id", with their attributes. */
  readonly objects: Map<string, Record<string, unknown>>;
  /** Objects whose attributes.name matches are refused in a 207 with this reason. */
  refuseNames(pattern: RegExp | null): void;
}

const BATCH_LIMIT = 500_000;
const ITEM_LIMIT = 32_000;

interface Action {
  type?: unknown;
  action?: unknown;
  identifiers?: { object_type_id?: unknown; object_id?: unknown };
  attributes?: Record<string, unknown>;
}

export async function startFakeCustomerIo({ siteId = 'site-4821', apiKey = 'track-key-test' } = {}): Promise<FakeCustomerIo> {
  const objects = new Map<string, Record<string, unknown>>();
  let refusedNames: RegExp | null = null;

  const refusal = (action: Action): { reason: string; field: string; message: string } | undefined => {
    if (Buffer.byteLength(JSON.stringify(action)) > ITEM_LIMIT) return { reason: 'invalid', field: 'batch item', message: 'larger than 32kb' };
    if (action.type !== 'object' || action.action !== 'identify') return { reason: 'invalid', field: 'action', message: 'unsupported type or action' };
    if (typeof action.identifiers?.object_type_id !== 'string' || !/^\d+$/.test(action.identifiers.object_type_id)) {
      return { reason: 'invalid', field: 'identifiers.object_type_id', message: 'must be a string-formatted integer' };
    }
    if (typeof action.identifiers.object_id !== 'string' || !action.identifiers.object_id)
      return { reason: 'required', field: 'identifiers.object_id', message: 'is required' };
    const name = action.attributes?.name;
    if (refusedNames && typeof name === 'string' && refusedNames.test(name))
      return { reason: 'invalid', field: 'attributes.name', message: `"${name}" is not allowed` };
    return undefined;
  };

  const handle = ({ method, path, headers, body, bytes }: Received): Answer => {
    if (method !== 'POST' || path !== '/api/v2/batch') return json(404, { errors: [{ reason: 'not found', message: `${method} ${path}` }] });
    const auth = basicAuth(headers);
    if (auth?.user !== siteId || auth.password !== apiKey) return { status: 401, body: '' };
    if (bytes >= BATCH_LIMIT) return json(400, { errors: [{ reason: 'invalid', field: 'batch', message: 'request must be smaller than 500kb' }] });
    const batch = (body as { batch?: unknown } | undefined)?.batch;
    if (!Array.isArray(batch)) return json(400, { errors: [{ reason: 'invalid', field: 'batch', message: 'batch must be an array' }] });
    const errors = [];
    for (const [index, action] of (batch as Action[]).entries()) {
      const refused = refusal(action);
      if (refused) errors.push({ batch_index: index, ...refused });
      else objects.set(`${String(action.identifiers!.object_type_id)}/${String(action.identifiers!.object_id)}`, action.attributes ?? {});
    }
    return errors.length ? json(207, { errors }) : json(200, {});
  };

  const server = await startFakeServer(handle);
  const forget = server.reset;
  return Object.assign(server, {
    siteId,
    apiKey,
    objects,
    refuseNames(pattern: RegExp | null) {
      refusedNames = pattern;
    },
    reset() {
      forget();
      objects.clear();
      refusedNames = null;
    },
  });
}
