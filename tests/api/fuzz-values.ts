// The values the input fuzzer sends (tests/api/fuzz-inputs.test.ts) and the route table it and
// the access matrix (tests/api/access.test.ts) read from the OpenAPI document.
import fc from 'fast-check';
import type { Role } from '../../shared/entity-types.ts';

export interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
}

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** OpenAPI path, `{name}` for each parameter. */
  path: string;
  body?: Schema;
  /** The query parameters it declares. */
  query: string[];
  /** Who may call it: `public` (the operation needs no token), the roles its guard lets through (`x-roles`), or undefined when it declares neither. */
  access?: 'public' | Role[];
}

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  security?: unknown[];
  'x-roles'?: Role[];
}

const METHODS = ['get', 'post', 'put', 'delete'] as const;

/** Every route of an OpenAPI document with its JSON body schema and its declared access. */
export function routesOf(doc: { paths: Record<string, Record<string, unknown>> }): Route[] {
  const out: Route[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = operations[method] as Operation | undefined;
      if (!operation) continue;
      out.push({
        method: method.toUpperCase() as Route['method'],
        path,
        body: operation.requestBody?.content?.['application/json']?.schema,
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        access: operation['x-roles'] ?? (operation.security?.length === 0 ? 'public' : undefined),
      });
    }
  }
  return out;
}

/** Ids a path should refuse or not find: hex, signs, leading zeros, exponents, spaces, huge, text. */
export const oddId = () =>
  fc.oneof(
    fc.constantFrom(
      '0x10',
      '+1',
      '00001',
      '1e3',
      ' 1',
      '1 ',
      '-1',
      '0',
      '1.5',
      '99999999999',
      '2147483648',
      'NaN',
      'Infinity',
      'abc',
      "1' OR '1'='1",
      '../etc/passwd',
      '%00',
      '\u0000',
      '١٢',
      '999999',
    ),
    fc.integer({ min: 1_000_000, max: 2_000_000_000 }).map(String),
    fc.string({ minLength: 1, maxLength: 40 }),
  );

/** JSON nested `depth` levels, alternating objects and lists. */
const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

/** A value a field should refuse or store safely. */
export const badValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constantFrom(null, true, false, 0, -1, 1.5, -0, 1e308, -1e308, 2 ** 53 + 1, 2147483648, -2147483649, [], {}, [1, 'a'], { a: null }, '', ' ', '        '),
    fc.constantFrom(
      '0000-01-01',
      '10000-01-01',
      '2024-02-30',
      '2024-13-01',
      '1899-12-31',
      '2024-01-01T25:00:00Z',
      '99999-01-01T00:00:00Z',
      '0001-01-01 00:00',
      '2024-01-01 24:61',
      'last Tuesday',
    ),
    fc.constantFrom(
      'a\u0000b',
      '\u0000',
      'x'.repeat(300),
      'é'.repeat(3000),
      'x'.repeat(200_000),
      '\ud800',
      '<script>alert(1)</script>',
      "'; DROP TABLE users; --",
      'NaN',
      'Infinity',
      '1e3',
      '0x10',
    ),
    fc.integer({ min: 2, max: 400 }).map(nested),
    fc.string({ maxLength: 50 }),
    fc.integer(),
    fc.double(),
    fc.array(fc.string({ maxLength: 5 }), { maxLength: 300 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 150 }),
  );
