// Path parameter schemas shared by the routes: ids are whole numbers a column can hold.
import { INTEGER_RANGE } from '../../../shared/limits.ts';

export const integer = { type: 'integer', ...INTEGER_RANGE } as const;

/** A route of one record by id: the generic routes' parts, whose schemas are made per entity. */
export interface IdRoute {
  Params: { id: number };
}

const positive = { ...integer, minimum: 1 } as const;

/** The path's id parameter(s) by name; typed by name, as TypeScript widens a computed key to any string. */
export function idParam<Name extends string = 'id'>(name = 'id' as Name) {
  const properties = { [name]: positive } as Record<Name, typeof positive>;
  return { type: 'object', required: [name], properties } as const;
}
