import type { Language, SelectableCategory } from '@hgsc/contracts';

/** A node of the category cascader; its value path is the category ids from the top. */
export interface CategoryOption {
  value: number;
  label: string;
  children?: CategoryOption[];
}

/** The cascader tree from the picker's leaves (each carries its path), in the server's order. */
export function categoryOptionsOf(leaves: SelectableCategory[], language: Language): CategoryOption[] {
  const roots: CategoryOption[] = [];
  for (const leaf of leaves) {
    let level = roots;
    leaf.path.forEach((step, index) => {
      let node = level.find((option) => option.value === step.id);
      if (!node) {
        node = { value: step.id, label: language === 'en' && step.nameEn ? step.nameEn : step.name };
        level.push(node);
      }
      if (index < leaf.path.length - 1) {
        node.children ??= [];
        level = node.children;
      }
    });
  }
  return roots;
}

/** The path of category ids down to `id` (a leaf or a branch on some leaf's path); [] when not offered. */
export function categoryPathOf(leaves: SelectableCategory[], id: number): number[] {
  for (const leaf of leaves) {
    const index = leaf.path.findIndex((step) => step.id === id);
    if (index >= 0) return leaf.path.slice(0, index + 1).map((step) => step.id);
  }
  return [];
}
