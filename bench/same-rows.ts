// Before two servers' answers to one call are timed, they must hold the same rows: the ids in
// order, and the total where both give one. Our lists say when a total is the database's estimate
// (`total_is_estimate`); such a total is not compared, as Directus's is always counted.

export interface Rows {
  ids: number[];
  /** The number of matching rows, when the answer gives an exact one. */
  total?: number;
}

const idsOf = (records: unknown[]) => records.map((r) => Number((r as { id?: unknown } | undefined)?.id));

/** Our answer: a page (`{data, total, total_is_estimate}`) or one record. */
export function ourRows(body: unknown): Rows {
  const page = body as { data?: unknown; total?: number; total_is_estimate?: boolean };
  if (!Array.isArray(page.data)) return { ids: idsOf([body]) };
  return { ids: idsOf(page.data), ...(page.total_is_estimate || page.total === undefined ? {} : { total: page.total }) };
}

/** Directus's answer: `{data: [...], meta: {filter_count}}` for a list, `{data: {...}}` for one item. */
export function directusRows(body: unknown): Rows {
  const { data, meta } = body as { data?: unknown; meta?: { filter_count?: unknown } };
  if (!Array.isArray(data)) return { ids: idsOf([data]) };
  return { ids: idsOf(data), ...(meta?.filter_count === undefined ? {} : { total: Number(meta.filter_count) }) };
}

/** What differs between two answers to the same call, or undefined when they hold the same rows. */
export function rowsDiffer(ours: Rows, theirs: Rows): string | undefined {
  const shown = (ids: number[]) => (ids.length > 6 ? `${ids.slice(0, 6).join(', ')}... (${ids.length})` : `[${ids.join(', ')}]`);
  if (ours.ids.some((id) => !Number.isInteger(id)) || theirs.ids.some((id) => !Number.isInteger(id))) {
    return `a row without a whole-number id: ours ${shown(ours.ids)}, Directus ${shown(theirs.ids)}`;
  }
  const first = ours.ids.findIndex((id, i) => id !== theirs.ids[i]);
  if (first >= 0 || ours.ids.length !== theirs.ids.length) {
    const at = first >= 0 ? first : Math.min(ours.ids.length, theirs.ids.length);
    return `the rows differ from row ${at + 1}: ours ${shown(ours.ids)}, Directus ${shown(theirs.ids)}`;
  }
  if (ours.total !== undefined && theirs.total !== undefined && ours.total !== theirs.total) {
    return `the totals differ: ours ${ours.total}, Directus ${theirs.total}`;
  }
  return undefined;
}
