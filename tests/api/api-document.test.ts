// The API document at /api/docs/json is one a client generator can take (server/platform/http/docs/document.ts):
// swagger-parser finds it valid OpenAPI, Redocly's recommended rules find no error, each operation
// has its own operationId, and each one behind sign-in documents the 401 it answers a visitor. And
// what the answers let caches keep (server/platform/http/cache-control.ts): nothing of a signed-in caller's,
// the public catalogue a short while.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApi, startApi } from './harness.ts';

interface Operation {
  operationId?: string;
  'x-roles'?: string[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

const redocly = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');

let api: TestApi;
let document: Document;
beforeAll(async () => {
  api = await startApi();
  const reply = await api.get('visitor', '/api/docs/json');
  expect(reply.status).toBe(200);
  document = reply.body;
});
afterAll(() => api.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ method, path, operation })));

/** Redocly's recommended rules over the document, by its CLI (no telemetry, no update notice): the problems it finds. */
async function redoclyProblems(): Promise<LintProblem[]> {
  const folder = await mkdtemp(join(tmpdir(), 'api-document-'));
  try {
    const file = join(folder, 'openapi.json');
    await writeFile(file, JSON.stringify(document));
    const args = [redocly, 'lint', '--extends=recommended', '--format=json', '--max-problems=1000', file];
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
    // It exits 1 when it finds an error, with its report on stdout all the same.
    const stdout = await promisify(execFile)(process.execPath, args, { env, maxBuffer: 64 * 1024 * 1024 }).then(
      (done) => done.stdout,
      (failed: { stdout?: string }) => failed.stdout ?? '',
    );
    return (JSON.parse(stdout) as { problems: LintProblem[] }).problems;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

describe('the API document', () => {
  it('is valid OpenAPI to swagger-parser', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it("has no error by Redocly's recommended rules", async () => {
    const errors = (await redoclyProblems()).filter((problem) => problem.severity === 'error');
    expect(errors.map((e) => `${e.ruleId}: ${e.message} (${e.location[0]?.pointer})`)).toEqual([]);
  }, 60_000);

  it('gives every operation an operationId of its own', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.length).toBeGreaterThan(200);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(document.paths['/api/vehicles/vehicle/{id}']?.put?.operationId).toBe('putVehiclesVehicleById');
  });

  it('documents the refusal a visitor gets (401) on every operation behind sign-in, and 404 where a path names a record', () => {
    const signedIn = operations().filter(({ operation }) => operation['x-roles']);
    expect(signedIn.length).toBeGreaterThan(200);
    const refusal = (operation: Operation, status: string) => operation.responses[status]?.content?.['application/json']?.schema?.$ref;
    expect(
      signedIn.filter(({ operation }) => refusal(operation, '401') !== '#/components/schemas/Refusal').map(({ method, path }) => `${method} ${path}`),
    ).toEqual([]);
    const withId = operations().filter(({ path }) => path.includes('{id}'));
    expect(withId.filter(({ operation }) => !refusal(operation, '404')).map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  it('documents the refusals only a handler knows, as its route declares them: a throttle (429), a change made meanwhile (409)', () => {
    for (const [method, path] of [
      ['post', '/api/users/validate_registration'],
      ['post', '/api/password/reset'],
      ['post', '/api/vehicleservices'],
    ] as const) {
      expect(document.paths[path]![method]!.responses, `${method} ${path}`).toHaveProperty('429');
    }
    expect(document.paths['/api/vehicles/vehicle/{id}']!.put!.responses).toHaveProperty('409');
    expect(document.paths['/api/outbox/{id}/retry']!.post!.responses).toHaveProperty('409');
  });

  it('documents an upload (a form its handler reads) with its body and the 413 of a file too large', () => {
    const upload = document.paths['/api/users/upload']!.post!;
    expect(upload.requestBody?.content).toHaveProperty(['multipart/form-data']);
    expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(['400', '401', '403', '413', '422']));
  });
});

describe('Cache-Control of API answers', () => {
  const cacheControl = async (as: 'owner' | 'visitor', url: string) => {
    const response = await api.app.inject({ url, headers: api.authorization(as) });
    return { status: response.statusCode, cacheControl: response.headers['cache-control'] };
  };

  it('tells browsers and proxies to keep no signed-in answer, nor a refusal', async () => {
    expect(await cacheControl('owner', '/api/user')).toEqual({ status: 200, cacheControl: 'private, no-store' });
    expect(await cacheControl('owner', '/api/vehicles/user')).toEqual({ status: 200, cacheControl: 'private, no-store' });
    expect(await cacheControl('visitor', '/api/user')).toEqual({ status: 401, cacheControl: 'private, no-store' });
  });

  it('lets anyone keep the public catalogue a short while, whoever asked', async () => {
    for (const as of ['visitor', 'owner'] as const) {
      const answer = await cacheControl(as, '/api/content/search?type=C-Models');
      expect(answer.status).toBe(200);
      expect(answer.cacheControl).toBe('public, max-age=60');
    }
  });
});
