// Generated bad input across every route of the API: the route table comes from the OpenAPI
// document @fastify/swagger collects with its onRoute hook (so a new route is fuzzed with no
// edit here), each body from the schema the route declares. Wrong types, huge text, NUL, deep
// nesting, odd numbers, unknown fields, bad dates and odd ids, as an administrator (so access
// hides nothing) and as a visitor. Seeded: the same requests every run.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApi, startApi } from './harness.ts';
import { type Route, type Schema, badValue, oddId, routesOf } from './fuzz-values.ts';

const SEED = 20240610;
const REQUESTS = 10_000;
/** Text that only a leaked stack trace or SQL error would put in an answer. */
const LEAKS = /\n\s+at |\.ts:\d+|node_modules|\bselect\b.+\bfrom\b|\binsert into\b|syntax error|violates|relation "|drizzle|postgres/i;

let api: TestApi;
let routes: Route[];
let components: Record<string, Schema>;

beforeAll(async () => {
  api = await startApi();
  const doc = api.app.swagger() as { paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, Schema> } };
  routes = routesOf(doc);
  components = doc.components.schemas;
});
afterAll(() => api.close());

interface Case {
  route: number;
  admin: boolean;
  ids: string[];
  query: [string, string][];
  body: { kind: 'json'; value: unknown } | { kind: 'raw'; text: string } | undefined;
}

/** One bad request: odd ids in the path, bad query values, a body with bad values or of the wrong shape. */
function caseArbitrary(count: number): fc.Arbitrary<Case> {
  const text = fc.oneof(
    oddId(),
    fc.string({ maxLength: 20 }),
    badValue().map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
  );
  return fc.record({
    route: fc.nat({ max: count - 1 }),
    admin: fc.boolean(),
    ids: fc.array(oddId(), { minLength: 2, maxLength: 2 }),
    query: fc.array(
      fc.tuple(
        fc.oneof(fc.constantFrom('page', 'per_page', 'q', 'sort', 'order', 'search', 'id', 'user_id', 'enabled', 'type'), fc.string({ maxLength: 8 })),
        text.map((t) => t.slice(0, 4000)),
      ),
      { maxLength: 3 },
    ),
    body: fc.oneof(
      { weight: 6, arbitrary: fc.constant(undefined) },
      {
        weight: 2,
        arbitrary: fc
          .constantFrom('[', '{"a":', '', 'null', '"text"', '{"a":1}}', `${'['.repeat(9000)}${']'.repeat(9000)}`)
          .map((t) => ({ kind: 'raw' as const, text: t })),
      },
      { weight: 1, arbitrary: badValue().map((value) => ({ kind: 'json' as const, value })) },
    ),
  });
}

/** A body from the route's schema with one to three fields bad, and sometimes a field no schema knows. */
function bodyFor(route: Route, seed: number): unknown {
  const fields = Object.keys(route.body ? (resolve(route.body).properties ?? {}) : {});
  const [bad] = fc.sample(
    fc.record({
      picks: fc.array(fc.constantFrom(...(fields.length ? fields : ['name'])), { minLength: 1, maxLength: 3 }),
      values: fc.array(badValue(), { minLength: 3, maxLength: 3 }),
      unknown: fc.option(fc.tuple(fc.string({ minLength: 1, maxLength: 10 }), badValue())),
    }),
    { seed, numRuns: 1 },
  );
  const body: Record<string, unknown> = {};
  bad!.picks.forEach((field, i) => (body[field] = bad!.values[i]));
  if (bad!.unknown) body[bad!.unknown[0]] = bad!.unknown[1];
  return body;
}

function resolve(schema: Schema): Schema {
  const ref = schema.$ref?.replace('#/components/schemas/', '');
  return ref ? (components[ref] ?? {}) : schema;
}

/** A URL part; a lone surrogate (which no URL can carry) becomes U+FFFD. */
const urlPart = (text: string) => encodeURIComponent(text.replace(/[\ud800-\udfff]/gu, '\ufffd'));

/** The administrator signing out would leave the rest of the run to a visitor. */
const asAdmin = (c: Case) => c.admin && routes[c.route]!.path !== '/api/logout';

function requestOf(c: Case, index: number): InjectOptions {
  const route = routes[c.route]!;
  let n = 0;
  const path = route.path.replace(/\{[^}]+\}/g, () => urlPart(c.ids[n++ % 2]!));
  const query = c.query.map(([k, v]) => `${urlPart(k)}=${urlPart(v)}`).join('&');
  const options: InjectOptions = { method: route.method, url: query ? `${path}?${query}` : path, headers: asAdmin(c) ? api.authorization('admin') : {} };
  if (route.method === 'GET' || route.method === 'DELETE') return options;
  const body = c.body ?? { kind: 'json' as const, value: bodyFor(route, SEED + index) };
  options.headers = { ...options.headers, 'content-type': 'application/json' };
  options.payload = body.kind === 'raw' ? body.text : JSON.stringify(body.value);
  return options;
}

describe('generated bad input on every route', () => {
  it(`answers ${REQUESTS} bad requests with no 5xx, no leak and a readable message`, async () => {
    expect(routes.length).toBeGreaterThan(100);
    const cases = fc.sample(caseArbitrary(routes.length), { seed: SEED, numRuns: REQUESTS });
    const statuses: Record<number, number> = {};
    const problems: string[] = [];
    for (const [index, c] of cases.entries()) {
      const options = requestOf(c, index);
      const response = await api.app.inject(options);
      statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
      const what = `${options.method} ${String(options.url).slice(0, 120)} (${asAdmin(c) ? 'admin' : 'visitor'}) -> ${response.statusCode}`;
      if (response.statusCode >= 500) problems.push(`${what}: ${response.body.slice(0, 200)}`);
      else if (LEAKS.test(response.body) && response.statusCode >= 400) problems.push(`${what} leaks: ${response.body.slice(0, 200)}`);
      else if (response.statusCode >= 400) {
        let message: unknown;
        try {
          message = (response.json() as { message?: unknown }).message;
        } catch {
          message = `not JSON: ${response.body.slice(0, 80)}`;
        }
        if (typeof message !== 'string' || message.length < 8 || /undefined|\[object/.test(message)) problems.push(`${what} message: ${String(message)}`);
      }
    }
    // Still signed in: the administrator's half of the run was not answered as a visitor's.
    expect((await api.get('admin', '/api/user')).status).toBe(200);
    console.log(`fuzz (${api.kind}): ${REQUESTS} requests over ${routes.length} routes, by status: ${JSON.stringify(statuses)}`);
    expect(problems.slice(0, 20)).toEqual([]);
  }, 180_000);
});
