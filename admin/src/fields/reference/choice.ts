// What a reference picker asks the server and offers (docs/back-office.md: the user and dealer
// autocompletes): typed text goes to the entity's search, which answers at most 50 rows and counts
// nothing; an empty box lists the first page, so a short list (21 dealers) is picked without typing.
import type { BaseRecord } from '@refinedev/core';
import type { Query } from '../../../../shared/api-client.ts';

/** Rows asked for at once; the server's search stops at the same number. */
export const PAGE = 50;

export interface Lookup {
  url: string;
  query: Query;
}

export interface ReferenceOption {
  value: number;
  label: string;
}

/** `filters` narrow both to the records the field means (a vehicle's user: owners, not administrators). */
export function lookupOf(route: string, text: string, filters: Query = {}): Lookup {
  const q = text.trim();
  return q ? { url: `/api/${route}/search`, query: { ...filters, q } } : { url: `/api/${route}`, query: { ...filters, per_page: PAGE } };
}

/** The rows of either answer: the search's array or the list's page. */
export function rowsOf(answer: unknown): BaseRecord[] {
  if (Array.isArray(answer)) return answer as BaseRecord[];
  const page = (answer as { data?: unknown } | undefined)?.data;
  return Array.isArray(page) ? (page as BaseRecord[]) : [];
}

/** What to search for: nothing while the box shows the chosen option's own label (just picked, or the dialog just opened). */
export const searchTextOf = (typed: string, chosen: ReferenceOption | undefined) => (typed === chosen?.label ? '' : typed.trim());

/**
 * The options offered: the rows by name, with the chosen record first while no search is under way,
 * so the list opens with the ticked option in view (the rows arrive after the list opens, too late
 * for the select to scroll to it). Amid search results the chosen record is only where it matches:
 * at the top it would look like a row that does not.
 */
export function optionsOf(
  rows: readonly BaseRecord[],
  nameOf: (record: BaseRecord) => string,
  chosen: ReferenceOption | undefined,
  searching: boolean,
): ReferenceOption[] {
  const options = rows.filter((row) => typeof row.id === 'number').map((row) => ({ value: row.id as number, label: nameOf(row) }));
  if (!chosen || searching) return options;
  return [chosen, ...options.filter((option) => option.value !== chosen.value)];
}
