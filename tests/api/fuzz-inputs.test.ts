// Generated bad input across every route of the API: the route table comes from the OpenAPI
// document @fastify/swagger collects with its onRoute hook (so a new route is fuzzed with no
// edit here), each body from the schema the route declares. Wrong types, huge text, NUL, deep
// nesting, odd numbers, unknown fields, bad dates, odd ids and multipart forms the parser cannot
// read (no boundary, cut short), as an administrator (so access hides nothing) and as a visitor.
// Seeded: the same requests every run. Besides the random ones, every query parameter a route
// declares (each list's filters) gets a bad value, and every route that takes a body a cut form.
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

/** Multipart forms the parser cannot read: one with no boundary, one cut short inside its file. */
const CUT_FORMS = [
  { type: 'multipart/form-data', text: '--cut\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\n1,2\r\n--cut--\r\n' },
  {
    type: 'multipart/form-data; boundary=cut',
    text: '--cut\r\nContent-Disposition: form-data; name="dry_run"\r\n\r\ntrue\r\n--cut\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\n1,2,3\r\n4,',
  },
];

interface Case {
  route: number;
  admin: boolean;
  ids: string[];
  query: [string, string][];
  body: { kind: 'json'; value: unknown } | { kind: 'raw'; text: string } | { kind: 'form'; form: number } | undefined;
}

/** Text a query parameter should refuse or read safely. */
const badText = () =>
  fc.oneof(
    oddId(),
    fc.string({ maxLength: 20 }),
    badValue().map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
  );

/** One bad request: odd ids in the path, bad query values (on its own parameters too), a body with bad values, of the wrong shape, or a cut form. */
function caseArbitrary(routes: Route[]): fc.Arbitrary<Case> {
  return fc.nat({ max: routes.length - 1 }).chain((route) =>
    fc.record({
      route: fc.constant(route),
      admin: fc.boolean(),
      ids: fc.array(oddId(), { minLength: 2, maxLength: 2 }),
      query: fc.array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom('page', 'per_page', 'q', 'sort', 'order', 'search', 'id', 'user_id', 'enabled', 'type', ...routes[route]!.query),
            fc.string({ maxLength: 8 }),
          ),
          badText().map((t) => t.slice(0, 4000)),
        ),
        { maxLength: 3 },
      ),
      body: fc.oneof(
        { weight: 12, arbitrary: fc.constant(undefined) },
        {
          weight: 4,
          arbitrary: fc
            .constantFrom('[', '{"a":', '', 'null', '"text"', '{"a":1}}', `${'['.repeat(9000)}${']'.repeat(9000)}`)
            .map((t) => ({ kind: 'raw' as const, text: t })),
        },
        { weight: 2, arbitrary: badValue().map((value) => ({ kind: 'json' as const, value })) },
        { weight: 1, arbitrary: fc.nat({ max: CUT_FORMS.length - 1 }).map((form) => ({ kind: 'form' as const, form })) },
      ),
    }),
  );
}

/** As an administrator, each query parameter every route declares with a bad value, and a cut form to every route that takes a body. */
function everyParameterAndForm(): Case[] {
  const [texts] = fc.sample(fc.array(badText(), { minLength: 50, maxLength: 50 }), { seed: SEED, numRuns: 1 });
  const base = { admin: true, ids: ['1', '1'], query: [], body: undefined };
  return routes.flatMap((route, index) => [
    ...route.query.map((name, n): Case => ({ ...base, route: index, query: [[name, texts![n % texts!.length]!.slice(0, 4000)]] })),
    ...(route.method === 'POST' || route.method === 'PUT' ? CUT_FORMS.map((_, form): Case => ({ ...base, route: index, body: { kind: 'form', form } })) : []),
  ]);
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
  if (body.kind === 'form') {
    options.headers = { ...options.headers, 'content-type': CUT_FORMS[body.form]!.type };
    options.payload = CUT_FORMS[body.form]!.text;
    return options;
  }
  options.headers = { ...options.headers, 'content-type': 'application/json' };
  options.payload = body.kind === 'raw' ? body.text : JSON.stringify(body.value);
  return options;
}

describe('generated bad input on every route', () => {
  it(`answers ${REQUESTS} random bad requests and one per declared parameter and per body with no 5xx, no leak and a readable message`, async () => {
    expect(routes.length).toBeGreaterThan(100);
    const cases = [...fc.sample(caseArbitrary(routes), { seed: SEED, numRuns: REQUESTS }), ...everyParameterAndForm()];
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
    console.log(`fuzz (${api.kind}): ${cases.length} requests over ${routes.length} routes, by status: ${JSON.stringify(statuses)}`);
    expect(problems.slice(0, 20)).toEqual([]);
  }, 180_000);
});
