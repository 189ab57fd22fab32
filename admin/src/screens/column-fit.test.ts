import { describe, expect, it } from 'vitest';
import { foldMore, foldOrder } from './column-fit.ts';
import { type Column, column } from './columns.ts';

const col = (field: string, priority?: Column['priority']): Column => column({ field, label: field, kind: 'text', priority });
const ids = (columns: readonly Column[]) => columns.map((c) => c.field);

describe('folding columns that do not fit', () => {
  const columns = [col('name', 'high'), col('code'), col('flag', 'low'), col('price'), col('cost', 'low'), col('note')];
  const order = foldOrder(columns);

  it('folds the low ones first, the rightmost first among equals, and never a high one', () => {
    expect(ids(order)).toEqual(['cost', 'flag', 'note', 'price', 'code']);
  });

  it('folds as many as free the excess width, at least one', () => {
    const widths: Record<string, number> = { cost: 100, flag: 60, note: 240, price: 90, code: 80 };
    const widthOf = (id: string) => widths[id.split(':')[0]!]!;
    expect([...foldMore(order, new Set(), 150, widthOf)]).toEqual(['cost:text', 'flag:text']);
    expect([...foldMore(order, new Set(), 1, widthOf)]).toEqual(['cost:text']);
    // Still too wide once those are gone (the details' toggle took room): one more.
    expect([...foldMore(order, new Set(['cost:text', 'flag:text']), 1, widthOf)]).toEqual(['cost:text', 'flag:text', 'note:text']);
    expect(foldMore(order, new Set(), 10_000, widthOf).size).toBe(5);
  });
});
