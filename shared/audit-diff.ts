// What an audit entry's before and after say changed, field by field, as the back office shows
// it; and the words the server stores in place of a secret (a password hash, a token, an
// authenticator secret), so that a changed secret shows as changed without its value ever being kept.

/** Stored for a secret that was there and stayed the same. */
export const SECRET_KEPT = '[secret]';
/** Stored for a secret that was set or replaced by the change. */
export const SECRET_CHANGED = '[secret changed]';

/** Field names whose values are never stored: passwords, their hashes, tokens, keys, two-step sign-in's secrets and recovery codes. */
export const isSecretField = (name: string) => /password|token|secret|api_?key|recovery_code/i.test(name);

/** Timestamps every write moves; they say nothing the entry's own time does not. */
const BOOKKEEPING = new Set(['updated_at']);

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

type Fields = Record<string, unknown> | null | undefined;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields whose values differ, in the record's own field order (after's, then fields only before had). */
export function changedFields(before: Fields, after: Fields): FieldChange[] {
  const names = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  return names
    .filter((field) => !BOOKKEEPING.has(field) && !same(before?.[field], after?.[field]))
    .map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }));
}
