import type { Db } from '../../platform/db/client.ts';
import { slot } from '../../platform/modules/slot.ts';

/**
 * How many things are filed under categories. The product module fills it: products stand on categories, so a
 * category asks instead of reading their table. The console shows the counts; a category in use is not deleted.
 */
export interface CategoryUse {
  countByCategory(db: Db): Promise<Map<number, number>>;
  countIn(db: Db, categoryId: number): Promise<number>;
}

// Nothing filed while no module fills it.
export const categoryUse = slot<CategoryUse>('categoryUse', { countByCategory: async () => new Map(), countIn: async () => 0 });
