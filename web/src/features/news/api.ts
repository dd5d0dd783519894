import { newsRoutes } from '@hgsc/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../shared/request/call.ts';

/** The public calls' paths start their query keys: the home page's route loader and the server's drawing share them. */
export const NEWS_LIST_URL = newsRoutes.list.path;
export const NEWS_CATEGORIES_URL = newsRoutes.categories.path;
export const NEWS_MORE_URL = newsRoutes.more.path;
export const NEWS_IMAGES_URL = newsRoutes.images.path;
export const NEWS_ROLL_URL = newsRoutes.roll.path;

export interface NewsListQuery {
  current: number;
  size: number;
  categoryId?: number;
  keyword?: string;
}

/** SPEC §7 /news/* (public): published articles for the home blocks, /newslist and the article page. */
export const newsApi = {
  list: (query: NewsListQuery) => call(newsRoutes.list, query),
  categories: () => call(newsRoutes.categories),
  /** One article with its neighbours; 404 (draft, unpublished, unknown) is the page's to show, not a toast. */
  more: (id: number) => call(newsRoutes.more, { id }, { passCodes: [404] }),
  images: (size: number, categoryId?: number) => call(newsRoutes.images, { size, categoryId }),
  roll: (size: number) => call(newsRoutes.roll, { size }),
};

/** The news blocks' queries, shared by the components and the home page's route loader (app/route-data.ts). */
export const newsQueries = {
  list: (query: NewsListQuery) => queryOptions({ queryKey: [NEWS_LIST_URL, query], queryFn: () => newsApi.list(query) }),
  /** The categories change rarely: pages share one copy for five minutes. */
  categories: () => queryOptions({ queryKey: [NEWS_CATEGORIES_URL], queryFn: () => newsApi.categories(), staleTime: 300_000 }),
  images: (size: number) => queryOptions({ queryKey: [NEWS_IMAGES_URL, size], queryFn: () => newsApi.images(size) }),
  roll: (size: number) => queryOptions({ queryKey: [NEWS_ROLL_URL, size], queryFn: () => newsApi.roll(size) }),
};

export const newsHref = (id: number) => `/newslist/${id}`;
