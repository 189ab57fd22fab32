// An Acoustic Content hub on loopback that speaks the delivery API the product reads
// (`/api/<tenant>/delivery/v1/content/{id}` and `.../delivery/v1/search` with q, fq, fl, sort, rows,
// start) from a small set of content items and assets, and serves their files (`/<tenant>/dxdam/...`).
// It keeps every request it receives (path, query, headers) and misbehaves on demand: a 500, a 429
// with Retry-After, an answer that is not JSON, JSON that is not a delivery answer, one that comes
// too late, or no server at all (stopped). `maxRows` caps each answer, as a hub does, so the
// product's paging is seen. For the API tests and the browser tests alike.
import { once } from 'node:events';
import { type IncomingHttpHeaders, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A content item as delivery gives it: typed elements, and `index` standing for the search keys its type gives elements (string1...). */
export interface HubItem {
  id: string;
  name: string;
  type: string;
  elements: Record<string, unknown>;
  index?: Record<string, string[]>;
}

export interface HubAsset {
  id: string;
  name: string;
  /** The file's path under the tenant (`/dxdam/...`), served by the hub. */
  path: string;
  mediaType: string;
  body: Buffer;
}

export interface HubRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}

export type Misbehaviour = 'none' | 'error' | 'throttle' | 'not-json' | 'not-delivery' | 'slow';

export interface AcousticHub {
  /** What ACOUSTIC_API_URL says to reach it. */
  readonly apiUrl: string;
  readonly tenant: string;
  /** Every delivery call so far, oldest first (file downloads are not kept). */
  readonly requests: HubRequest[];
  items: HubItem[];
  assets: HubAsset[];
  /** Files other than assets that elements name, by path under the tenant. */
  files: Map<string, { mediaType: string; body: Buffer }>;
  /** At most this many documents in one search answer, whatever `rows` asks. */
  maxRows: number;
  misbehave: Misbehaviour;
  /** How long 'slow' waits before answering. */
  slowMs: number;
  /** The Retry-After of 'throttle', in seconds. */
  retryAfter: number;
  /** The address of a file under the tenant, as delivery names it in an element's `url`. */
  fileUrl(path: string): string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** Solr phrases of one fq (`type:"C-Models"`, `string1:("A" OR "B")`, `assetType:image`) as field and accepted values. */
function filterOf(fq: string): { field: string; values: string[] } {
  const at = fq.indexOf(':');
  const field = fq.slice(0, at);
  const rest = fq.slice(at + 1);
  const phrases = [...rest.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!.replace(/\\(.)/g, '$1'));
  return { field, values: phrases.length ? phrases : [rest] };
}

const TENANT = 'f6e1c2d3-0000-4000-8000-00000000hub1';

export async function startAcousticHub(port = 0): Promise<AcousticHub> {
  const sockets = new Set<Socket>();
  const hub = {
    tenant: TENANT,
    requests: [] as HubRequest[],
    items: [] as HubItem[],
    assets: [] as HubAsset[],
    files: new Map<string, { mediaType: string; body: Buffer }>(),
    maxRows: 1000,
    misbehave: 'none' as Misbehaviour,
    slowMs: 3000,
    retryAfter: 30,
  };

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  const search = (query: URLSearchParams) => {
    const filters = query.getAll('fq').map(filterOf);
    const field = (record: Record<string, unknown>, name: string): string[] => [record[name] ?? []].flat().map(String);
    const matches = (record: Record<string, unknown>) => filters.every(({ field: name, values }) => field(record, name).some((v) => values.includes(v)));
    const content = hub.items.map((item) => ({ classification: 'content', ...item.index, id: item.id, name: item.name, type: item.type, item }));
    const assets = hub.assets.map((asset) => ({ classification: 'asset', assetType: 'image', id: asset.id, name: asset.name, asset }));
    const found = [...content, ...assets].filter(matches).sort((a, b) => a.name.localeCompare(b.name));
    const start = Number(query.get('start') ?? 0);
    const rows = Math.min(Number(query.get('rows') ?? 10), hub.maxRows);
    const documents = found.slice(start, start + rows).map((found) =>
      'item' in found
        ? {
            id: found.id,
            name: found.name,
            type: found.type,
            classification: 'content',
            document: { ...found.item, classification: 'content', status: 'ready' },
          }
        : {
            id: found.id,
            name: found.name,
            classification: 'asset',
            assetType: 'image',
            mediaType: found.asset.mediaType,
            url: `/${TENANT}${found.asset.path}`,
          },
    );
    return { numFound: found.length, documents };
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://hub');
    const file = url.pathname.startsWith(`/${TENANT}/`) ? url.pathname.slice(TENANT.length + 1) : undefined;
    if (file !== undefined) {
      const found = hub.assets.find((a) => a.path === decodeURI(file)) ?? hub.files.get(decodeURI(file));
      if (!found) return void response.writeHead(404).end();
      return void response.writeHead(200, { 'content-type': found.mediaType, 'access-control-allow-origin': '*' }).end(found.body);
    }
    const api = `/api/${TENANT}/delivery/v1`;
    hub.requests.push({ method: request.method ?? '', path: url.pathname, query: url.searchParams, headers: request.headers });
    if (!url.pathname.startsWith(api)) return json(response, 404, { errors: [{ message: 'Not found' }] });
    switch (hub.misbehave) {
      case 'error':
        return json(response, 500, { errors: [{ message: 'Internal server error' }] });
      case 'throttle':
        return void response
          .writeHead(429, { 'retry-after': String(hub.retryAfter), 'content-type': 'application/json' })
          .end('{"errors":[{"message":"Too many requests"}]}');
      case 'not-json':
        return void response.writeHead(200, { 'content-type': 'application/json' }).end('{"numFound": 3, "documents": [');
      case 'not-delivery':
        return json(response, 200, { status: 'maintenance', message: 'Back soon' });
    }
    const answer = () => {
      const route = url.pathname.slice(api.length);
      if (route === '/search') return json(response, 200, search(url.searchParams));
      const id = route.startsWith('/content/') ? decodeURIComponent(route.slice('/content/'.length)) : undefined;
      const item = hub.items.find((i) => i.id === id);
      if (!item) return json(response, 404, { errors: [{ message: `Content item ${id} not found` }] });
      const { index: _index, ...document } = item;
      return json(response, 200, { ...document, classification: 'content', status: 'ready' });
    };
    if (hub.misbehave === 'slow') setTimeout(answer, hub.slowMs).unref();
    else answer();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const listen = async (on: number) => {
    server.listen(on, '127.0.0.1');
    await once(server, 'listening');
    return (server.address() as AddressInfo).port;
  };
  const bound = await listen(port);
  const origin = `http://127.0.0.1:${bound}`;

  return Object.assign(hub, {
    apiUrl: `${origin}/api/${TENANT}`,
    fileUrl: (path: string) => `/${TENANT}${path}`,
    async stop() {
      if (!server.listening) return;
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
    async start() {
      await listen(bound);
    },
  });
}
