// Statements built once and prepared, per database: building a statement through drizzle costs
// more than running it for the small reads every list makes, so the shapes that repeat are kept.
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { withRowMapper } from '../../db/row-mapper.ts';
import type { Condition } from './record-query.ts';

export interface PreparedStatement {
  execute(values: Record<string, unknown>): Promise<unknown>;
}

/**
 * At most this many statements are kept, per database: a list's filters combine in many ways, and
 * each kept one is prepared on every connection. Past it a statement is built for each use.
 */
export const MOST_KEPT_STATEMENTS = 500;

const prepared = new WeakMap<Db, Map<string, PreparedStatement>>();
/**
 * A statement's name by its key, the same on every database object: a transaction runs on a
 * connection of the pool, where the same name must always mean the same text.
 */
const names = new Map<string, string>();

/** The statement known by `key` on `db`, built by `build` the first time, under a name short enough for PostgreSQL (63 bytes). */
export function preparedOnce(db: Db, key: string, build: (name: string) => PreparedStatement): PreparedStatement {
  let statements = prepared.get(db);
  if (!statements) prepared.set(db, (statements = new Map()));
  let statement = statements.get(key);
  if (!statement) {
    let name = names.get(key);
    if (!name && names.size >= MOST_KEPT_STATEMENTS) return withRowMapper(build(''));
    if (!name) names.set(key, (name = `kept_${names.size + 1}`));
    statements.set(key, (statement = withRowMapper(build(name))));
  }
  return statement;
}

/**
 * Runs the statement `build` makes of `condition` with the condition's values: kept under `key`
 * and the condition's shape when it has one, built for this run when it has not.
 */
export function runOn(db: Db, key: string, condition: Condition, build: (where: SQL | undefined, name: string) => PreparedStatement): Promise<unknown> {
  const statement =
    condition.shape === undefined
      ? withRowMapper(build(condition.sql, ''))
      : preparedOnce(db, `${key} (${condition.shape})`, (name) => build(condition.sql, name));
  return statement.execute(condition.values);
}
