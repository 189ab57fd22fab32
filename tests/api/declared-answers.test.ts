// Every call of the API declares what it answers (server/README.md): the OpenAPI document at
// /api/docs/json gives each operation the schema of its success status, and the answers the
// hand-written routes send match the shapes declared in schemas/answers.
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { components } from '../../server/generated/openapi.ts';
import { PASSWORD, type TestApi, startApi } from './harness.ts';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/** Each operation of the document as "method path" with the statuses whose answer has a schema. */
async function declaredAnswers(): Promise<Map<string, string[]>> {
  const reply = await api.get('visitor', '/api/docs/json');
  expect(reply.status).toBe(200);
  const operations = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(reply.body.paths as Record<string, Record<string, Operation>>)) {
    if (!path.startsWith('/api/')) continue;
    for (const [method, operation] of Object.entries(methods)) {
      const statuses = Object.entries(operation.responses ?? {})
        .filter(([, response]) => Object.values(response.content ?? {}).some((media) => media.schema))
        .map(([status]) => status);
      operations.set(`${method} ${path}`, statuses);
    }
  }
  return operations;
}

describe('declared answers', () => {
  it('gives every operation under /api the schema of its success status', async () => {
    const operations = await declaredAnswers();
    expect(operations.size).toBeGreaterThan(50);
    const succeeds = (statuses: string[]) => statuses.some((s) => s.startsWith('2'));
    // A call that never succeeds (registering without an invitation) declares its refusal instead.
    const onlyRefuses = (statuses: string[]) => statuses.length > 0 && statuses.every((s) => s.startsWith('4'));
    const undeclared = [...operations].filter(([, statuses]) => !succeeds(statuses) && !onlyRefuses(statuses)).map(([operation]) => operation);
    expect(undeclared).toEqual([]);
  });

  it('names a schema of schemas/answers (or a record) for every object a hand-written route answers, never an inline shape', async () => {
    const reply = await api.get('visitor', '/api/docs/json');
    type Shape = { properties?: Record<string, unknown>; items?: { properties?: unknown } } | undefined;
    // The generic routes' page of records ({data, current_page...}) is made from each entity's record, not written by hand.
    const page = (schema: Shape) => Boolean(schema?.properties?.current_page);
    /** An object schema written in the route itself: it has properties of its own where a named one has a $ref. */
    const inline = (schema: Shape) => !page(schema) && Boolean(schema?.properties ?? schema?.items?.properties);
    const written: string[] = [];
    for (const [path, methods] of Object.entries(reply.body.paths as Record<string, Record<string, Operation>>)) {
      for (const [method, operation] of Object.entries(methods)) {
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          const schemas = Object.values(response.content ?? {}).map((media) => media.schema as Parameters<typeof inline>[0]);
          if (schemas.some(inline)) written.push(`${method} ${path} ${status}`);
        }
      }
    }
    expect(written).toEqual([]);
  });

  it('answers sign-in, the user, settings, content and the dashboard as their schemas declare', async () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    for (const [name, schema] of Object.entries(components)) ajv.addSchema({ ...schema, $id: name });
    const expectShape = (name: string, body: unknown) => {
      const validate = ajv.getSchema(name)!;
      expect(validate(body), `${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
    };

    const owner = await api.get('owner', '/api/user');
    const login = await api.post('visitor', '/api/login', { username: owner.body.data.email, password: PASSWORD });
    expectShape('SignedIn', login.body);
    expectShape('UserAnswer', owner.body);
    expectShape('PublicSettings', (await api.get('visitor', '/api/settings')).body);
    expectShape('ContentSearchResult', (await api.get('visitor', '/api/content/search')).body);
    expectShape('Dashboard', (await api.get('admin', '/api/dashboard')).body);
    expectShape('PasswordOutcome', (await api.post('visitor', '/api/password/email', { email: 'nobody@test.example' })).body);
    expectShape('Refusal', (await api.post('visitor', '/api/register', {})).body);
    expectShape('Done', (await api.post('owner', '/api/logout')).body);
  });
});
