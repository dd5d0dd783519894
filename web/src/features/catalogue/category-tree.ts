import type { CategoryNode } from '@hgsc/contracts';

/** The nodes from the top down to the category `id` (inclusive); [] when it is not in the tree. */
export function categoryPath(tree: readonly CategoryNode[], id: number | undefined): CategoryNode[] {
  if (id === undefined) return [];
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = categoryPath(node.children, id);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/** Up to `limit` second-level categories, round-robin across the top ones (popular keywords for the home page). */
export function sampleSubcategories(tree: readonly CategoryNode[], limit: number): CategoryNode[] {
  const picked: CategoryNode[] = [];
  const depth = Math.max(0, ...tree.map((node) => node.children.length));
  for (let i = 0; i < depth && picked.length < limit; i++) {
    for (const node of tree) {
      const child = node.children[i];
      if (child && picked.length < limit) picked.push(child);
    }
  }
  return picked;
}
