// The generic repository: list, search, count, read and write any entity's table, with paging,
// substring search on the schema's search fields, filters, sorting and embedded references.
// Handlers never hold SQL; entity-specific queries live in the entity's hooks.
import { type SQL, and, asc, count, desc, eq, ilike, inArray, isNull, or } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { EntityDescription } from '../../shared/entity-types.ts';
import { entities } from '../../shared/generated/entities.ts';
import type { Db } from '../db/connect.ts';
import { tables } from '../generated/tables.ts';

export type Row = Record<string, unknown>;

export interface Page<T = Row> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export interface ListQuery {
  q?: string;
  /** Field equals value (null: is null). */
  filters?: Record<string, unknown>;
  /** Extra conditions from access rules and entity hooks. */
  where?: (SQL | undefined)[];
  sort?: string;
  order?: 'asc' | 'desc';
  page?: number;
  /** Rows per page; -1 for all. */
  perPage?: number;
}

/** Escapes LIKE wildcards so a search for "50%" means the characters, not a pattern. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const EMBED_DEPTH = 2;

export function recordRepository(db: Db, entity: EntityDescription) {
  const table = (tables as Record<string, PgTable>)[entity.id]!;
  const column = (name: string) => (table as unknown as Record<string, AnyPgColumn>)[name]!;
  const idColumn = column('id');

  function condition(query: ListQuery): SQL | undefined {
    const parts: (SQL | undefined)[] = [...(query.where ?? [])];
    for (const [field, value] of Object.entries(query.filters ?? {})) {
      parts.push(value === null ? isNull(column(field)) : eq(column(field), value));
    }
    const text = query.q?.trim();
    if (text && entity.fields.search.length) {
      parts.push(or(...entity.fields.search.map((field) => ilike(column(field), likePattern(text)))));
    }
    return and(...parts);
  }

  function ordering(query: ListQuery): SQL[] {
    const fallback = entity.defaultSort.replace(/^-/, '');
    const field = query.sort ?? fallback;
    const descending = query.sort ? query.order === 'desc' : entity.defaultSort.startsWith('-');
    const primary = descending ? desc(column(field)) : asc(column(field));
    return field === 'id' ? [primary] : [primary, asc(idColumn)];
  }

  /** Attaches each embedded reference (x-embed) to the rows, a level or two deep. */
  async function embed(rows: Row[], of: EntityDescription = entity, depth = EMBED_DEPTH): Promise<Row[]> {
    if (depth === 0 || rows.length === 0) return rows;
    for (const ref of of.references.filter((r) => r.embed)) {
      const ids = [...new Set(rows.map((r) => r[ref.field]).filter((v): v is number => typeof v === 'number'))];
      const target = entities[ref.entity as keyof typeof entities];
      const repo = recordRepository(db, target);
      const related = ids.length ? await repo.embed(await repo.rowsById(ids), target, depth - 1) : [];
      const byId = new Map(related.map((r) => [r.id, present(target, r)]));
      for (const row of rows) row[ref.embed!] = byId.get(row[ref.field]) ?? null;
    }
    return rows;
  }

  async function rowsById(ids: number[]): Promise<Row[]> {
    return (await db.select().from(table).where(inArray(idColumn, ids))) as Row[];
  }

  return {
    entity,
    table,
    column,
    embed,
    rowsById,

    async list(query: ListQuery): Promise<Page> {
      const where = condition(query);
      const perPage = query.perPage ?? entity.pageSize;
      const page = Math.max(1, query.page ?? 1);
      const [{ total }] = (await db.select({ total: count() }).from(table).where(where)) as [{ total: number }];
      let select = db.select().from(table).where(where).orderBy(...ordering(query)).$dynamic();
      if (perPage > 0) select = select.limit(perPage).offset((page - 1) * perPage);
      const rows = await embed((await select) as Row[]);
      return {
        data: rows.map((r) => present(entity, r)),
        current_page: page,
        last_page: perPage > 0 ? Math.max(1, Math.ceil(total / perPage)) : 1,
        per_page: perPage > 0 ? perPage : total,
        total,
      };
    },

    async count(query: ListQuery = {}): Promise<number> {
      const [{ total }] = (await db.select({ total: count() }).from(table).where(condition(query))) as [{ total: number }];
      return total;
    },

    async find(id: number, where: (SQL | undefined)[] = []): Promise<Row | undefined> {
      const [row] = (await db.select().from(table).where(and(eq(idColumn, id), ...where)).limit(1)) as Row[];
      return row;
    },

    async create(values: Row): Promise<Row> {
      const [row] = (await db.insert(table).values(values as never).returning()) as Row[];
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

    async remove(id: number): Promise<boolean> {
      const deleted = await db.delete(table).where(eq(idColumn, id)).returning({ id: idColumn });
      return deleted.length > 0;
    },
  };
}

export type RecordRepository = ReturnType<typeof recordRepository>;

/** A row as the API returns it: without write-only fields such as password hashes. */
export function present(entity: EntityDescription, row: Row): Row {
  if (!entity.fields.writeOnly.length) return row;
  const out = { ...row };
  for (const field of entity.fields.writeOnly) delete out[field];
  return out;
}

/** The columns a request body may write: known, not read-only, not virtual; timestamps as dates. */
export function writableValues(entity: EntityDescription, body: Row): Row {
  const values: Row = {};
  for (const field of entity.fields.all) {
    if (!(field in body) || entity.fields.readOnly.includes(field) || entity.fields.virtual.includes(field)) continue;
    const value = body[field];
    values[field] = entity.fields.dateTimes.includes(field) && typeof value === 'string' ? new Date(value) : value;
  }
  return values;
}
