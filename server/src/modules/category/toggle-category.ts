import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { categories } from './tables.ts';
import { categoryOr404 } from './tree.ts';

/**
 * POST /admin/category/enable | disable. A disabled category and its subtree leave the public tree
 * and pickers (its products stay, the operator decides); 409 when it already is in that state.
 */
export async function setCategoryEnabled(tx: Db, id: number, enabled: boolean) {
  const current = await categoryOr404(tx, id);
  const already = () => new AppError('WRONG_STATE', enabled ? 'category.alreadyEnabled' : 'category.alreadyDisabled');
  if (current.enabled === enabled) throw already();
  const [row] = await tx
    .update(categories)
    .set({ enabled, updatedAt: new Date() })
    .where(and(eq(categories.id, id), eq(categories.enabled, !enabled)))
    .returning();
  if (!row) throw already();
  return row;
}
