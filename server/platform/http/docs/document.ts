// The one pass over the OpenAPI document @fastify/swagger builds (its transformObject), which makes
// it a valid OpenAPI 3.0 document whatever the routes declare: every schema in 3.0's dialect
// (openapi-30-schema.ts), paths as clients write them (no trailing slash, Fastify's wildcard named),
// an operationId on every operation and its refusals (refusals.ts). Runs once; swagger keeps the result.
// Before it, each route's schema as swagger reads it (its transform): an upload's form as its body.
import type { FastifySchema } from 'fastify';
import { typeName } from '../../../../shared/naming.ts';
import { openApi30Schema } from './openapi-30-schema.ts';
import { type Operation, withRefusals } from './refusals.ts';

export interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, unknown> };
  [key: string]: unknown;
}

/** Fastify's `*` (the rest of the path) under a name a path template can hold. */
const WILDCARD = 'wildcard';

/** `/api/accessories/` → `/api/accessories`, `/api/files/{*}` → `/api/files/{wildcard}`. */
const documentedPath = (path: string) => path.replace(/(.)\/$/, '$1').replace('{*}', `{${WILDCARD}}`);

/** `get /api/vehicles/vehicle/{id}` → `getVehiclesVehicleById`: the method, then each segment after /api, a parameter as By and its name. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment)?.[1];
      return (parameter ? 'By-' : '') + typeName((parameter ?? segment).replace(/[^A-Za-z0-9]+/g, '-'));
    });
  return method + typeName(words.join('-'));
}

/**
 * A route that reads a multipart form itself declares `consumes` and no body (Fastify holds no parsed
 * body for it): documented with the form as its body, so that it reads as a call that takes one.
 */
export function withFormBody({ schema, url }: { schema: FastifySchema; url: string }): { schema: FastifySchema; url: string } {
  const readsForm = schema?.consumes?.includes('multipart/form-data') && !schema.body;
  const form = { description: 'The form its summary names', content: { 'multipart/form-data': { schema: { type: 'object' } } } };
  return { schema: readsForm ? { ...schema, body: form } : schema, url };
}

/** Every value under a `schema` key (parameters, bodies, answers, headers) in 3.0's dialect. */
function withSchemas30(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withSchemas30);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, key === 'schema' ? openApi30Schema(value) : withSchemas30(value)]));
}

function documentedOperation(method: string, path: string, operation: Operation): Operation {
  const parameters = operation.parameters?.map((p) => (p.in === 'path' && p.name === '*' ? { ...p, name: WILDCARD } : p));
  const named = { ...operation, ...(parameters && { parameters }), operationId: operation.operationId ?? operationIdOf(method, path) };
  return withSchemas30({ ...named, responses: withRefusals(method, named) }) as Operation;
}

export function finishDocument(document: Document): Document {
  // Two raw paths may become one (`/api/vehicleservices` of the owner's booking, `/api/vehicleservices/` of the list).
  const paths: Document['paths'] = {};
  for (const [rawPath, operations] of Object.entries(document.paths)) {
    const path = documentedPath(rawPath);
    for (const [method, operation] of Object.entries(operations)) (paths[path] ??= {})[method] = documentedOperation(method, path, operation);
  }
  const schemas = Object.fromEntries(Object.entries(document.components.schemas ?? {}).map(([name, schema]) => [name, openApi30Schema(schema)]));
  return { ...document, paths, components: { ...document.components, schemas } };
}
