import { adminExchangeRoutes, exchangeRoutes, type RouteInput, receiptRoutes } from '@hgsc/contracts';
import { call } from '../../../shared/request/call.ts';

/** Every exchange list, count and detail of the sides and the keepers: one step reloads them all. */
export const EXCHANGES_KEY = ['wr', 'exchanges'] as const;
/** The operator's view of every exchange (its own routes). */
export const ADMIN_EXCHANGES_KEY = ['admin', 'wr', 'exchanges'] as const;

/** Receipt exchanges (仓单串换, SPEC §7 /wr/exchange/apply/*). */
export const exchangeApi = {
  /** Sent once per visit of the form (a double click or a resend asks once). */
  save: (body: RouteInput<typeof exchangeRoutes.save>, key: string) => call(exchangeRoutes.save, body, { idempotencyKey: key }),
  list: (as: 'applicant' | 'counterparty', query: RouteInput<typeof exchangeRoutes.list>) =>
    call(as === 'applicant' ? exchangeRoutes.list : exchangeRoutes.sellerList, query),
  tabCounts: (as: 'applicant' | 'counterparty') => call(exchangeRoutes.tabCounts, { as }),
  detail: (id: number) => call(exchangeRoutes.detail, { id }),
  cancel: (id: number, reason: string) => call(exchangeRoutes.cancel, { id, reason }),
  quote: (body: RouteInput<typeof exchangeRoutes.updatePrice>) => call(exchangeRoutes.updatePrice, body),
  decline: (id: number, reason: string) => call(exchangeRoutes.decline, { id, reason }),
  signCode: (id: number) => call(exchangeRoutes.signCode, { id }),
  accept: (id: number, code: string) => call(exchangeRoutes.accept, { id, code }),
  sign: (id: number, code: string) => call(exchangeRoutes.sign, { id, code }),
  collectPremium: (id: number) => call(exchangeRoutes.collectPremium, { id }),
  keeperList: (query: RouteInput<typeof exchangeRoutes.keeperList>) => call(exchangeRoutes.keeperList, query),
  confirm: (id: number) => call(exchangeRoutes.confirm, { id }),
  /** The holder's receipts in force (已通过) of one product, to offer in a swap. */
  myReceipts: (productId: number) => call(receiptRoutes.passtab, { as: 'holder', productId, current: 1, size: 100 }),
};

export const adminExchangeApi = {
  list: (query: RouteInput<typeof adminExchangeRoutes.list>) => call(adminExchangeRoutes.list, query),
  detail: (id: number) => call(adminExchangeRoutes.detail, { id }),
  cancel: (id: number, reason: string) => call(adminExchangeRoutes.cancel, { id, reason }),
};
