import { marketPriceQueries } from '../market-price/index.ts';
import { newsQueries } from '../news/index.ts';

/** The home page's news blocks: how many titles the ticker lists and how many pictures it shows. */
export const HOME_NEWS_TITLES = 6;
export const HOME_NEWS_PICTURES = 4;

/**
 * The home page's blocks beside its data (`catalogueQueries.home`), drawn with the page by the server through the
 * route loader's `drawnWith` (app/route-data.ts): the browser taking the page over fetches none of them again. Each
 * block fetched on mount instead made the browser's first render draw it a second time, in the same long task
 * (slow on a phone). The first news tab's titles are still the browser's: which tab comes first is known only from
 * the categories.
 */
export const homeBlockQueries = () => [
  marketPriceQueries.ticker(),
  newsQueries.roll(HOME_NEWS_TITLES),
  newsQueries.images(HOME_NEWS_PICTURES),
  newsQueries.categories(),
];
