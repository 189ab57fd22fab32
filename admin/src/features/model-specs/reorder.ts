// Moving one spec within a model's list, and which links that moves: the API stores one link's
// position per call (POST /api/specs/reorder {id, order}), so only the links whose stored order
// differs from their new place are sent.
import type { SpecLink } from './model-spec-types.ts';

export interface Move {
  /** The list in its new order, each link's order its place (0 first). */
  links: SpecLink[];
  /** The positions to save: one per link whose stored order changed. */
  changes: { id: number; order: number }[];
}

export function moveLink(links: readonly SpecLink[], from: number, to: number): Move {
  const next = [...links];
  const [moved] = next.splice(from, 1);
  if (!moved || from === to) return { links: [...links], changes: [] };
  next.splice(to, 0, moved);
  const changes = next.flatMap((link, place) => (link.order === place ? [] : [{ id: link.id, order: place }]));
  return { links: next.map((link, place) => ({ ...link, order: place })), changes };
}
