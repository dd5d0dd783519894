import type { AdminCategory, AdminCategoryNode, CategoryMoveInput, categorySaveBody } from '@hgsc/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../shared/request/http.ts';

export const ADMIN_CATEGORY_TREE_URL = '/admin/category/tree';

/** Public calls that show the category tree; the operator's changes should not wait for their cache. */
const PUBLIC_CATEGORY_URLS = ['/homepage/product/category/tree', '/product/productSelectCategory', '/search/home/page'];

/** The operator's category tree editor (auth 'operator'). */
export const categoryAdminApi = {
  /** Every category, enabled or not, with its product count. */
  tree: () => http.get<AdminCategoryNode[]>(ADMIN_CATEGORY_TREE_URL),
  /** Create (no id) or rename (id); a changed parentId moves it. */
  save: (body: z.input<typeof categorySaveBody>) => http.post<AdminCategory>('/admin/category/save', body),
  move: (body: CategoryMoveInput) => http.post<AdminCategory>('/admin/category/move', body),
  enable: (id: number) => http.post<AdminCategory>('/admin/category/enable', { id }),
  disable: (id: number) => http.post<AdminCategory>('/admin/category/disable', { id }),
  /** 409 while it has subcategories or products (the server's message says which). */
  del: (id: number) => http.post<null>('/admin/category/del', { id }),
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
