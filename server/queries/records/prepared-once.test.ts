import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/connect.ts';
import { MOST_KEPT_STATEMENTS, type PreparedStatement, preparedOnce } from './prepared-once.ts';

const db = {} as Db;

describe('statements kept once', () => {
  it('builds a key once and names it; past the most kept, builds each use unnamed rather than grow', () => {
    const names: string[] = [];
    const build = (name: string): PreparedStatement => {
      names.push(name);
      return { execute: () => Promise.resolve([]) };
    };
    const first = preparedOnce(db, 'test shape 0', build);
    expect(preparedOnce(db, 'test shape 0', build)).toBe(first);
    expect(names).toEqual([expect.stringMatching(/^kept_\d+$/)]);

    for (let i = 1; i <= MOST_KEPT_STATEMENTS; i++) preparedOnce(db, `test shape ${i}`, build);
    names.length = 0;
    preparedOnce(db, 'test shape past the most', build);
    preparedOnce(db, 'test shape past the most', build);
    expect(names).toEqual(['', '']);
    preparedOnce(db, 'test shape 0', build);
    expect(names).toHaveLength(2);
  });
});
