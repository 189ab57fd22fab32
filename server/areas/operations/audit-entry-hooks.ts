// The audit log's list: besides the person (q, their email), record type, record id and action
// filters of its schema, a time range: `from` (inclusive) and `to` (exclusive) as date-times, the
// screen's local midnights; a plain date is that day in UTC, and `to` then takes the whole day.
import { madeBetween } from '../../queries/audit-log.ts';
import type { EntityHooks } from '../records/hooks.ts';

const DAY_MS = 86_400_000;
const moment = {
  anyOf: [
    { type: 'string', format: 'date-time' },
    { type: 'string', format: 'date' },
  ],
};
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

export const auditEntryHooks: EntityHooks = {
  listQuery: {
    from: { ...moment, description: 'Changes at or after this date-time (a date: from its start, UTC).' },
    to: { ...moment, description: 'Changes before this date-time (a date: until its end, UTC).' },
  },

  listWhere(query) {
    const from = typeof query.from === 'string' ? new Date(query.from) : undefined;
    const to = typeof query.to === 'string' ? new Date(new Date(query.to).getTime() + (isDate(query.to) ? DAY_MS : 0)) : undefined;
    return madeBetween(from, to);
  },
};
