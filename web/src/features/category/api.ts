import { catalogueRoutes, categoryRoutes, type RouteInput } from '@hgsc/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../shared/request/call.ts';

export const ADMIN_CATEGORY_TREE_URL = categoryRoutes.adminTree.path;

/**
 * The query keys of the public views of the category tree (the tree, the pickers, the home page's data); the
 * operator's changes should not wait for their cache.
 */
const PUBLIC_CATEGORY_URLS: readonly string[] = [
  categoryRoutes.tree.path,
  categoryRoutes.selectable.path,
  catalogueRoutes.home.path,
];

/** The operator's category tree editor (auth 'operator'). */
export const categoryAdminApi = {
  /** Every category, enabled or not, with its product count. */
  tree: () => call(categoryRoutes.adminTree),
  /** Create (no id) or rename (id); a changed parentId moves it. */
  save: (body: RouteInput<typeof categoryRoutes.save>) => call(categoryRoutes.save, body),
  move: (body: RouteInput<typeof categoryRoutes.move>) => call(categoryRoutes.move, body),
  enable: (id: number) => call(categoryRoutes.enable, { id }),
  disable: (id: number) => call(categoryRoutes.disable, { id }),
  /** 409 while it has subcategories or products (the server's message says which). */
  del: (id: number) => call(categoryRoutes.remove, { id }),
};

/** Reloads the editor's tree and drops the public copies of it. */
export async function refreshCategories(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [ADMIN_CATEGORY_TREE_URL] }),
    queryClient.invalidateQueries({
      predicate: (query) => PUBLIC_CATEGORY_URLS.includes(String(query.queryKey[0])),
      refetchType: 'none',
    }),
  ]);
}
