// The generic repository: list, search, count, read and write any entity's table, with paging,
// substring search on the schema's search fields, filters, sorting and embedded references.
// Handlers never hold SQL. Lists stay fast on tables of millions of rows: totals are counted
// exactly only up to EXACT_TOTAL_LIMIT rows (past that they are the planner's estimate, and the
// page says so), a search with few matches or a list of a small table is fetched, counted and
// paged in one statement, deep pages find their ids in the sort index before reading rows, and
// embedded records and lists are read for the whole page at once (see docs/api.md). Its lists,
// reads and writes are record-lists.ts, record-reads.ts and record-writes.ts; embedding is here.
import type { EntityDescription, Reference } from '../../../shared/entity-types.ts';
import { entities } from '../../../shared/generated/entities.ts';
import type { Db } from '../../db/connect.ts';
import { embedLists } from './embedded-lists.ts';
import { listsOf } from './record-lists.ts';
import { recordParts } from './record-parts.ts';
import { readsOf } from './record-reads.ts';
import { embeddedPart, type Row } from './record-values.ts';
import { writesOf } from './record-writes.ts';

export type { ListQuery, Range } from './record-query.ts';
export { likePattern, prefixPattern, SHORT_SEARCH_LENGTH, SHORT_SEARCH_SCAN_ROWS } from './record-query.ts';
export { type Page, present, type Row, writableValues } from './record-values.ts';
export { EXACT_TOTAL_LIMIT, PLANNED_ROWS_LIMIT } from './record-totals.ts';

const EMBED_DEPTH = 2;

export function recordRepository(db: Db, entity: EntityDescription) {
  const parts = recordParts(db, entity);

  /**
   * Attaches each embedded reference (x-embed) to the rows, a level or two deep, one statement per
   * entity referred to (a postcode's two dealers are read together); and to the rows themselves
   * (not to records embedded in them) each embedded list (x-embed-many), one statement per list.
   */
  async function embed(rows: Row[], of: EntityDescription = entity, depth = EMBED_DEPTH, read: Set<Reference> = new Set()): Promise<Row[]> {
    if (depth === 0 || rows.length === 0) return rows;
    const refs = of.references.filter((r) => r.embed && !read.has(r));
    for (const targetId of new Set(refs.map((r) => r.entity))) {
      const through = refs.filter((r) => r.entity === targetId);
      const ids = [...new Set(through.flatMap((ref) => rows.map((r) => r[ref.field])).filter((v): v is number => typeof v === 'number'))];
      const target = entities[targetId as keyof typeof entities];
      const repo = recordRepository(db, target);
      // A record embedded by its x-embedded-fields is read by them alone, and carries no embeds of its own.
      const found = ids.length ? await repo.rowsById(ids, target.embeddedFields) : [];
      const related = target.embeddedFields ? found : await repo.embed(found, target, depth - 1);
      const byId = new Map(related.map((r) => [r.id, embeddedPart(target, r)]));
      for (const row of rows) for (const ref of through) row[ref.embed!] = byId.get(row[ref.field]) ?? null;
    }
    if (depth === EMBED_DEPTH) await embedLists(db, of, rows);
    return rows;
  }

  /** The rows of a statement that joined some of their embeds, with the others attached. */
  const embedRest = (rows: Row[]) => embed(rows, entity, EMBED_DEPTH, parts.joined.refs);

  return {
    entity,
    table: parts.table,
    column: parts.column,
    embed,
    ...listsOf(parts, embedRest),
    ...readsOf(parts, embedRest),
    ...writesOf(parts, embedRest),
  };
}

export type RecordRepository = ReturnType<typeof recordRepository>;
