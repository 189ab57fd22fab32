// A CSV row once read by its layout (areas/uploads/map-row.ts): what staging copies and the merge
// links, shared by the reading above and the queries here.

/** A record a linked value names: its id and the columns a kind's own checks read (a dealer's brand). */
export type LinkTarget = { id: number } & Record<string, unknown>;

export interface MappedRow {
  line: number;
  /** The values of each record the row fills, by entity id (`vehicle`, `user`). */
  records: Record<string, Record<string, unknown>>;
  /** The records the row's linked values named, by `link.by`. */
  links: Record<string, LinkTarget[]>;
}
