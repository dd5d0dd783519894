import { asc } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { categories } from '../category/index.ts';

/**
 * POST /product/category/list: the categories a product may be filed under, flat (the web builds the
 * tree from parentId), in display order. A category counts only when it and all its ancestors are
 * enabled.
 */
export async function listProductCategories(ctx: AppContext) {
  const rows = await ctx.db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      name: categories.name,
      nameEn: categories.nameEn,
      sortOrder: categories.sortOrder,
      enabled: categories.enabled,
    })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const usable = (row: (typeof rows)[number]): boolean => {
    const seen = new Set<number>();
    for (let node: typeof row | undefined = row; node; node = node.parentId === null ? undefined : byId.get(node.parentId)) {
      if (!node.enabled || seen.has(node.id)) return false;
      seen.add(node.id);
      if (node.parentId !== null && !byId.has(node.parentId)) return false;
    }
    return true;
  };
  return rows.filter(usable).map(({ enabled: _enabled, ...row }) => row);
}
