import type { CategoryNode } from '@hgsc/contracts';
import { describe, expect, it } from 'vitest';
import { categoryPath, sampleSubcategories } from './category-tree.ts';

const node = (id: number, name: string, children: CategoryNode[] = [], nameEn: string | null = null): CategoryNode => ({
  id,
  parentId: null,
  name,
  nameEn,
  sortOrder: 0,
  level: 1,
  children,
});

const tree = [
  node(1, '醇类', [node(2, '甲醇', [], 'Methanol'), node(3, '乙二醇', [node(30, '聚酯级乙二醇')])], 'Alcohols'),
  node(8, '芳烃', [node(9, '纯苯')]),
];

describe('categoryPath', () => {
  it('answers the nodes from the top down to the category', () => {
    expect(categoryPath(tree, 30).map((n) => n.id)).toEqual([1, 3, 30]);
    expect(categoryPath(tree, 8).map((n) => n.id)).toEqual([8]);
  });
  it('answers [] for no category or one not in the tree', () => {
    expect(categoryPath(tree, undefined)).toEqual([]);
    expect(categoryPath(tree, 99)).toEqual([]);
  });
});

describe('sampleSubcategories', () => {
  it('takes second-level categories round-robin across the top ones', () => {
    expect(sampleSubcategories(tree, 3).map((n) => n.name)).toEqual(['甲醇', '纯苯', '乙二醇']);
    expect(sampleSubcategories(tree, 10)).toHaveLength(3);
    expect(sampleSubcategories([], 5)).toEqual([]);
  });
});
