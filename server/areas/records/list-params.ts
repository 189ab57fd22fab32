// The query of an entity's generic list, shared by the list, its count and its CSV export: paging,
// search, sort and the filters its schema allows. A choice or a reference matches one value or
// several (`country=AU&country=NZ`); an indexed text field its whole value, capitals included
// (`registration=ABC123`); a date, date-time or number matches a range, both ends
// included (`registration_date_from=2020-01-01&registration_date_to=2020-12-31`), and never a
// whole value (an indexed date-time is no text to compare).
import type { EntityDescription, JsonSchema } from '../../../shared/entity-types.ts';
import { DATE_YEARS, ROWS_PER_ANSWER } from '../../../shared/limits.ts';
import { InputError } from '../../core/errors.ts';
import type { ListQuery, Range } from '../../queries/records/records.ts';
import { integer } from '../../platform/http/params.ts';

export type ListParams = Record<string, unknown> & { page?: number; per_page?: number; q?: string; search?: string; sort?: string; order?: 'asc' | 'desc' };

/**
 * A generic list route's parts: its query schema is made per entity at start (listQuerySchema), so
 * its type is this one, given to the route as Fastify's generic rather than read from a literal.
 */
export interface ListRoute {
  Querystring: ListParams;
}

/** A day as the API writes dates, within the years a date column takes (shared/limits.ts). */
const day = { type: 'string', format: 'date', pattern: DATE_YEARS.pattern };

const typeOf = (prop: JsonSchema) => [prop.type].flat().find((t) => t !== 'null') as string;
const labelOf = (entity: EntityDescription, field: string) => String(entity.schema.properties![field]!.title ?? field);

/** One value of an equality filter: an enum's values, a whole number, text no longer than the field takes, or the field's type. */
function valueSchema(entity: EntityDescription, field: string): JsonSchema {
  const prop = entity.schema.properties![field]!;
  if (prop.enum) return { type: 'string', enum: (prop.enum as unknown[]).filter((v) => v !== null) };
  const type = typeOf(prop);
  if (type === 'integer') return integer;
  return type === 'string' ? { type, maxLength: prop.maxLength } : { type };
}

/** The query parameters of the filters: equality by field, ranges by `field_from` and `field_to`. */
export function filterSchema(entity: EntityDescription): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  const references = new Set(entity.references.map((r) => r.field));
  for (const field of entity.fields.filters) {
    const one = valueSchema(entity, field);
    const several = entity.schema.properties![field]!.enum || references.has(field);
    out[field] = several ? { type: 'array', items: one, maxItems: 100, description: `${labelOf(entity, field)}: one of these (repeat the parameter).` } : one;
  }
  for (const field of entity.fields.ranges) {
    const prop = entity.schema.properties![field]!;
    const bound = prop.format === 'date' || prop.format === 'date-time' ? day : typeOf(prop) === 'integer' ? integer : { type: 'number' };
    out[`${field}_from`] = { ...bound, description: `${labelOf(entity, field)} from (included).` };
    out[`${field}_to`] = { ...bound, description: `${labelOf(entity, field)} to (included).` };
  }
  return out;
}

/** Paging, search and sort, then the filters and the entity's own parameters. */
export function listQuerySchema(entity: EntityDescription, own: Record<string, JsonSchema> = {}) {
  const sortable = entity.fields.all.filter(
    (f) => !entity.fields.json.includes(f) && !entity.fields.virtual.includes(f) && !entity.fields.writeOnly.includes(f),
  );
  return {
    type: 'object',
    properties: {
      page: { ...integer, minimum: 1, default: 1 },
      per_page: {
        type: 'integer',
        minimum: -1,
        maximum: ROWS_PER_ANSWER,
        description: `Rows per page; -1 for all (at most ${ROWS_PER_ANSWER}, then paged by that).`,
      },
      q: { type: 'string', maxLength: 1000 },
      search: { type: 'string', maxLength: 1000, description: 'Same as q.' },
      sort: { type: 'string', enum: sortable },
      order: { type: 'string', enum: ['asc', 'desc'] },
      ...filterSchema(entity),
      ...own,
    },
  } as const;
}

/**
 * The search text, equality filters and ranges a (validated) query asks for; a range whose ends are
 * the wrong way round is refused, and so is a field of a range asked for by its whole value.
 */
export function filtersOf(entity: EntityDescription, query: ListParams): Pick<ListQuery, 'q' | 'filters' | 'ranges'> {
  const filters = Object.fromEntries(entity.fields.filters.filter((f) => query[f] !== undefined).map((f) => [f, query[f]]));
  const ranges: Record<string, Range> = {};
  const errors: Record<string, string[]> = {};
  for (const field of entity.fields.ranges) {
    // A date, date-time or number named alone would be ignored and the whole list answered: say how it is filtered.
    if (query[field] !== undefined && !entity.fields.filters.includes(field)) {
      errors[field] = [`${labelOf(entity, field)} is filtered by a range: ${field}_from and ${field}_to`];
    }
    const from = query[`${field}_from`];
    const to = query[`${field}_to`];
    if (from === undefined && to === undefined) continue;
    // Dates as YYYY-MM-DD compare as text; numbers as numbers.
    if (from !== undefined && to !== undefined && (from as number | string) > (to as number | string)) {
      errors[`${field}_to`] = [`${labelOf(entity, field)} to must not be before ${labelOf(entity, field)} from`];
    }
    ranges[field] = { from, to };
  }
  if (Object.keys(errors).length) throw new InputError(errors);
  return { q: query.q ?? query.search, filters, ranges };
}
