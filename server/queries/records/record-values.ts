// A record's values between the API and its table: the page a list answers, a row without its
// write-only fields, and the fields a request body may write.
import type { EntityDescription } from '../../../shared/entity-types.ts';

export type Row = Record<string, unknown>;

export interface Page<T = Row> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  /** The total is the planner's estimate (a list past EXACT_TOTAL_LIMIT rows), not a count. */
  total_is_estimate: boolean;
}

/**
 * A row as the API returns it: without write-only fields such as password hashes. Built by
 * copying the other fields, not by deleting from a copy: an object fields were deleted from
 * becomes a hash table, slower to read and to serialise.
 */
export function present(entity: EntityDescription, row: Row): Row {
  const { writeOnly } = entity.fields;
  if (!writeOnly.length) return row;
  const out: Row = {};
  for (const field in row) if (!writeOnly.includes(field)) out[field] = row[field];
  return out;
}

/** What another record embeds of a row: the entity's x-embedded-fields when it names them, else the row as presented. */
export function embeddedPart(entity: EntityDescription, row: Row): Row {
  if (!entity.embeddedFields) return present(entity, row);
  const out: Row = {};
  for (const field of entity.embeddedFields) out[field] = row[field];
  return out;
}

/** The columns a request body may write: known, not read-only, not virtual; timestamps as dates. */
export function writableValues(entity: EntityDescription, body: Row): Row {
  const values: Row = {};
  for (const field of entity.fields.all) {
    if (!(field in body) || entity.fields.readOnly.includes(field) || entity.fields.virtual.includes(field)) continue;
    const value = body[field];
    values[field] = entity.fields.dateTimes.includes(field) && typeof value === 'string' ? new Date(value) : value;
  }
  return values;
}
