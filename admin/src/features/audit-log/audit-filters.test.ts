import { describe, expect, it } from 'vitest';
import { NO_FILTERS, auditQuery } from './audit-filters.ts';

describe('auditQuery', () => {
  it('sends nothing for empty filters', () => {
    expect(auditQuery(NO_FILTERS)).toEqual([]);
  });

  it('sends the person as q, the record type and id, and the days as local midnights, the last day whole', () => {
    const query = Object.fromEntries(
      auditQuery({ person: ' admin@ ', entity: 'dealer', recordId: ' 12 ', from: '2026-03-05', to: '2026-03-06' }).map((f) => [
        'field' in f ? f.field : '',
        f.value,
      ]),
    );
    expect(query).toEqual({
      q: 'admin@',
      entity: 'dealer',
      record_id: '12',
      from: new Date(2026, 2, 5).toISOString(),
      to: new Date(2026, 2, 7).toISOString(),
    });
  });
});
