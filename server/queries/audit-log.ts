// The audit log of staff changes (audit_entries): one row per write by staff or an API account
// (and per record an owner's deletion of their own account changes),
// inserted with the transaction of the write itself, so a failed write leaves no row and no
// write stands without one. Every staff write path calls auditChange with its transaction; the
// table is append-only (a trigger refuses UPDATE, DELETE and TRUNCATE) and the API only reads it.
import { type SQL, and, gte, lt } from 'drizzle-orm';
import { SECRET_CHANGED, SECRET_KEPT, isSecretField } from '../../shared/audit-diff.ts';
import type { AuditAction } from '../../shared/generated/types.ts';
import type { Db } from '../db/connect.ts';
import { auditEntries } from '../generated/tables.ts';
import type { SessionUser } from './tokens.ts';

type Fields = Record<string, unknown>;

/** Who made the change: the signed-in user of the request (or the account a reset link proved). */
export type AuditActor = Pick<SessionUser, 'id' | 'email' | 'role'>;

export interface AuditedChange {
  action: AuditAction;
  /** The entity id of the record (`dealer`, `content-document`, `model-spec`). */
  entity: string;
  /** Its id, or its key where that is how it is named (content documents). */
  recordId: number | string;
  /** The record's fields before the change; none for a new record. */
  before?: Fields | null;
  /** Its fields after; none once deleted. */
  after?: Fields | null;
}

/** Plain JSON, dates as ISO text, as the entry stores it. */
const plain = (fields: Fields | null | undefined): Fields | null => (fields ? (JSON.parse(JSON.stringify(fields)) as Fields) : null);

/** Nested values keep no secret either (JSON columns), marked as kept: there is no earlier value to compare. */
function withoutNestedSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNestedSecrets);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, isSecretField(key) && inner != null ? SECRET_KEPT : withoutNestedSecrets(inner)]),
  );
}

/**
 * Before and after with every secret replaced by a marker: SECRET_CHANGED where the change set or
 * replaced it, SECRET_KEPT where it stayed; an empty secret stays empty (that it is unset is no secret).
 */
export function withoutSecrets(before: Fields | null, after: Fields | null): { before: Fields | null; after: Fields | null } {
  const out = { before: withoutNestedSecrets(before) as Fields | null, after: withoutNestedSecrets(after) as Fields | null };
  for (const field of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    if (!isSecretField(field)) continue;
    const old = before?.[field];
    const now = after?.[field];
    if (out.before && field in out.before) out.before[field] = old == null ? old : SECRET_KEPT;
    if (out.after && field in out.after) out.after[field] = now == null ? now : before && old === now ? SECRET_KEPT : SECRET_CHANGED;
  }
  return out;
}

/** Whether the actor's changes are recorded: staff's and API accounts', not an owner's own. */
export const isAudited = (actor: AuditActor) => actor.role.toUpperCase() !== 'USER';

/**
 * Records one change, with `tx`, the transaction that writes it. An owner's own write (their
 * account, vehicles, bookings) is not a staff change and is not recorded.
 */
export async function auditChange(tx: Db, actor: AuditActor, change: AuditedChange): Promise<void> {
  if (isAudited(actor)) await recordChange(tx, actor, change);
}

/** Records one change whoever made it: an owner's deletion of their own account is kept too (docs/decisions.md, "The owner's data"). */
export async function recordChange(tx: Db, actor: AuditActor, change: AuditedChange): Promise<void> {
  const { before, after } = withoutSecrets(plain(change.before), plain(change.after));
  await tx.insert(auditEntries).values({
    actor_id: actor.id,
    actor_email: actor.email,
    actor_role: actor.role.toUpperCase(),
    action: change.action,
    entity: change.entity,
    record_id: String(change.recordId),
    before,
    after,
  });
}

/** Runs `write` in a transaction and records the change it answers with that same transaction. */
export function withAudit(db: Db, actor: AuditActor, write: (tx: Db) => Promise<AuditedChange>): Promise<AuditedChange> {
  return db.transaction(async (tx) => {
    const change = await write(tx);
    await auditChange(tx, actor, change);
    return change;
  });
}

/** The condition of entries made in [from, to): the audit log's time range. */
export function madeBetween(from: Date | undefined, to: Date | undefined): SQL | undefined {
  return and(from && gte(auditEntries.created_at, from), to && lt(auditEntries.created_at, to));
}
