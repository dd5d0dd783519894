import { describe, expect, it } from 'vitest';
import { canPlaceUnder, dropPlacement, type MovableNode, planMoves, shiftMoves } from './tree-moves.ts';

const node = (id: number, parentId: number | null, sortOrder: number, level: number, children: MovableNode[] = []) => ({
  id,
  parentId,
  sortOrder,
  level,
  children,
});

// 1 醇类 (2 甲醇, 3 乙醇, 4 乙二醇), 5 芳烃 (6 纯苯 (7 高纯苯)), 8 酸碱
const tree = (): MovableNode[] => [
  node(1, null, 0, 1, [node(2, 1, 0, 2), node(3, 1, 1, 2), node(4, 1, 2, 2)]),
  node(5, null, 1, 1, [node(6, 5, 0, 2, [node(7, 6, 0, 3)])]),
  node(8, null, 2, 1),
];

describe('shiftMoves', () => {
  it('swaps a category with its neighbour', () => {
    expect(shiftMoves(tree(), 3, -1)).toEqual([
      { id: 3, parentId: 1, sortOrder: 0 },
      { id: 2, parentId: 1, sortOrder: 1 },
    ]);
    expect(shiftMoves(tree(), 3, 1)).toEqual([
      { id: 3, parentId: 1, sortOrder: 2 },
      { id: 4, parentId: 1, sortOrder: 1 },
    ]);
  });
  it('does nothing at either end', () => {
    expect(shiftMoves(tree(), 2, -1)).toEqual([]);
    expect(shiftMoves(tree(), 8, 1)).toEqual([]);
  });
  it('renumbers siblings whose sort orders tie', () => {
    const roots = [node(1, null, 0, 1), node(2, null, 0, 1), node(3, null, 0, 1)];
    expect(shiftMoves(roots, 3, -1)).toEqual([
      { id: 3, parentId: null, sortOrder: 1 },
      { id: 2, parentId: null, sortOrder: 2 },
    ]);
  });
});

describe('planMoves', () => {
  it('moves a category under another parent, the moved one first', () => {
    expect(planMoves(tree(), 3, { parentId: 5, index: 0 })).toEqual([
      { id: 3, parentId: 5, sortOrder: 0 },
      { id: 6, parentId: 5, sortOrder: 1 },
    ]);
  });
  it('clamps an index past the end', () => {
    expect(planMoves(tree(), 2, { parentId: 1, index: 99 })).toEqual([
      { id: 2, parentId: 1, sortOrder: 2 },
      { id: 3, parentId: 1, sortOrder: 0 },
      { id: 4, parentId: 1, sortOrder: 1 },
    ]);
  });
});

describe('dropPlacement', () => {
  it('puts a category dropped onto a node first among its children', () => {
    expect(dropPlacement(tree(), 8, 1, 0, false)).toEqual({ parentId: 1, index: 0 });
  });
  it('puts a category dropped into a gap beside the target', () => {
    // 2 dropped below 3: after 3 among 3, 4.
    expect(dropPlacement(tree(), 2, 3, 1, true)).toEqual({ parentId: 1, index: 1 });
    // 4 dropped above 2.
    expect(dropPlacement(tree(), 4, 2, -1, true)).toEqual({ parentId: 1, index: 0 });
    // 8 dropped below 5 (top level).
    expect(dropPlacement(tree(), 8, 5, 1, true)).toEqual({ parentId: null, index: 2 });
  });
  it('ignores a drop on the dragged category itself', () => {
    expect(dropPlacement(tree(), 3, 3, 0, false)).toBeNull();
  });
  it('plans the drag of 2 below 3 as 3, 2, 4', () => {
    const placement = dropPlacement(tree(), 2, 3, 1, true);
    expect(placement && planMoves(tree(), 2, placement)).toEqual([
      { id: 2, parentId: 1, sortOrder: 1 },
      { id: 3, parentId: 1, sortOrder: 0 },
    ]);
  });
});

describe('canPlaceUnder', () => {
  it('allows the top level and a parent within three levels', () => {
    expect(canPlaceUnder(tree(), 6, null)).toBe(true);
    expect(canPlaceUnder(tree(), 3, 6)).toBe(true);
    expect(canPlaceUnder(tree(), 6, 1)).toBe(true);
  });
  it('refuses a subtree that would be deeper than three levels', () => {
    expect(canPlaceUnder(tree(), 6, 2)).toBe(false);
    expect(canPlaceUnder(tree(), 5, 8)).toBe(false);
  });
  it('refuses the category itself and its own subcategories', () => {
    expect(canPlaceUnder(tree(), 5, 5)).toBe(false);
    expect(canPlaceUnder(tree(), 5, 7)).toBe(false);
  });
});
