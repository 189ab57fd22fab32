import { describe, expect, it } from 'vitest';
import { directusRows, ourRows, rowsDiffer } from './same-rows.ts';

const page = (ids: number[], total: number, estimate = false) => ({ data: ids.map((id) => ({ id })), total, total_is_estimate: estimate });
const items = (ids: number[], count?: number) => ({ data: ids.map((id) => ({ id })), ...(count === undefined ? {} : { meta: { filter_count: count } }) });

describe('ourRows and directusRows', () => {
  it('read the ids in order and an exact total', () => {
    expect(ourRows(page([3, 1, 2], 40))).toEqual({ ids: [3, 1, 2], total: 40 });
    expect(directusRows(items([3, 1, 2], 40))).toEqual({ ids: [3, 1, 2], total: 40 });
  });

  it('leave out a total our list says is an estimate', () => {
    expect(ourRows(page([1], 1_000_000, true))).toEqual({ ids: [1] });
  });

  it('read one record as a single row', () => {
    expect(ourRows({ id: 7, registration: 'ABC123' })).toEqual({ ids: [7] });
    expect(directusRows({ data: { id: 7, registration: 'ABC123' } })).toEqual({ ids: [7] });
  });
});

describe('rowsDiffer', () => {
  it('finds nothing when the rows and totals are the same', () => {
    expect(rowsDiffer(ourRows(page([5, 6], 2)), directusRows(items([5, 6], 2)))).toBeUndefined();
    expect(rowsDiffer(ourRows(page([], 0)), directusRows(items([], 0)))).toBeUndefined();
  });

  it('ignores a total only one side gives', () => {
    expect(rowsDiffer(ourRows(page([5, 6], 900_000, true)), directusRows(items([5, 6], 1_000_000)))).toBeUndefined();
  });

  it('names the first row that differs', () => {
    expect(rowsDiffer({ ids: [1, 2, 3] }, { ids: [1, 3, 2] })).toBe('the rows differ from row 2: ours [1, 2, 3], Directus [1, 3, 2]');
  });

  it('finds rows missing on one side', () => {
    expect(rowsDiffer({ ids: [1, 2] }, { ids: [1, 2, 3] })).toBe('the rows differ from row 3: ours [1, 2], Directus [1, 2, 3]');
    expect(rowsDiffer({ ids: [] }, { ids: [4] })).toBe('the rows differ from row 1: ours [], Directus [4]');
  });

  it('finds totals that differ', () => {
    expect(rowsDiffer({ ids: [1], total: 10 }, { ids: [1], total: 11 })).toBe('the totals differ: ours 10, Directus 11');
  });

  it('refuses an answer without ids, such as an error', () => {
    expect(rowsDiffer(ourRows({ message: 'Not found' }), directusRows({ errors: [{ message: 'Forbidden' }] }))).toMatch(/without a whole-number id/);
  });
});
