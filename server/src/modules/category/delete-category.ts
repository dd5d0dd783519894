import { count, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { categoryUse } from './category-use.ts';
import { type CategoryRow, categories } from './tables.ts';
import { categoryOr404 } from './tree.ts';

/**
 * POST /admin/category/del: deletes a category without subcategories and without products (409
 * naming how many otherwise; disable it instead). A product filed meanwhile fails the delete by its
 * foreign key, answered the same way.
 */
export async function deleteCategory(tx: Db, id: number): Promise<CategoryRow> {
  const row = await categoryOr404(tx, id);
  // One after the other: a transaction's statements share its one connection.
  const [children] = await tx.select({ n: count() }).from(categories).where(eq(categories.parentId, id));
  const used = await categoryUse.value.countIn(tx, id);
  if (children?.n) throw new AppError('WRONG_STATE', 'category.hasChildren', { count: children.n });
  if (used) throw new AppError('WRONG_STATE', 'category.hasProducts', { count: used });
  const deleted = await tx
    .delete(categories)
    .where(eq(categories.id, id))
    .returning()
    .catch((error: unknown) => {
      // 23503: a product or subcategory appeared between the check and the delete.
      if (isForeignKeyViolation(error)) throw new AppError('WRONG_STATE', 'category.hasProducts', { count: 1 });
      throw error;
    });
  if (!deleted.length) throw notFound('category.notFound');
  return row;
}

function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth += 1) {
    if ((e as { code?: unknown }).code === '23503') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
