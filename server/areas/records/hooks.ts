// The extension points of the generic record routes: what an entity needs beyond its schema.
// Each entity with needs of its own has one file in its area exporting these hooks
// (areas/accounts/user-hooks.ts, ...), named in server/entity-hooks.ts; their queries live in
// server/queries. What reads carry (embedded records and lists) the schema declares.
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonSchema } from '../../../shared/entity-types.ts';
import type { Db } from '../../db/connect.ts';
import type { RecordRepository, Row } from '../../queries/records/records.ts';
import type { ShapedPart } from '../../queries/records/record-query.ts';
import type { SessionUser } from '../../queries/tokens.ts';

export interface HookContext {
  app: FastifyInstance;
  request: FastifyRequest;
  user: SessionUser | null;
  /**
   * The database; during a create, update or delete (a bulk change's included), the transaction of
   * that write and of its audit entry. Hooks query through it (and `repo`, on the same connection), never app.database:
   * a write must not be half inside its transaction, and PGlite would wait for it forever.
   */
  db: Db;
  repo: RecordRepository;
}

export interface EntityHooks {
  /** Rewrites a request body into the schema's fields before it is validated (aliases, old shapes). */
  prepare?(body: Row, ctx: HookContext): Row | Promise<Row>;
  /** Sets the fields the server owns on a new record (codes, roles, hashes). */
  beforeCreate?(values: Row, body: Row, ctx: HookContext): Row | Promise<Row>;
  beforeUpdate?(values: Row, body: Row, existing: Row, ctx: HookContext): Row | Promise<Row>;
  /** Runs after a create or update, in the same request (virtual fields, linked records). */
  afterWrite?(record: Row, body: Row, ctx: HookContext): Promise<void>;
  /**
   * Runs once a create, update or bulk change has committed, with nothing of the database: it wakes
   * a job. Unlike afterWrite it leaves a create to be one statement (audited-create.ts).
   */
  afterCommit?(app: FastifyInstance): void;
  /** Query parameters the list accepts besides paging, search, sort and the generic filters. */
  listQuery?: Record<string, JsonSchema>;
  /** Extra list conditions from those parameters or from who is asking: a ShapedPart when its text never varies, so the list is kept built. */
  listWhere?(query: Record<string, unknown>, ctx: HookContext): SQL | ShapedPart | undefined;
  /** Replaces deletion (a dealer is disabled, not deleted; an owner's vehicles and bookings are kept). Answers undefined when there is no such record. */
  remove?(id: number, ctx: HookContext): Promise<Removed | undefined>;
}

/** What a delete did: the stored files it dropped, and what its audit entry keeps of the record where not all of it (an owner's personal details go). */
export interface Removed {
  files: string[];
  before?: Row;
}

/**
 * Deletes one record through its entity's remove hook, else the generic delete; answers the keys of
 * the stored files that went with it (forgetFiles removes them once the delete commits), or
 * undefined when there was no such record.
 */
export async function removeRecord(hooks: EntityHooks, id: number, ctx: HookContext): Promise<Removed | undefined> {
  if (hooks.remove) return hooks.remove(id, ctx);
  const files = await ctx.repo.remove(id);
  return files && { files };
}
