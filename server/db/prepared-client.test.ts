import { describe, expect, it } from 'vitest';
import { MAX_PREPARED_SHAPES, StatementNames } from './prepared-client.ts';

describe('StatementNames', () => {
  it('names a statement from its second run on, always by the same name', () => {
    const names = new StatementNames();
    const text = 'select "id" from "vehicles" where "id" = $1';
    expect(names.nameFor(text)).toBeUndefined();
    const name = names.nameFor(text);
    expect(name).toMatch(/^s\d+$/);
    expect(names.nameFor(text)).toBe(name);
  });

  it('gives different statements different names', () => {
    const names = new StatementNames();
    const first = ['select 1 where $1::int = 1', 'select 1 where $1::int = 1'].map((t) => names.nameFor(t))[1];
    const second = ['update "users" set "email" = $1', 'update "users" set "email" = $1'].map((t) => names.nameFor(t))[1];
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
  });

  it('leaves statements PostgreSQL does not plan unnamed', () => {
    const names = new StatementNames();
    for (const text of ['begin', 'SET LOCAL statement_timeout = 1000', 'CREATE TEMP TABLE t AS SELECT 1', 'LOCK TABLE "users"'])
      for (let run = 0; run < 3; run++) expect(names.nameFor(text)).toBeUndefined();
    for (const text of ['WITH x AS (SELECT 1) SELECT * FROM x', '  (select 1) union (select 2)', 'INSERT INTO t VALUES ($1)', 'delete from t'])
      expect([names.nameFor(text), names.nameFor(text)][1]).toBeDefined();
  });

  it('prepares at most so many shapes, and keeps the ones it has', () => {
    const names = new StatementNames();
    const twice = (text: string) => [names.nameFor(text), names.nameFor(text)][1];
    const kept = Array.from({ length: MAX_PREPARED_SHAPES }, (_, i) => twice(`select ${i}`));
    expect(new Set(kept).size).toBe(MAX_PREPARED_SHAPES);
    expect(twice('select "one more"')).toBeUndefined();
    expect(names.nameFor('select 0')).toBe(kept[0]);
  });
});
