import type { CategorySaveInput } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { checkPlacement, checkSiblingName, rethrowNameRace } from './placement.ts';
import { type CategoryRow, categories } from './tables.ts';
import { allCategories } from './tree.ts';

/**
 * POST /admin/category/save. Without id: a new category (enabled) under parentId (top level when
 * absent), last unless sortOrder says otherwise. With id: rename, English name, sort order; a
 * parentId different from the current one moves it (same checks as /admin/category/move).
 */
export async function saveCategory(tx: Db, input: CategorySaveInput): Promise<{ row: CategoryRow; created: boolean }> {
  const rows = await allCategories(tx);
  const now = new Date();
  if (input.id === undefined) {
    const parentId = input.parentId ?? null;
    checkPlacement(rows, undefined, parentId);
    checkSiblingName(rows, undefined, parentId, input.name);
    const siblings = rows.filter((r) => r.parentId === parentId);
    const sortOrder = input.sortOrder ?? Math.max(0, ...siblings.map((s) => s.sortOrder + 1));
    const [row] = await tx
      .insert(categories)
      .values({ parentId, name: input.name, nameEn: input.nameEn || null, sortOrder })
      .returning()
      .catch(rethrowNameRace(input.name));
    if (!row) throw new Error('category not created');
    return { row, created: true };
  }

  const current = rows.find((r) => r.id === input.id);
  if (!current) throw notFound('category.notFound');
  const parentId = input.parentId === undefined ? current.parentId : input.parentId;
  if (parentId !== current.parentId) checkPlacement(rows, current.id, parentId);
  checkSiblingName(rows, current.id, parentId, input.name);
  const [row] = await tx
    .update(categories)
    .set({
      parentId,
      name: input.name,
      ...(input.nameEn === undefined ? {} : { nameEn: input.nameEn || null }),
      ...(input.sortOrder === undefined ? {} : { sortOrder: input.sortOrder }),
      updatedAt: now,
    })
    .where(eq(categories.id, current.id))
    .returning()
    .catch(rethrowNameRace(input.name));
  if (!row) throw notFound('category.notFound');
  return { row, created: false };
}
