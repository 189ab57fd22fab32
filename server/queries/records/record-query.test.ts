import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { EntityDescription } from '../../../shared/entity-types.ts';
import { entities } from '../../../shared/generated/entities.ts';
import { vehicles } from '../../generated/tables.ts';
import { type ListQuery, recordQuery } from './record-query.ts';

const dialect = new PgDialect();
const vehicle = entities.vehicle as EntityDescription;
const column = (name: string) => (vehicles as unknown as Record<string, never>)[name]!;
/** A table the planner puts at a million rows: a two-character search matches the start of a field. */
const { condition } = recordQuery(vehicle, column, () => Promise.resolve(1_000_000));

async function statementOf(query: ListQuery) {
  const where = await condition(query);
  return { ...where, text: where.sql && dialect.sqlToQuery(where.sql).sql };
}

describe("a list's condition", () => {
  it('is one statement shape whatever the values, which go apart', async () => {
    const one = await statementOf({ filters: { registration: 'ABC123', user_id: [4, 5] }, ranges: { created_at: { from: '2026-01-01' } } });
    const other = await statementOf({ filters: { registration: 'XYZ9', user_id: [6] }, ranges: { created_at: { from: '2026-06-30' } } });
    expect(one.shape).toBeDefined();
    expect(other.shape).toBe(one.shape);
    expect(other.text).toBe(one.text);
    expect(one.text).not.toContain('ABC123');
    expect(one.values).toEqual({ f0: 'ABC123', f1: [4, 5], r0from: new Date('2026-01-01T00:00:00Z') });
    expect(other.values).toEqual({ f0: 'XYZ9', f1: [6], r0from: new Date('2026-06-30T00:00:00Z') });
  });

  it('has another shape when a filter, a range end or a search is added, or a value becomes null', async () => {
    const shapes = await Promise.all(
      [
        { filters: { registration: 'ABC123' } },
        { filters: { registration: null } },
        { filters: { registration: ['ABC123'] } },
        { filters: { registration: 'ABC123' }, ranges: { created_at: { to: '2026-01-01' } } },
        { filters: { registration: 'ABC123' }, ranges: { created_at: { from: '2025-01-01', to: '2026-01-01' } } },
        { filters: { registration: 'ABC123' }, q: 'HK5Y' },
        {},
      ].map(async (query) => (await condition(query)).shape),
    );
    expect(new Set(shapes).size).toBe(shapes.length);
  });

  it("puts a search's pattern among the values: any part of a field, or its start when short on a large table", async () => {
    expect((await condition({ q: 'hk5y' })).values).toEqual({ pattern: '%hk5y%' });
    expect((await condition({ q: 'hk' })).values).toEqual({ pattern: 'hk%' });
    expect((await condition({ q: '50%' })).values).toEqual({ pattern: '%50\\%%' });
  });

  it("has no shape when it carries conditions of its own (an access rule's), built for each use", async () => {
    const scoped = await condition({ filters: { registration: 'ABC123' }, where: [sql`${vehicles.user_id} = ${7}`] });
    expect(scoped.shape).toBeUndefined();
    expect(dialect.sqlToQuery(scoped.sql!).params).toContain(7);
    expect((await condition({ where: [undefined] })).shape).toBe('');
  });

  it("keeps the shape of an entity's own condition that never varies, named by it", async () => {
    const retired = { sql: sql`${vehicles.year} < '2000'`, shape: 'retired' };
    const recent = { sql: sql`${vehicles.year} >= '2020'`, shape: 'recent' };
    const one = await statementOf({ filters: { registration: 'ABC123' }, where: [retired] });
    expect(one.shape).toContain('retired');
    expect(one.text).toContain('"vehicles"."year" < \'2000\'');
    expect((await condition({ filters: { registration: 'XYZ9' }, where: [retired] })).shape).toBe(one.shape);
    expect((await condition({ filters: { registration: 'ABC123' }, where: [recent] })).shape).not.toBe(one.shape);
  });
});
