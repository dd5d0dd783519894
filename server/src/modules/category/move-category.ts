import type { CategoryMoveInput } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { checkPlacement, checkSiblingName, rethrowNameRace } from './placement.ts';
import { categories } from './tables.ts';
import { allCategories } from './tree.ts';

/**
 * POST /admin/category/move: a new parent (null = top level) and sort order. Refused (409) under
 * itself or its own subcategory, deeper than three levels, or beside a sibling of the same name.
 */
export async function moveCategory(tx: Db, input: CategoryMoveInput) {
  const rows = await allCategories(tx);
  const current = rows.find((r) => r.id === input.id);
  if (!current) throw notFound('category.notFound');
  checkPlacement(rows, current.id, input.parentId);
  checkSiblingName(rows, current.id, input.parentId, current.name);
  const [row] = await tx
    .update(categories)
    .set({ parentId: input.parentId, sortOrder: input.sortOrder, updatedAt: new Date() })
    .where(eq(categories.id, current.id))
    .returning()
    .catch(rethrowNameRace(current.name));
  if (!row) throw notFound('category.notFound');
  return row;
}
