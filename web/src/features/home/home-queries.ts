import { catalogueQueries } from '../catalogue/api.ts';
import { newsQueries } from '../news/api.ts';

/** The home page's news blocks: how many titles the ticker lists and how many pictures it shows. */
export const HOME_NEWS_TITLES = 6;
export const HOME_NEWS_PICTURES = 4;

/**
 * What the home page shows, started by its route loader (app/route-data.ts): the server draws the page with all of
 * it, and the browser taking the page over fetches none of it again. Each block fetched on mount instead made the
 * browser's first render draw those blocks a second time, in the same long task (issue 7, mobile).
 */
export const homeQueries = () => [
  catalogueQueries.home(),
  catalogueQueries.rollShow(),
  newsQueries.roll(HOME_NEWS_TITLES),
  newsQueries.images(HOME_NEWS_PICTURES),
  newsQueries.categories(),
];
