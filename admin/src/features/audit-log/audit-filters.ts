// What the audit log screen searches by, and how that becomes the list's query: the person's
// email (any part, `q`), the record type and id, and a range of days in the viewer's own time
// (from the start of the first day to the end of the last, sent as instants).
import type { CrudFilter } from '@refinedev/core';
import dayjs from 'dayjs';

export interface AuditFilters {
  person: string;
  entity: string | null;
  recordId: string;
  /** Calendar days as the date inputs give them, "2026-03-05". */
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = { person: '', entity: null, recordId: '', from: '', to: '' };

const startOf = (day: string) => dayjs(day).startOf('day').toISOString();

export function auditQuery(filters: AuditFilters): CrudFilter[] {
  const query: Record<string, string | null> = {
    q: filters.person.trim(),
    entity: filters.entity,
    record_id: filters.recordId.trim(),
    from: filters.from && startOf(filters.from),
    // The end of the last day chosen: the API's `to` is exclusive.
    to: filters.to && dayjs(filters.to).add(1, 'day').startOf('day').toISOString(),
  };
  return Object.entries(query)
    .filter(([, value]) => value)
    .map(([field, value]) => ({ field, operator: 'eq', value }));
}
