import type { NewsCard, NewsCategory, NewsMore, NewsRollItem, Page } from '@hgsc/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../shared/request/http.ts';

export const NEWS_LIST_URL = '/news/list';
export const NEWS_CATEGORIES_URL = '/news/category/list';
export const NEWS_MORE_URL = '/news/more';
export const NEWS_IMAGES_URL = '/news/img/list';
export const NEWS_ROLL_URL = '/news/roll/list';

export interface NewsListQuery {
  current: number;
  size: number;
  categoryId?: number;
  keyword?: string;
}

/** SPEC §7 /news/* (public): published articles for the home blocks, /newslist and the article page. */
export const newsApi = {
  list: (query: NewsListQuery) => http.post<Page<NewsCard>>(NEWS_LIST_URL, query),
  categories: () => http.post<NewsCategory[]>(NEWS_CATEGORIES_URL),
  /** One article with its neighbours; 404 (draft, unpublished, unknown) is the page's to show, not a toast. */
  more: (id: number) => http.post<NewsMore>(NEWS_MORE_URL, { id }, { passCodes: [404] }),
  images: (size: number, categoryId?: number) => http.post<NewsCard[]>(NEWS_IMAGES_URL, { size, categoryId }),
  roll: (size: number) => http.post<NewsRollItem[]>(NEWS_ROLL_URL, { size }),
};

/** The news blocks' queries, shared by the components and the home page's route loader (app/route-data.ts). */
export const newsQueries = {
  list: (query: NewsListQuery) => queryOptions({ queryKey: [NEWS_LIST_URL, query], queryFn: () => newsApi.list(query) }),
  /** The categories change rarely: pages share one copy for five minutes. */
  categories: () => queryOptions({ queryKey: [NEWS_CATEGORIES_URL], queryFn: newsApi.categories, staleTime: 300_000 }),
  images: (size: number) => queryOptions({ queryKey: [NEWS_IMAGES_URL, size], queryFn: () => newsApi.images(size) }),
  roll: (size: number) => queryOptions({ queryKey: [NEWS_ROLL_URL, size], queryFn: () => newsApi.roll(size) }),
};

export const newsHref = (id: number) => `/newslist/${id}`;
