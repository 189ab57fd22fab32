// The lists of one entity's table: a page with its total, a search's rows without one, the ids an
// export reads and a count, each over the same conditions (record-query.ts).
import { ROWS_PER_ANSWER } from '../../../shared/limits.ts';
import type { EntityDescription } from '../../../shared/entity-types.ts';
import { pagesOf } from './record-pages.ts';
import type { EmbedRest, RecordParts } from './record-parts.ts';
import type { ListQuery } from './record-query.ts';
import { searchTriesFew } from './record-totals.ts';
import { type Page, present, type Row } from './record-values.ts';

/** The page asked for; "all" (-1) is every row up to ROWS_PER_ANSWER: a table larger than that is paged by it. */
function pagingOf(entity: EntityDescription, query: ListQuery) {
  const asked = query.perPage ?? entity.pageSize;
  const perPage = asked > 0 ? asked : ROWS_PER_ANSWER;
  const page = Math.max(1, query.page ?? 1);
  return { asked, perPage, page, offset: (page - 1) * perPage };
}

export function listsOf(parts: RecordParts, embedRest: EmbedRest) {
  const { db, entity, table, idColumn, condition, ordering, searchText, plannedMatches, count } = parts;
  const { pageRows, fewMatches, pageWithTotal } = pagesOf(parts);

  return {
    /** A page with its total (see `total` of record-totals.ts for when the total is an estimate, which the page then says). */
    async list(query: ListQuery): Promise<Page> {
      const where = await condition(query);
      const { asked, perPage, page, offset } = pagingOf(entity, query);
      const { rows, counted } = await pageWithTotal(query, where, perPage, offset);
      const { count, estimated } = counted;
      const everything = asked <= 0 && count <= perPage;
      return {
        data: (await embedRest(rows)).map((r) => present(entity, r)),
        current_page: page,
        last_page: Math.max(1, Math.ceil(count / perPage)),
        per_page: everything ? count : perPage,
        total: count,
        total_is_estimate: estimated,
      };
    },

    /** The rows of one page without a total (the plain search answers only rows). */
    async rows(query: ListQuery): Promise<Row[]> {
      const where = await condition(query);
      const { perPage, offset } = pagingOf(entity, query);
      const text = searchText(query);
      const few = text && searchTriesFew(text, await plannedMatches(where)) ? await fewMatches(where, query, perPage, offset) : undefined;
      const rows = typeof few === 'object' ? few.rows : await pageRows(query, where, perPage, offset);
      return (await embedRest(rows)).map((r) => present(entity, r));
    },

    /** The ids of every matching row in the list's order: an export reads the rows by them, a batch at a time. */
    async ids(query: ListQuery): Promise<number[]> {
      const where = await condition(query);
      const rows = (await db
        .select({ id: idColumn })
        .from(table)
        .where(where.sql)
        .orderBy(...ordering(query))
        .prepare('')
        .execute(where.values)) as { id: number }[];
      return rows.map((row) => row.id);
    },

    async count(query: ListQuery = {}): Promise<number> {
      return (await count(await condition(query))).count;
    },
  };
}
