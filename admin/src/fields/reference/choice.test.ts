import type { BaseRecord } from '@refinedev/core';
import { describe, expect, it } from 'vitest';
import { lookupOf, optionsOf, rowsOf, searchTextOf } from './choice.ts';

const nameOf = (record: BaseRecord) => String(record.name);
const OLIVE = { value: 7, label: 'Olive Owner' };

describe('the reference picker', () => {
  it('searches the entity for typed text, and lists its first page for none', () => {
    expect(lookupOf('users', ' ngu ')).toEqual({ url: '/api/users/search', query: { q: 'ngu' } });
    expect(lookupOf('dealers', '')).toEqual({ url: '/api/dealers', query: { per_page: 50 } });
  });

  it('narrows both to the filters the field declares', () => {
    expect(lookupOf('users', 'ngu', { role: 'USER' })).toEqual({ url: '/api/users/search', query: { role: 'USER', q: 'ngu' } });
    expect(lookupOf('users', '', { role: 'USER' })).toEqual({ url: '/api/users', query: { role: 'USER', per_page: 50 } });
  });

  it('reads the rows of the search (an array) and of the list (a page)', () => {
    expect(rowsOf([{ id: 1 }])).toEqual([{ id: 1 }]);
    expect(rowsOf({ data: [{ id: 2 }], total: 1 })).toEqual([{ id: 2 }]);
    expect(rowsOf(undefined)).toEqual([]);
  });

  it('does not search for the chosen option’s own label', () => {
    expect(searchTextOf('Olive Owner', OLIVE)).toBe('');
    expect(searchTextOf('Oli ', OLIVE)).toBe('Oli');
    expect(searchTextOf('Oli', undefined)).toBe('Oli');
  });

  it('names the rows, with the chosen record first while nobody is searching', () => {
    const rows = [
      { id: 1, name: 'Ann Apple' },
      { id: 2, name: 'Ben Berry' },
    ];
    expect(optionsOf(rows, nameOf, OLIVE, false)).toEqual([OLIVE, { value: 1, label: 'Ann Apple' }, { value: 2, label: 'Ben Berry' }]);
    expect(optionsOf(rows, nameOf, OLIVE, true)).toHaveLength(2);
    expect(optionsOf(rows, nameOf, { value: 2, label: 'Ben Berry' }, false)).toEqual([
      { value: 2, label: 'Ben Berry' },
      { value: 1, label: 'Ann Apple' },
    ]);
    expect(optionsOf(rows, nameOf, { value: 2, label: 'Ben Berry' }, true)).toEqual([
      { value: 1, label: 'Ann Apple' },
      { value: 2, label: 'Ben Berry' },
    ]);
    expect(optionsOf(rows, nameOf, undefined, false)).toHaveLength(2);
  });
});
