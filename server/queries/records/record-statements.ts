// The statements of a list of one entity's table, as drizzle builds them: a page of rows with their
// joined embeds, and a search's page with its total. record-pages.ts runs them, or prepares the
// commonest shapes once with placeholders in place of the values.
import { type Placeholder, type SQL, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { EntityDescription } from '../../../shared/entity-types.ts';
import type { Db } from '../../db/connect.ts';
import { joinedEmbeds } from './joined-embeds.ts';
import type { ListQuery } from './record-query.ts';
import { EXACT_TOTAL_LIMIT } from './record-totals.ts';

/** The name of a search's total beside the matched rows (not a field name: those are lower case). */
export const TOTAL = 'TOTAL';

const columnsOf = (subquery: object) => (name: string) => (subquery as Record<string, AnyPgColumn>)[name]!;

type Ordering = (query: ListQuery, of?: (name: string) => AnyPgColumn) => SQL[];

export function recordStatements(db: Db, entity: EntityDescription, table: PgTable, ordering: Ordering) {
  const column = columnsOf(table);
  const idColumn = column('id');
  const columnNames = Object.keys(getTableColumns(table));
  /** The row's own columns as a subquery of it names them. */
  const ownColumns = (of: (name: string) => AnyPgColumn) => Object.fromEntries(columnNames.map((name) => [name, of(name)]));
  const joined = joinedEmbeds(entity);
  /** The rows of `table` with the embeds joined into list statements. */
  const withJoined = () => joined.join(db.select(joined.selection(table)).from(table).$dynamic(), column);

  /** A page's statement: one page of rows in order, with their joined embeds; a deep page finds its ids first (the sort index alone can answer that). */
  function pageStatement(where: SQL | undefined, order: SQL[], deep: boolean, perPage: number | Placeholder, offset: number | Placeholder) {
    if (!deep)
      return withJoined()
        .where(where)
        .orderBy(...order)
        .limit(perPage)
        .offset(offset);
    const ids = db
      .select({ id: idColumn })
      .from(table)
      .where(where)
      .orderBy(...order)
      .limit(perPage)
      .offset(offset);
    return withJoined()
      .where(inArray(idColumn, ids))
      .orderBy(...order);
  }

  /** The statement of fewMatches: the matches of `where`, at most one more than EXACT_TOTAL_LIMIT, and a page of them with their count and joined embeds. */
  function fewMatchesStatement(where: SQL | undefined, query: ListQuery, perPage: number | Placeholder, offset: number | Placeholder) {
    const matches = db
      .select()
      .from(table)
      .where(where)
      .limit(EXACT_TOTAL_LIMIT + 1)
      .as('matches');
    const inMatches = columnsOf(matches);
    // The page is cut before the embedded records are joined: only its rows are looked up.
    const page = db
      .select({ ...ownColumns(inMatches), [TOTAL]: sql<number>`count(*) over ()`.as(TOTAL) })
      .from(matches)
      .orderBy(...ordering(query, inMatches))
      .limit(perPage)
      .offset(offset)
      .as('page');
    const inPage = columnsOf(page);
    return joined
      .join(
        db
          .select({ ...joined.selection(ownColumns(inPage)), [TOTAL]: inPage(TOTAL) })
          .from(page)
          .$dynamic(),
        inPage,
      )
      .orderBy(...ordering(query, inPage));
  }

  return { joined, withJoined, pageStatement, fewMatchesStatement };
}
