import { type BuylistItem, cartRoutes } from '@hgsc/contracts';
import { call } from '../../shared/request/call.ts';

/** Every cart query lives under this key: one invalidation refreshes the page and the header badge. */
export const CART_QUERY_KEY = ['ordercart'] as const;
export const CART_LIST_KEY = [...CART_QUERY_KEY, 'list'] as const;
export const CART_COUNT_KEY = [...CART_QUERY_KEY, 'count'] as const;

/** SPEC §7 "Cart and orders": /ordercart/*. */
export const cartApi = {
  list: () => call(cartRoutes.list),
  /** add (default) adds to the line's quantity; set replaces it. */
  add: (body: { productId: number; quantity: string; mode?: 'add' | 'set' }) => call(cartRoutes.add, body),
  /**
   * The login merge of the buylist. Failures are the caller's to handle quietly: the buylist is
   * then kept (e.g. a sub-account without the cart permission).
   */
  merge: (items: readonly BuylistItem[]) =>
    call(cartRoutes.add, { items: [...items] }, { passCodes: [401, 403, 'E_300', 'NETWORK', 'TIMEOUT'] }),
  /** Public: prices a visitor's buylist. */
  price: (items: readonly BuylistItem[]) => call(cartRoutes.price, { items: [...items] }),
  remove: (id: number) => call(cartRoutes.remove, { id }),
  removeBatch: (ids: readonly number[]) => call(cartRoutes.removeBatch, { ids: [...ids] }),
  clear: () => call(cartRoutes.clear),
  /**
   * The header badge on every page: a session that just ended is not this call's to announce
   * (the badge simply shows nothing), so its failures pass quietly.
   */
  count: () => call(cartRoutes.count, {}, { passCodes: [401, 403, 'E_300', 'NETWORK', 'TIMEOUT'] }),
};
