import type {
  AdminNewsArticle,
  AdminNewsCategory,
  adminNewsCategorySaveBody,
  adminNewsSaveBody,
  NewsStatus,
  Page,
} from '@hgsc/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../shared/request/http.ts';
import type { PageParams } from '../../admin/api.ts';

export const ADMIN_NEWS_LIST_URL = '/admin/news/list';
export const ADMIN_NEWS_CATEGORY_LIST_URL = '/admin/news/category/list';

/** Public news calls; the operator's changes should not wait for their cache. */
const PUBLIC_NEWS_URLS = ['/news/list', '/news/category/list', '/news/more', '/news/img/list', '/news/roll/list'];

/** The list's filters as the query string carries them ('' = any). */
export type NewsListFilter = { categoryId: string; status: NewsStatus | ''; keyword: string };

/** The operator's news console (auth 'operator'). */
export const newsAdminApi = {
  /** Every article in any state, last changed first. */
  list: (params: PageParams & Partial<NewsListFilter>) => http.get<Page<AdminNewsArticle>>(ADMIN_NEWS_LIST_URL, { ...params }),
  /** A new draft (no id) or an edit that keeps the article's state. */
  save: (body: z.input<typeof adminNewsSaveBody>) => http.post<AdminNewsArticle>('/admin/news/save', body),
  publish: (id: number) => http.post<AdminNewsArticle>('/admin/news/publish', { id }),
  unpublish: (id: number) => http.post<AdminNewsArticle>('/admin/news/unpublish', { id }),
  del: (id: number) => http.post<null>('/admin/news/del', { id }),

  categories: () => http.get<AdminNewsCategory[]>(ADMIN_NEWS_CATEGORY_LIST_URL),
  saveCategory: (body: z.input<typeof adminNewsCategorySaveBody>) =>
    http.post<AdminNewsCategory>('/admin/news/category/save', body),
  /** 409 while the category holds articles. */
  delCategory: (id: number) => http.post<null>('/admin/news/category/del', { id }),
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
