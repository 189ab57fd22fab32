// The generic repository: list, search, count, read and write any entity's table, with paging,
// substring search on the schema's search fields, filters, sorting and embedded references.
// Handlers never hold SQL. Lists stay fast on tables of millions of rows: totals are counted
// exactly only up to EXACT_TOTAL_LIMIT rows (past that they are the planner's estimate, and the
// page says so), a search with few matches or a list of a small table is fetched, counted and
// paged in one statement, deep pages find their ids in the sort index before reading rows, and
// embedded records and lists are read for the whole page at once (see docs/api.md).
import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { EntityDescription, Reference } from '../../../shared/entity-types.ts';
import { entities } from '../../../shared/generated/entities.ts';
import { ROWS_PER_ANSWER } from '../../../shared/limits.ts';
import type { Db } from '../../db/connect.ts';
import { tables } from '../../generated/tables.ts';
import type { AuditActor } from '../audit-log.ts';
import { auditedCreate } from './audited-create.ts';
import { type Condition, type ListQuery, recordQuery } from './record-query.ts';
import { embedLists } from './embedded-lists.ts';
import { preparedOnce, runOn } from './prepared-once.ts';
import { recordStatements, TOTAL } from './record-statements.ts';
import { filesDeletedWith } from '../stored-files.ts';
import { EXACT_TOTAL_LIMIT, type Total, recordTotals, searchTriesFew } from './record-totals.ts';
import { embeddedPart, type Page, present, type Row } from './record-values.ts';

export type { ListQuery, Range } from './record-query.ts';
export { likePattern, prefixPattern, SHORT_SEARCH_LENGTH, SHORT_SEARCH_SCAN_ROWS } from './record-query.ts';
export { type Page, present, type Row, writableValues } from './record-values.ts';
export { EXACT_TOTAL_LIMIT, PLANNED_ROWS_LIMIT } from './record-totals.ts';

const EMBED_DEPTH = 2;

/** Pages starting this deep find their ids in the sort index first, then read only those rows. */
export const DEEP_OFFSET = 1_000;

export function recordRepository(db: Db, entity: EntityDescription) {
  const table = (tables as Record<string, PgTable>)[entity.id]!;
  const column = (name: string) => (table as unknown as Record<string, AnyPgColumn>)[name]!;
  const idColumn = column('id');

  const { tableRows, estimate, plannedMatches, total, count } = recordTotals(db, table);

  const { condition, ordering, searchText } = recordQuery(entity, column, tableRows);

  const { joined, withJoined, pageStatement, fewMatchesStatement } = recordStatements(db, entity, table, ordering);
  const createInOne = auditedCreate(db, entity, table, joined);

  const withPage = (where: Condition, perPage: number, offset: number): Condition => ({ ...where, values: { ...where.values, perPage, offset } });

  /** One page of rows in order, with their joined embeds: one kept statement per order, depth and shape of condition. */
  async function pageRows(query: ListQuery, where: Condition, perPage: number, offset: number): Promise<Row[]> {
    const deep = offset >= DEEP_OFFSET;
    const found = await runOn(
      db,
      `${entity.table} page ${query.sort ?? ''} ${query.order ?? ''} ${deep ? 'deep' : 'near'}`,
      withPage(where, perPage, offset),
      (condition, name) => pageStatement(condition, ordering(query), deep, sql.placeholder('perPage'), sql.placeholder('offset')).prepare(name),
    );
    return joined.rows(found as Record<string, Row | null>[]);
  }

  /**
   * A search's page and total in one statement when it matches at most EXACT_TOTAL_LIMIT rows:
   * the matches come from the search indexes and are counted and sorted together, rather than
   * walking the sort index past rows that do not match. 'more' when there are more matches;
   * undefined when the page is past the end (no row carries the total).
   */
  async function fewMatches(where: Condition, query: ListQuery, perPage: number, offset: number): Promise<{ rows: Row[]; total: number } | 'more' | undefined> {
    const found = (await runOn(db, `${entity.table} few ${query.sort ?? ''} ${query.order ?? ''}`, withPage(where, perPage, offset), (condition, name) =>
      fewMatchesStatement(condition, query, sql.placeholder('perPage'), sql.placeholder('offset')).prepare(name),
    )) as Record<string, Row | null>[];
    const counted = found.length ? Number(found[0]![TOTAL]) : undefined;
    if (counted === undefined) return undefined;
    if (counted > EXACT_TOTAL_LIMIT) return 'more';
    return { rows: joined.rows(found), total: counted };
  }

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

  /** Rows by id, whole or only `fields`, through one prepared statement per table and shape (embedding runs it on every list). */
  async function rowsById(ids: number[], fields?: string[]): Promise<Row[]> {
    const statement = preparedOnce(db, `${entity.table} ${fields ? 'embedded' : 'rows'} by ids`, (name) => {
      const query = fields ? db.select(Object.fromEntries(fields.map((field) => [field, column(field)]))) : db.select();
      return query
        .from(table)
        .where(sql`${idColumn} = any(${sql.placeholder('ids')})`)
        .prepare(name);
    });
    return (await statement.execute({ ids })) as Row[];
  }

  return {
    entity,
    table,
    column,
    embed,
    rowsById,

    /** A page with its total (see `total` for when the total is an estimate, which the page then says). */
    async list(query: ListQuery): Promise<Page> {
      const where = await condition(query);
      const asked = query.perPage ?? entity.pageSize;
      // "All" (-1) is every row up to ROWS_PER_ANSWER: a table larger than that is paged by it.
      const perPage = asked > 0 ? asked : ROWS_PER_ANSWER;
      const page = Math.max(1, query.page ?? 1);
      const offset = (page - 1) * perPage;
      const many = await plannedMatches(where);
      // Page and total in one statement where the matches may be few: a search, through its indexes,
      // or any list of a table the planner puts within EXACT_TOTAL_LIMIT rows.
      const text = searchText(query);
      const tryFew = text !== undefined ? searchTriesFew(text, many) : many === undefined && (await tableRows()) <= EXACT_TOTAL_LIMIT;
      const few = tryFew ? await fewMatches(where, query, perPage, offset) : undefined;
      let rows: Row[];
      let counted: Total;
      if (typeof few === 'object') {
        rows = few.rows;
        counted = { count: few.total, estimated: false };
      } else {
        rows = await pageRows(query, where, perPage, offset);
        // A short page (not past the end) is the last one: its rows give the total without a count.
        if (rows.length > 0 && rows.length < perPage) counted = { count: offset + rows.length, estimated: false };
        else counted = few === 'more' ? { count: await estimate(where), estimated: true } : await total(where, many);
      }
      const { count, estimated } = counted;
      const everything = asked <= 0 && count <= perPage;
      rows = await embed(rows, entity, EMBED_DEPTH, joined.refs);
      return {
        data: rows.map((r) => present(entity, r)),
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
      const asked = query.perPage ?? entity.pageSize;
      const perPage = asked > 0 ? asked : ROWS_PER_ANSWER;
      const offset = (Math.max(1, query.page ?? 1) - 1) * perPage;
      const text = searchText(query);
      const few = text && searchTriesFew(text, await plannedMatches(where)) ? await fewMatches(where, query, perPage, offset) : undefined;
      const rows = typeof few === 'object' ? few.rows : await pageRows(query, where, perPage, offset);
      return (await embed(rows, entity, EMBED_DEPTH, joined.refs)).map((r) => present(entity, r));
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

    /** Runs `work` in one transaction: a failure anywhere undoes every write it made. */
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Db));
    },

    async count(query: ListQuery = {}): Promise<number> {
      return (await count(await condition(query))).count;
    },

    /** The condition of an owner's own records (the entity's x-owner field is theirs). */
    ownedBy(userId: number): SQL {
      return eq(column(entity.owner!), userId);
    },

    /** The condition of a dealer's own records (the entity's x-dealer field names it); a staff member of no dealer has none. */
    ofDealer(dealerId: number | null): SQL {
      return dealerId === null ? sql`false` : eq(column(entity.dealer!), dealerId);
    },

    /** One row; `lock` holds it until the transaction ends, so a change records what it really replaced. */
    async find(id: number, where: (SQL | undefined)[] = [], lock = false): Promise<Row | undefined> {
      const query = db
        .select()
        .from(table)
        .where(and(eq(idColumn, id), ...where))
        .limit(1);
      const [row] = (await (lock ? query.for('update') : query)) as Row[];
      return row;
    },

    /** One row as an answer shows it, if `where` lets it through: its joined embeds read with it, the others after. */
    async read(id: number, where: (SQL | undefined)[] = []): Promise<Row | undefined> {
      const limited = where.some((part) => part !== undefined);
      // Staff read any record: one shape, built once and prepared.
      const found = limited
        ? await withJoined()
            .where(and(eq(idColumn, id), ...where))
            .limit(1)
        : await preparedOnce(db, `${entity.table} read`, (name) =>
            withJoined()
              .where(eq(idColumn, sql.placeholder('id')))
              .limit(1)
              .prepare(name),
          ).execute({ id });
      const [row] = joined.rows(found as Record<string, Row | null>[]);
      return row && (await embed([row], entity, EMBED_DEPTH, joined.refs))[0];
    },

    /**
     * Creates the record with its audit entry (none for an owner's own) in one statement, and
     * answers it as a read does; undefined where the table's columns rule that out (audited-create.ts).
     */
    createAudited:
      createInOne &&
      (async (values: Row, actor: AuditActor): Promise<Row> => (await embed([await createInOne(values, actor)], entity, EMBED_DEPTH, joined.refs))[0]!),

    async create(values: Row): Promise<Row> {
      const [row] = (await db
        .insert(table)
        .values(values as never)
        .returning()) as Row[];
      return row!;
    },

    async update(id: number, values: Row): Promise<Row | undefined> {
      const [row] = (await db
        .update(table)
        .set({ ...values, updated_at: new Date() } as never)
        .where(eq(idColumn, id))
        .returning()) as Row[];
      return row;
    },

    /**
     * Deletes the record; answers the keys of the stored files it and the records deleted with it
     * named (to remove once the delete commits), or undefined when there was no such record.
     */
    async remove(id: number): Promise<string[] | undefined> {
      const files = await filesDeletedWith(db, entity, id);
      const deleted = await db.delete(table).where(eq(idColumn, id)).returning({ id: idColumn });
      return deleted.length > 0 ? files : undefined;
    },
  };
}

export type RecordRepository = ReturnType<typeof recordRepository>;
