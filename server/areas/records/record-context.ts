// What every generic route of one entity shares: the entity, its hooks and repository, the schemas
// of its record and its list's query, the access rule that limits what a caller sees, and the
// audited transaction its writes run in.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { EntityDescription, Role } from '../../../shared/entity-types.ts';
import { notFound } from '../../core/errors.ts';
import { roleOf } from '../../platform/http/auth.ts';
import { idParam } from '../../platform/http/params.ts';
import { type AuditedChange, withAudit } from '../../queries/audit-log.ts';
import { type RecordRepository, type Row, recordRepository } from '../../queries/records/records.ts';
import type { EntityHooks, HookContext } from './hooks.ts';
import { type ListRoute, filtersOf, listQuerySchema } from './list-params.ts';

export const idParams = idParam();

export function recordContext(app: FastifyInstance, entity: EntityDescription, hooks: EntityHooks) {
  const repo = recordRepository(app.database.db, entity);
  const context = (request: FastifyRequest): HookContext => ({ app, request, user: request.user, db: app.database.db, repo });

  /** Owners see and touch only their own records of an owned entity, dealer staff only their dealer's. */
  const accessScope = (request: FastifyRequest): SQL | undefined => {
    const role = request.user && roleOf(request.user);
    if (entity.owner && role === 'USER') return repo.ownedBy(request.user!.id);
    if (entity.dealer && role === 'DEALER') return repo.ofDealer(request.user!.dealers_id);
    return undefined;
  };

  function found(row: Row | undefined, id: number): Row {
    if (!row) throw notFound(`${entity.title} ${id}`);
    return row;
  }

  return {
    app,
    entity,
    hooks,
    repo,
    context,
    accessScope,
    found,
    record: { $ref: `${entity.typeName}#` },
    listQuery: listQuerySchema(entity, hooks.listQuery),
    guard: (roles: Role[]) => ({ onRequest: app.allow(...roles) }),

    /**
     * Runs a write in one transaction with its audit entry: `write` changes the record through the
     * context's db and repo (the transaction's) and answers the entry; nothing of either stays if it throws.
     */
    audited: (request: FastifyRequest, write: (ctx: HookContext) => Promise<Omit<AuditedChange, 'entity'>>) =>
      withAudit(app.database.db, request.user!, async (tx) => ({
        entity: entity.id,
        ...(await write({ app, request, user: request.user, db: tx, repo: recordRepository(tx, entity) })),
      })),

    /** What the query asks for: search text, filters and the conditions of access and the entity's hooks. */
    selection(request: FastifyRequest<ListRoute>) {
      const query = request.query;
      return { ...filtersOf(entity, query), where: [accessScope(request), hooks.listWhere?.(query, context(request))] };
    },

    /** The record, if the caller may see it; `writing` reads it with the write's repository, locked until the write ends. */
    async findOr404(request: FastifyRequest, id: number, writing?: RecordRepository): Promise<Row> {
      return found(await (writing ?? repo).find(id, [accessScope(request)], Boolean(writing)), id);
    },
  };
}

export type RecordContext = ReturnType<typeof recordContext>;
