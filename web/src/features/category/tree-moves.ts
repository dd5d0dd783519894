import { CATEGORY_MAX_DEPTH } from '@hgsc/contracts';

/** The part of a category node the move planning needs (AdminCategoryNode has more). */
export interface MovableNode {
  id: number;
  parentId: number | null;
  sortOrder: number;
  level: number;
  children: MovableNode[];
}

/**
 * A category's new place: its parent (null = top level) and its position among the parent's other
 * children (the category itself left out).
 */
export interface Placement {
  parentId: number | null;
  index: number;
}

/** One POST /admin/category/move. */
export interface CategoryMove {
  id: number;
  parentId: number | null;
  sortOrder: number;
}

/** Every node by id. */
export function indexTree<N extends MovableNode>(roots: N[]): Map<number, N> {
  const byId = new Map<number, N>();
  const visit = (nodes: N[]) => {
    for (const node of nodes) {
      byId.set(node.id, node);
      visit(node.children as N[]);
    }
  };
  visit(roots);
  return byId;
}

/** The children of `parentId` (null: the top level), in display order. */
export function siblingsOf<N extends MovableNode>(roots: N[], parentId: number | null): N[] {
  if (parentId === null) return roots;
  return (indexTree(roots).get(parentId)?.children as N[] | undefined) ?? [];
}

/** Levels a subtree spans: 1 for a leaf. */
export function heightOf(node: MovableNode): number {
  return 1 + Math.max(0, ...node.children.map(heightOf));
}

function containsId(node: MovableNode, id: number): boolean {
  return node.id === id || node.children.some((child) => containsId(child, id));
}

/**
 * Whether category `id` may sit under `parentId` (null: top level): not under itself or its own
 * subcategories, and within CATEGORY_MAX_DEPTH levels. The server checks the same; asking first
 * keeps the tree from offering drops the server would refuse.
 */
export function canPlaceUnder(roots: MovableNode[], id: number, parentId: number | null): boolean {
  const byId = indexTree(roots);
  const node = byId.get(id);
  if (!node) return false;
  if (parentId === null) return heightOf(node) <= CATEGORY_MAX_DEPTH;
  const parent = byId.get(parentId);
  if (!parent || containsId(node, parentId)) return false;
  return parent.level + heightOf(node) <= CATEGORY_MAX_DEPTH;
}

/**
 * The moves that put `id` at `placement`: the parent's children (without `id`) are renumbered
 * 0, 1, 2 … with `id` inserted at `placement.index`, and only the categories whose parent or sort
 * order changes are sent. The moved category comes first, so that a refused move (too deep, a
 * sibling of the same name) changes nothing.
 */
export function planMoves(roots: MovableNode[], id: number, placement: Placement): CategoryMove[] {
  const node = indexTree(roots).get(id);
  if (!node) return [];
  const others = siblingsOf(roots, placement.parentId).filter((sibling) => sibling.id !== id);
  const index = Math.max(0, Math.min(placement.index, others.length));
  const ordered = [...others.slice(0, index), node, ...others.slice(index)];
  const moves = ordered
    .map((sibling, sortOrder) => ({ sibling, sortOrder }))
    .filter(({ sibling, sortOrder }) => sibling.sortOrder !== sortOrder || sibling.parentId !== placement.parentId)
    .map(({ sibling, sortOrder }) => ({ id: sibling.id, parentId: placement.parentId, sortOrder }));
  return [...moves.filter((move) => move.id === id), ...moves.filter((move) => move.id !== id)];
}

/** The moves that shift `id` one place up (-1) or down (+1) among its siblings; none at either end. */
export function shiftMoves(roots: MovableNode[], id: number, delta: -1 | 1): CategoryMove[] {
  const node = indexTree(roots).get(id);
  if (!node) return [];
  const siblings = siblingsOf(roots, node.parentId);
  const index = siblings.findIndex((sibling) => sibling.id === id) + delta;
  if (index < 0 || index >= siblings.length) return [];
  return planMoves(roots, id, { parentId: node.parentId, index });
}

/**
 * Where a drop on the antd Tree puts category `dragId`. `position` is the drop relative to the
 * target node (-1 above, 0 onto, 1 below) and `intoGap` antd's dropToGap: a drop onto a node (not
 * into a gap) makes the dragged category its first child; otherwise it becomes the target's
 * sibling before or after it.
 */
export function dropPlacement(
  roots: MovableNode[],
  dragId: number,
  targetId: number,
  position: -1 | 0 | 1,
  intoGap: boolean,
): Placement | null {
  const target = indexTree(roots).get(targetId);
  if (!target || targetId === dragId) return null;
  if (!intoGap) return { parentId: target.id, index: 0 };
  const others = siblingsOf(roots, target.parentId).filter((sibling) => sibling.id !== dragId);
  const targetIndex = others.findIndex((sibling) => sibling.id === targetId);
  return { parentId: target.parentId, index: position === -1 ? targetIndex : targetIndex + 1 };
}
