// An HTTP server on loopback for the fakes of the platforms outside ours (fake-customerio.ts,
// fake-acoustic.ts): it keeps every request it receives (method, path, query, headers, body) and
// answers each with the protocol's own handler, unless a test planned a misbehaviour for the next
// matching requests: an answer of its choosing (429 with Retry-After, a 500, a malformed body) or
// none at all (a timeout).
import { type IncomingHttpHeaders, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The body as JSON, or its text when it is not JSON. */
  body: unknown;
  bytes: number;
}

export interface Answer {
  status: number;
  headers?: Record<string, string | string[]>;
  /** Sent as JSON, or as is when a string. */
  body?: unknown;
}

/**
 * An answer, or one made from the request (a platform that quotes it back); `hang`: read the
 * request and never answer; `lose`: do what it asks, then never answer (the answer lost on the way).
 */
export type Behaviour = Answer | ((request: Received) => Answer) | 'hang' | 'lose';

export interface FakeServer {
  readonly url: string;
  readonly received: Received[];
  /** The next `times` requests whose "METHOD /path" starts with `match` get `behaviour` instead of the protocol's answer. */
  plan(match: string, behaviour: Behaviour, times?: number): void;
  /** Forgets what was received and planned. */
  reset(): void;
  /** Stops listening and drops open connections (hanging ones too); a second stop is harmless. */
  stop(): Promise<void>;
}

export const json = (status: number, body: unknown, headers: Record<string, string | string[]> = {}): Answer => ({ status, body, headers });

/** A careless platform's error: the request's headers quoted back, in the body's text and decoded where they are Basic. */
export const echoHeaders =
  (status: number) =>
  ({ headers }: Received): Answer => {
    const basic = /^Basic (.+)$/.exec(String(headers.authorization ?? ''))?.[1];
    return {
      status,
      body: `Request refused. We saw: ${JSON.stringify(headers)}${basic ? ` (credentials ${Buffer.from(basic, 'base64').toString('utf8')})` : ''}`,
    };
  };

function send(response: ServerResponse, { status, headers = {}, body }: Answer) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const type = typeof body === 'string' ? 'text/html' : 'application/json';
  response.writeHead(status, { 'content-type': type, ...headers });
  response.end(text);
}

export async function startFakeServer(handle: (request: Received) => Answer): Promise<FakeServer> {
  const received: Received[] = [];
  let plans: { match: string; behaviour: Behaviour; left: number }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const url = new URL(request.url ?? '/', 'http://fake');
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        // Kept as text: the test sees what was sent.
      }
      const entry: Received = {
        method: request.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: request.headers,
        body,
        bytes: Buffer.byteLength(raw),
      };
      received.push(entry);
      const plan = plans.find((p) => p.left > 0 && `${entry.method} ${entry.path}`.startsWith(p.match));
      if (plan) plan.left -= 1;
      const behaviour = plan ? plan.behaviour : handle(entry);
      if (behaviour === 'lose') handle(entry);
      else if (typeof behaviour === 'function') send(response, behaviour(entry));
      else if (behaviour !== 'hang') send(response, behaviour);
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  let stopped: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    plan(match, behaviour, times = 1) {
      plans.push({ match, behaviour, left: times });
    },
    reset() {
      received.length = 0;
      plans = [];
    },
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return stopped;
    },
  };
}

/** The address of a port nobody listens on: a fake started and stopped at once. */
export async function deadUrl(): Promise<string> {
  const fake = await startFakeServer(() => json(200, {}));
  await fake.stop();
  return fake.url;
}

/** The user and password of a Basic Authorization header, or undefined. */
export function basicAuth(headers: IncomingHttpHeaders): { user: string; password: string } | undefined {
  const match = /^Basic (.+)$/.exec(headers.authorization ?? '');
  if (!match) return undefined;
  const text = Buffer.from(match[1]!, 'base64').toString('utf8');
  const at = text.indexOf(':');
  return at < 0 ? undefined : { user: text.slice(0, at), password: text.slice(at + 1) };
}
