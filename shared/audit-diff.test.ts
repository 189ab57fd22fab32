import { describe, expect, it } from 'vitest';
import { changedFields } from './audit-diff.ts';

describe('changedFields', () => {
  it('lists the fields whose values differ, lists and objects compared by value, updated_at left out', () => {
    const before = { name: 'A', hours: [{ day: 'Monday' }], phone: '1', updated_at: '2026-01-01' };
    const after = { name: 'B', hours: [{ day: 'Monday' }], phone: '1', updated_at: '2026-01-02' };
    expect(changedFields(before, after)).toEqual([{ field: 'name', before: 'A', after: 'B' }]);
  });

  it("a new record's set fields are all changes, and so are a deleted record's", () => {
    expect(changedFields(null, { name: 'A', note: null }).map((c) => c.field)).toEqual(['name']);
    expect(changedFields({ name: 'A', enabled: false }, null)).toEqual([
      { field: 'name', before: 'A', after: null },
      { field: 'enabled', before: false, after: null },
    ]);
  });
});
