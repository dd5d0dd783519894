import type { marketPriceZh } from './market-price.zh.ts';

/** Market prices: the server's messages, merged into en.ts. */
export const marketPriceEn: Record<keyof typeof marketPriceZh, string> = {
  'marketPrice.notFound': 'No market price for this commodity yet',
};
