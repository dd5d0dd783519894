import { listingRoutes, type RouteInput, receiptOrderRoutes } from '@hgsc/contracts';
import { call } from '../../shared/request/call.ts';

/** Query-key roots: invalidating one reloads every list, count and details under it. */
export const LISTINGS_KEY = ['wr', 'listings'] as const;
export const RECEIPT_ORDERS_KEY = ['wr', 'receipt-orders'] as const;
/** The receipts' own root (features/warehouse-receipt): a listing or a taken order locks or splits them. */
export const WAREHOUSE_RECEIPTS_ROOT = ['wr', 'receipts'] as const;

/** Receipt listings (仓单挂牌) and the public receipt market (SPEC §7 /sale/bss/*). */
export const listingApi = {
  /** Sent once per visit of the form (a double click or a resend lists once). */
  save: (body: RouteInput<typeof listingRoutes.save>, key: string) => call(listingRoutes.save, body, { idempotencyKey: key }),
  updatePrice: (body: RouteInput<typeof listingRoutes.updatePrice>) => call(listingRoutes.updatePrice, body),
  delist: (id: number) => call(listingRoutes.delist, { id }),
  mine: (query: RouteInput<typeof listingRoutes.myList>) => call(listingRoutes.myList, query),
  tabCounts: () => call(listingRoutes.tabCounts),
  market: (query: RouteInput<typeof listingRoutes.market>) => call(listingRoutes.market, query),
  info: (id: number) => call(listingRoutes.info, { id }),
};

/** Receipt orders (仓单订单): the buyer's applications and the seller's answers (SPEC §7 /wr/order/*). */
export const receiptOrderApi = {
  /** Sent once per visit of the dialog. */
  apply: (body: RouteInput<typeof receiptOrderRoutes.apply>, key: string) =>
    call(receiptOrderRoutes.apply, body, { idempotencyKey: key }),
  withdraw: (id: number) => call(receiptOrderRoutes.withdraw, { id }),
  take: (id: number) => call(receiptOrderRoutes.take, { id }),
  decline: (body: RouteInput<typeof receiptOrderRoutes.decline>) => call(receiptOrderRoutes.decline, body),
  list: (query: RouteInput<typeof receiptOrderRoutes.list>) => call(receiptOrderRoutes.list, query),
  tabCounts: (as: 'buyer' | 'seller') => call(receiptOrderRoutes.tabCounts, { as }),
  info: (id: number) => call(receiptOrderRoutes.info, { id }),
};
