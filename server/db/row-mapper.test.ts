import * as drizzleOrm from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import { models, users, vehicles } from '../generated/tables.ts';
import { type MappedStatement, isoTimestamp, rowMapper, withRowMapper } from './row-mapper.ts';

/** drizzle's own mapping, which its typings leave out. */
const { mapResultRow } = drizzleOrm as unknown as {
  mapResultRow: (fields: MappedStatement['fields'], row: unknown[], notNullable?: Record<string, boolean>) => Record<string, unknown>;
};
const db = drizzle.mock();
const owner = alias(users, 'embedded_user');
const model = alias(models, 'embedded_model');

/** A list statement as the repositories build one: the row's own columns, two left-joined records and a computed field. */
const listStatement = () =>
  db
    .select({
      LISTED: vehicles,
      user: { id: owner.id, firstname: owner.firstname, lastname: owner.lastname, created_at: owner.created_at },
      model: { id: model.id, model: model.model },
      matches: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(vehicles)
    .leftJoin(owner, sql`${owner.id} = ${vehicles.user_id}`)
    .leftJoin(model, sql`${model.id} = ${vehicles.models_id}`)
    .prepare('list') as unknown as Required<Pick<MappedStatement, 'fields' | 'joinsNotNullableMap'>> & MappedStatement;

/** A row as the driver gives it: text where drizzle decodes (timestamps, dates, the count), the value otherwise. */
function driverRow(statement: ReturnType<typeof listStatement>, values: Record<string, unknown>): unknown[] {
  return statement.fields.map(({ path }) => {
    const key = path.join('.');
    if (key in values) return values[key];
    if (path[0] === 'LISTED' && (path[1] === 'created_at' || path[1] === 'updated_at')) return '2026-11-26 10:00:00.123+00';
    return null;
  });
}

describe('rowMapper', () => {
  const statement = listStatement();
  const rows = [
    // Both records found, the owner's timestamp as JSON writes it.
    driverRow(statement, {
      'LISTED.id': 7,
      'LISTED.vin': 'LGWEF4A59MH000001',
      'user.id': 3,
      'user.firstname': 'Ann',
      'user.created_at': '2026-01-02 03:04:05.678+00',
      'model.id': 2,
      'model.model': 'Cannon',
      matches: '41',
    }),
    // No owner: the embed is null, not an object of nulls.
    driverRow(statement, { 'LISTED.id': 8, 'LISTED.vin': 'LGWEF4A59MH000002', 'model.id': 2, 'model.model': 'Cannon', matches: '41' }),
    // An owner found whose other fields are empty stays an object.
    driverRow(statement, { 'LISTED.id': 9, 'LISTED.vin': 'LGWEF4A59MH000003', 'user.id': 4, matches: '41' }),
  ];

  it('maps rows as drizzle does, joined records and decoded values included, to the same JSON', () => {
    const map = rowMapper(statement.fields, statement.joinsNotNullableMap);
    const ours = rows.map(map);
    const drizzles = rows.map((row) => mapResultRow(statement.fields, row, statement.joinsNotNullableMap));
    expect(JSON.stringify(ours)).toBe(JSON.stringify(drizzles));
    expect(ours[0]!.user).toMatchObject({ id: 3, firstname: 'Ann', created_at: '2026-01-02T03:04:05.678Z' });
    expect(ours[0]!.matches).toBe(41);
    expect(ours[1]!.user).toBeNull();
    expect(ours[2]!.user).toEqual({ id: 4, firstname: null, lastname: null, created_at: null });
    expect(ours[2]!.model).toBeNull();
  });

  it('is what a kept statement maps its rows with, and leaves alone a statement already mapped otherwise', () => {
    const kept = withRowMapper(listStatement());
    expect(kept.customResultMapper!(rows)).toEqual(rows.map(rowMapper(statement.fields, statement.joinsNotNullableMap)));
    const own = (found: unknown[][]) => found;
    const relational = Object.assign(listStatement(), { customResultMapper: own });
    expect(withRowMapper(relational).customResultMapper).toBe(own);
  });
});

describe('isoTimestamp', () => {
  it("writes PostgreSQL's text of a time stamp as JSON writes its Date, whatever its fraction or offset", () => {
    for (const text of [
      '2026-01-02 03:04:05+00',
      '2026-01-02 03:04:05.5+00',
      '2026-01-02 03:04:05.678+00',
      '2026-01-02 03:04:05.678999+00',
      '1999-12-31 23:59:59.000001+00',
      '2026-01-02 14:04:05.25+11',
      '2026-07-02 03:04:05-09:30',
    ]) {
      expect(isoTimestamp(text), text).toBe(new Date(text).toISOString());
    }
    expect(isoTimestamp('2026-01-02 03:04:05.5+00')).toBe('2026-01-02T03:04:05.500Z');
    // What is no date is null, as JSON writes an invalid Date.
    expect(isoTimestamp('infinity')).toBeNull();
  });
});
