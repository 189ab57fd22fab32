// Statements built once and prepared, per database: building a statement through drizzle costs
// more than running it for the small reads every list makes, so the commonest shapes are kept.
import type { Db } from '../../db/connect.ts';
import { withRowMapper } from '../../db/row-mapper.ts';

export interface PreparedStatement {
  execute(values: Record<string, unknown>): Promise<unknown>;
}

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
    if (!name) names.set(key, (name = `kept_${names.size + 1}`));
    statements.set(key, (statement = withRowMapper(build(name))));
  }
  return statement;
}
