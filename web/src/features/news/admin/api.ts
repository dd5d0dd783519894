import { type NewsStatus, newsRoutes, type RouteInput } from '@hgsc/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/request/call.ts';
import type { PageParams } from '../../admin/index.ts';

export const ADMIN_NEWS_LIST_URL = newsRoutes.adminList.path;
export const ADMIN_NEWS_CATEGORY_LIST_URL = newsRoutes.adminCategories.path;

/** Public news calls; the operator's changes should not wait for their cache. */
const PUBLIC_NEWS_URLS: string[] = [
  newsRoutes.list.path,
  newsRoutes.categories.path,
  newsRoutes.more.path,
  newsRoutes.images.path,
  newsRoutes.roll.path,
];

/** The list's filters as the query string carries them ('' = any). */
export type NewsListFilter = { categoryId: string; status: NewsStatus | ''; keyword: string };

/** The operator's news console (auth 'operator'). */
export const newsAdminApi = {
  /** Every article in any state, last changed first ('' filters are left out of the query string). */
  list: (params: PageParams & Partial<NewsListFilter>) =>
    call(newsRoutes.adminList, { ...params, status: params.status || undefined }),
  /** A new draft (no id) or an edit that keeps the article's state. */
  save: (body: RouteInput<typeof newsRoutes.save>) => call(newsRoutes.save, body),
  publish: (id: number) => call(newsRoutes.publish, { id }),
  unpublish: (id: number) => call(newsRoutes.unpublish, { id }),
  del: (id: number) => call(newsRoutes.remove, { id }),

  categories: () => call(newsRoutes.adminCategories),
  saveCategory: (body: RouteInput<typeof newsRoutes.saveCategory>) => call(newsRoutes.saveCategory, body),
  /** 409 while the category holds articles. */
  delCategory: (id: number) => call(newsRoutes.removeCategory, { id }),
};

/** Reloads the console's lists and drops the public copies of the news. */
export async function refreshNews(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [ADMIN_NEWS_LIST_URL] }),
    queryClient.invalidateQueries({ queryKey: [ADMIN_NEWS_CATEGORY_LIST_URL] }),
    queryClient.invalidateQueries({
      predicate: (query) => PUBLIC_NEWS_URLS.includes(String(query.queryKey[0])),
      refetchType: 'none',
    }),
  ]);
}
