// An Acoustic Content hub's authoring API on loopback, under /api/<tenant> like the real one:
// `POST login/v1/basicauth` takes AcousticAPIKey and the key (else 401) and sets the
// x-ibm-dx-user-auth cookie every other call must carry (else 401); `GET authoring/v1/types`
// pages the content types; content items are read by id (404 when absent), created with POST
// (409 when the id exists) and updated with PUT carrying the current rev (409 when stale), each
// write a new rev; an item whose name the test said to refuse gets a 400 with Acoustic's error
// shape; `POST publishing/v1/jobs` starts a job.
import { randomBytes } from 'node:crypto';
import { type Answer, type FakeServer, type Received, basicAuth, json, startFakeServer } from './fake-http.ts';

export interface StoredItem {
  id: string;
  rev: string;
  name: string;
  typeId: string;
  status: string;
  elements: Record<string, unknown>;
  tags?: string[];
}

export interface FakeAcoustic extends FakeServer {
  /** What ACOUSTIC_API_URL says to reach it: the host and /api/<tenant>. */
  readonly apiUrl: string;
  readonly apiKey: string;
  readonly items: Map<string, StoredItem>;
  /** Content types by name. */
  readonly types: Map<string, string>;
  /** Ids of the publishing jobs started. */
  readonly jobs: string[];
  /** Items whose name matches are refused with a 400 and this reason. */
  refuseNames(pattern: RegExp | null): void;
}

const TENANT = '5f2e1c3a-0d4b-4e7a-9c21-acc0u571c000';
export const CONTENT_TYPE_NAMES = ['C-Models', 'C-Dealers', 'C-Colours', 'C-Trims', 'C-Accessories', 'C-Costs', 'C-Specs'];

const error = (status: number, message: string, description = ''): Answer =>
  json(status, {
    requestId: randomBytes(4).toString('hex'),
    service: 'fake-acoustic',
    errors: [{ code: status * 10, key: 'error', message, description, level: 'ERROR' }],
  });

export async function startFakeAcoustic({ apiKey = 'acoustic-key-test', typeNames = CONTENT_TYPE_NAMES } = {}): Promise<FakeAcoustic> {
  const prefix = `/api/${TENANT}`;
  const session = randomBytes(12).toString('hex');
  const types = new Map(typeNames.map((name, index) => [name, `type-${index + 1}-${name.toLowerCase()}`]));
  const items = new Map<string, StoredItem>();
  let refusedNames: RegExp | null = null;
  const jobs: string[] = [];
  let revs = 0;

  const save = (body: Partial<StoredItem>, id: string): Answer => {
    if (typeof body.name !== 'string' || !body.name) return error(400, 'The name field is required.');
    if (![...types.values()].includes(body.typeId ?? '')) return error(400, `Content type ${String(body.typeId)} does not exist.`);
    if (refusedNames?.test(body.name)) return error(400, 'Validation failed for the item.', `The name "${body.name}" is not allowed by the type.`);
    const item = { ...(body as StoredItem), id, rev: `${++revs}-${randomBytes(4).toString('hex')}` };
    items.set(id, item);
    return json(200, item);
  };

  const handle = ({ method, path, query, headers, body }: Received): Answer => {
    if (!path.startsWith(`${prefix}/`)) return error(404, `No tenant at ${path}`);
    const route = path.slice(prefix.length);
    if (route === '/login/v1/basicauth' && method === 'POST') {
      const auth = basicAuth(headers);
      if (auth?.user !== 'AcousticAPIKey' || auth.password !== apiKey) return json(401, { service: 'login', requestId: 'r', httpStatus: 401 });
      return json(200, [{ tenantId: TENANT, baseUrl: prefix }], {
        'set-cookie': [`x-ibm-dx-tenant-id=${TENANT}; Path=/; Secure`, `x-ibm-dx-user-auth=${session}; Path=/; HttpOnly; Secure`],
        'x-ibm-dx-tenant-id': TENANT,
      });
    }
    if (!(headers.cookie ?? '').split(/;\s*/).includes(`x-ibm-dx-user-auth=${session}`)) return error(401, 'Not signed in.');
    if (route === '/authoring/v1/types' && method === 'GET') {
      const limit = Number(query.limit ?? 50);
      const offset = Number(query.offset ?? 0);
      const all = [...types].map(([name, id]) => ({ id, name }));
      return json(200, { offset, limit, items: all.slice(offset, offset + limit) });
    }
    if (route === '/publishing/v1/jobs' && method === 'POST') {
      jobs.push(`job-${jobs.length + 1}`);
      return json(201, { id: jobs.at(-1), rev: '1-a', mode: (body as { mode?: string })?.mode ?? 'UPDATE', state: 'PENDING' });
    }
    if (route === '/authoring/v1/content' && method === 'POST') {
      const item = body as Partial<StoredItem>;
      const id = typeof item?.id === 'string' ? item.id : randomBytes(16).toString('hex');
      if (items.has(id)) return error(409, `An item with id ${id} already exists.`);
      const saved = save(item, id);
      return saved.status === 200 ? { ...saved, status: 201 } : saved;
    }
    const match = /^\/authoring\/v1\/content\/([^/]+)$/.exec(route);
    if (match) {
      const current = items.get(match[1]!);
      if (method === 'GET') return current ? json(200, current) : error(404, `The content item with ID ${match[1]} was not found.`);
      if (method === 'PUT') {
        if (!current) return error(404, `The content item with ID ${match[1]} was not found.`);
        if ((body as Partial<StoredItem>)?.rev !== current.rev)
          return error(409, 'The revision does not match the current revision.', `Current rev: ${current.rev}`);
        return save(body as Partial<StoredItem>, current.id);
      }
    }
    return error(404, `${method} ${route} is not an API of this hub.`);
  };

  const server = await startFakeServer(handle);
  const forget = server.reset;
  return Object.assign(server, {
    apiUrl: `${server.url}${prefix}`,
    apiKey,
    items,
    types,
    jobs,
    refuseNames(pattern: RegExp | null) {
      refusedNames = pattern;
    },
    reset() {
      forget();
      items.clear();
      refusedNames = null;
      jobs.length = 0;
    },
  });
}
