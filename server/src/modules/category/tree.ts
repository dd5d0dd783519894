import type { AdminCategoryNode, CategoryNode, SelectableCategory } from '@hgsc/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { categoryUse } from './category-use.ts';
import { type CategoryRow, categories } from './tables.ts';

/** Every category, ordered for display (sortOrder, then id). The table is small: trees are built in memory. */
export const allCategories = (db: Db) => db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id));

/** Children of each parent (null = top level), in display order. */
export function childrenIndex(rows: CategoryRow[]) {
  const children = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    const list = children.get(row.parentId) ?? [];
    list.push(row);
    children.set(row.parentId, list);
  }
  return children;
}

/** 1 for a top-level category; follows parents (a dangling parent counts as the top). */
export function levelOf(rows: CategoryRow[], id: number): number {
  const byId = new Map(rows.map((r) => [r.id, r]));
  let level = 0;
  for (let row = byId.get(id); row && level <= rows.length; row = row.parentId ? byId.get(row.parentId) : undefined) level += 1;
  return level;
}

/** How many levels the subtree of `id` spans (1 for a leaf). */
export function heightOf(children: Map<number | null, CategoryRow[]>, id: number): number {
  const below = children.get(id) ?? [];
  return 1 + Math.max(0, ...below.map((c) => heightOf(children, c.id)));
}

/** The ids of `id` and everything under it. */
export function subtreeIds(children: Map<number | null, CategoryRow[]>, id: number): Set<number> {
  const ids = new Set<number>([id]);
  for (const child of children.get(id) ?? []) for (const sub of subtreeIds(children, child.id)) ids.add(sub);
  return ids;
}

/** GET /homepage/product/category/tree: the enabled tree; a disabled category hides its subtree. */
export async function publicCategoryTree(db: Db): Promise<CategoryNode[]> {
  const children = childrenIndex(await allCategories(db));
  const build = (parentId: number | null, level: number): CategoryNode[] =>
    (children.get(parentId) ?? [])
      .filter((row) => row.enabled)
      .map((row) => ({
        id: row.id,
        parentId: row.parentId,
        name: row.name,
        nameEn: row.nameEn,
        sortOrder: row.sortOrder,
        level,
        children: build(row.id, level + 1),
      }));
  return build(null, 1);
}

/** GET /admin/category/tree: every category with its enabled flag and its product count. */
export async function adminCategoryTree(db: Db): Promise<AdminCategoryNode[]> {
  const [rows, productCounts] = await Promise.all([allCategories(db), categoryUse.value.countByCategory(db)]);
  const children = childrenIndex(rows);
  const build = (parentId: number | null, level: number): AdminCategoryNode[] =>
    (children.get(parentId) ?? []).map((row) => ({
      id: row.id,
      parentId: row.parentId,
      name: row.name,
      nameEn: row.nameEn,
      sortOrder: row.sortOrder,
      level,
      enabled: row.enabled,
      productCount: productCounts.get(row.id) ?? 0,
      children: build(row.id, level + 1),
    }));
  return build(null, 1);
}

/**
 * POST /product/productSelectCategory: the enabled leaves of the public tree with their path;
 * keyword matches the Chinese or English name of any category on the path.
 */
export async function selectableCategories(db: Db, keyword: string | undefined): Promise<SelectableCategory[]> {
  const tree = await publicCategoryTree(db);
  const needle = keyword?.toLowerCase();
  const leaves: SelectableCategory[] = [];
  const walk = (nodes: CategoryNode[], path: CategoryNode[]) => {
    for (const node of nodes) {
      const here = [...path, node];
      if (node.children.length) {
        walk(node.children, here);
        continue;
      }
      const matches =
        !needle || here.some((n) => n.name.toLowerCase().includes(needle) || (n.nameEn ?? '').toLowerCase().includes(needle));
      if (!matches) continue;
      leaves.push({
        id: node.id,
        name: node.name,
        nameEn: node.nameEn,
        level: node.level,
        path: here.map((n) => ({ id: n.id, name: n.name, nameEn: n.nameEn })),
        pathName: here.map((n) => n.name).join(' / '),
        pathNameEn: here.map((n) => n.nameEn || n.name).join(' / '),
      });
    }
  };
  walk(tree, []);
  return leaves;
}

/**
 * For the product module: the category a product may be filed under — it exists and it and every
 * category above it are enabled; undefined otherwise.
 */
export async function findUsableCategory(db: Db, id: number): Promise<CategoryRow | undefined> {
  const rows = await allCategories(db);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const row = byId.get(id);
  for (let at = row; at; at = at.parentId ? byId.get(at.parentId) : undefined) if (!at.enabled) return undefined;
  return row;
}

/** A category by id or 404. */
export async function categoryOr404(db: Db, id: number): Promise<CategoryRow> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  if (!row) throw notFound('category.notFound');
  return row;
}
