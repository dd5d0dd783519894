import { CATEGORY_MAX_DEPTH } from '@hgsc/contracts';
import { violatedUniqueConstraint } from '../../platform/db/errors.ts';
import { AppError, invalidField } from '../../platform/http/app-error.ts';
import type { CategoryRow } from './tables.ts';
import { childrenIndex, heightOf, levelOf, subtreeIds } from './tree.ts';

/**
 * Checks that category `id` (undefined: a new one) may sit under `parentId` (null: top level):
 * the parent exists (400 naming parentId), is not the category itself or below it (409), and the
 * subtree stays within CATEGORY_MAX_DEPTH levels (409).
 */
export function checkPlacement(rows: CategoryRow[], id: number | undefined, parentId: number | null) {
  const children = childrenIndex(rows);
  if (parentId !== null && !rows.some((r) => r.id === parentId)) throw invalidField('parentId', 'category.parentNotFound');
  if (id !== undefined && parentId !== null && subtreeIds(children, id).has(parentId)) {
    throw new AppError('WRONG_STATE', 'category.moveIntoSelf', {}, { field: 'parentId' });
  }
  const parentLevel = parentId === null ? 0 : levelOf(rows, parentId);
  const height = id === undefined ? 1 : heightOf(children, id);
  if (parentLevel + height > CATEGORY_MAX_DEPTH) {
    throw new AppError('WRONG_STATE', 'category.tooDeep', { max: CATEGORY_MAX_DEPTH }, { field: 'parentId' });
  }
}

const nameTaken = (name: string) => new AppError('CONFLICT', 'category.nameTaken', { name }, { field: 'name' });

/** 409 when a sibling (same parent) other than `id` has the name. */
export function checkSiblingName(rows: CategoryRow[], id: number | undefined, parentId: number | null, name: string) {
  if (rows.some((r) => r.parentId === parentId && r.name === name && r.id !== id)) throw nameTaken(name);
}

/** Maps a race on the sibling-name unique index to the same 409. */
export function rethrowNameRace(name: string) {
  return (error: unknown): never => {
    if (violatedUniqueConstraint(error) === 'categories_sibling_name_unique') throw nameTaken(name);
    throw error;
  };
}
