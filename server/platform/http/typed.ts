// Handlers typed from their route's schemas (Fastify's type provider), so no request part is cast:
// a part that names a schema (`body: { $ref: 'LoginForm#' }`) has that schema's generated type, a
// part written in the route (params, query) the type json-schema-to-ts reads from it. Answers stay
// untyped here: each handler declares the type of schemas/answers/ it returns.
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { SchemaTypes } from '../../generated/schema-types.ts';

type Named<Schema> = Schema extends { $ref: `${infer Name}#` } ? (Name extends keyof SchemaTypes ? SchemaTypes[Name] : unknown) : never;

/** The request part a route's schema describes. */
type PartOf<Schema> = [Named<Schema>] extends [never] ? (JsonSchemaToTsProvider & { schema: Schema })['validator'] : Named<Schema>;

export interface SchemaTypeProvider extends FastifyTypeProvider {
  validator: PartOf<this['schema']>;
  serializer: unknown;
}

/** The app as a route module registers on it: its handlers' request parts typed from their schemas. */
export type TypedApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, SchemaTypeProvider>;

/** The app with its handlers typed from their schemas (one call at the top of a route module). */
export const typed = (app: FastifyInstance): TypedApp => app.withTypeProvider<SchemaTypeProvider>();
