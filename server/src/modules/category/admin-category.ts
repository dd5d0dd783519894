import type { AdminCategory } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import type { CategoryRow } from './tables.ts';
import { allCategories, levelOf } from './tree.ts';

/** A category as the operator's calls answer it, its level counted in the tree as it now stands. */
export async function toAdminCategory(db: Db, row: CategoryRow): Promise<AdminCategory> {
  return {
    id: row.id,
    parentId: row.parentId,
    name: row.name,
    nameEn: row.nameEn,
    sortOrder: row.sortOrder,
    level: levelOf(await allCategories(db), row.id),
    enabled: row.enabled,
    updatedAt: row.updatedAt.toISOString(),
  };
}
