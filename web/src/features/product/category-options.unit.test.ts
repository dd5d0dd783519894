import type { SelectableCategory } from '@hgsc/contracts';
import { describe, expect, it } from 'vitest';
import { categoryOptionsOf, categoryPathOf } from './category-options.ts';

const leaf = (path: [number, string, string | null][]): SelectableCategory => ({
  id: path[path.length - 1]?.[0] ?? 0,
  name: path[path.length - 1]?.[1] ?? '',
  nameEn: path[path.length - 1]?.[2] ?? null,
  level: path.length,
  path: path.map(([id, name, nameEn]) => ({ id, name, nameEn })),
  pathName: path.map(([, name]) => name).join(' / '),
  pathNameEn: path.map(([, name, nameEn]) => nameEn ?? name).join(' / '),
});

const leaves = [
  leaf([
    [1, '醇类', 'Alcohols'],
    [11, '甲醇', 'Methanol'],
  ]),
  leaf([
    [1, '醇类', 'Alcohols'],
    [12, '乙二醇', null],
  ]),
  leaf([
    [2, '芳烃', 'Aromatics'],
    [21, '苯类', 'Benzenes'],
    [211, '纯苯', 'Benzene'],
  ]),
];

describe('category cascader', () => {
  it('builds the tree from the leaves’ paths, sharing common parents, in order', () => {
    expect(categoryOptionsOf(leaves, 'zh')).toEqual([
      {
        value: 1,
        label: '醇类',
        children: [
          { value: 11, label: '甲醇' },
          { value: 12, label: '乙二醇' },
        ],
      },
      { value: 2, label: '芳烃', children: [{ value: 21, label: '苯类', children: [{ value: 211, label: '纯苯' }] }] },
    ]);
  });

  it('uses English names in English, Chinese where there is none', () => {
    const [alcohols] = categoryOptionsOf(leaves, 'en');
    expect(alcohols?.label).toBe('Alcohols');
    expect(alcohols?.children?.map((option) => option.label)).toEqual(['Methanol', '乙二醇']);
  });

  it('finds the path of a leaf or of a branch, and nothing for an unknown category', () => {
    expect(categoryPathOf(leaves, 211)).toEqual([2, 21, 211]);
    expect(categoryPathOf(leaves, 21)).toEqual([2, 21]);
    expect(categoryPathOf(leaves, 99)).toEqual([]);
  });
});
