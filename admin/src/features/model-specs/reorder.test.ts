import { describe, expect, it } from 'vitest';
import type { SpecLink } from './model-spec-types.ts';
import { moveLink } from './reorder.ts';

const link = (id: number, order: number): SpecLink => ({ id, models_id: 1, specs_id: id * 10, order, name: `Spec ${id}` });

describe('moveLink', () => {
  it('moves the last link to the top and saves every link whose place changed', () => {
    const { links, changes } = moveLink([link(1, 0), link(2, 1), link(3, 2)], 2, 0);
    expect(links.map((l) => [l.id, l.order])).toEqual([
      [3, 0],
      [1, 1],
      [2, 2],
    ]);
    expect(changes).toEqual([
      { id: 3, order: 0 },
      { id: 1, order: 1 },
      { id: 2, order: 2 },
    ]);
  });

  it('sends only the links that moved', () => {
    const { changes } = moveLink([link(1, 0), link(2, 1), link(3, 2), link(4, 3)], 1, 2);
    expect(changes).toEqual([
      { id: 3, order: 1 },
      { id: 2, order: 2 },
    ]);
  });

  it('closes gaps left by removed links when they move', () => {
    // Stored orders 0, 2, 5 after two removals: every link not at its place is saved.
    const { links, changes } = moveLink([link(1, 0), link(2, 2), link(3, 5)], 0, 1);
    expect(links.map((l) => l.id)).toEqual([2, 1, 3]);
    expect(changes).toEqual([
      { id: 2, order: 0 },
      { id: 1, order: 1 },
      { id: 3, order: 2 },
    ]);
  });

  it('changes nothing when a link is dropped where it was', () => {
    expect(moveLink([link(1, 0), link(2, 1)], 1, 1).changes).toEqual([]);
    expect(moveLink([link(1, 0)], 3, 0).changes).toEqual([]);
  });
});
