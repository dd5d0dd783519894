import { companyRoutes, quoteRoutes, type RouteInput } from '@hgsc/contracts';
import { call } from '../../shared/request/call.ts';

/** Query-key root of quotes: a step on one reloads every list, count and page under it. */
export const QUOTES_KEY = ['quotes'] as const;

/** Quotations (SPEC §7 "Quotes", /cs/quote/*). */
export const quoteApi = {
  save: (body: RouteInput<typeof quoteRoutes.save>) => call(quoteRoutes.save, body),
  submit: (id: number) => call(quoteRoutes.submit, { id }),
  withdraw: (id: number, reason: string | null) => call(quoteRoutes.withdraw, { id, reason }),
  discard: (id: number) => call(quoteRoutes.discard, { id }),
  decline: (id: number, reason: string) => call(quoteRoutes.decline, { id, reason }),
  /** Sent once per opening of the selection (a double click or a resend orders once). */
  select: (body: RouteInput<typeof quoteRoutes.select>, key: string) => call(quoteRoutes.select, body, { idempotencyKey: key }),
  list: (query: RouteInput<typeof quoteRoutes.pageList>) => call(quoteRoutes.pageList, query),
  counts: (box: RouteInput<typeof quoteRoutes.counts>['box']) => call(quoteRoutes.counts, { box }),
  info: (id: number) => call(quoteRoutes.info, { id }),
  history: (id: number) => call(quoteRoutes.history, { id }),
  last: (query: RouteInput<typeof quoteRoutes.last>) => call(quoteRoutes.last, query),
  products: (keyword: string) => call(quoteRoutes.products, { keyword: keyword || undefined }),
  receipts: (keyword: string) => call(quoteRoutes.receipts, { keyword: keyword || undefined }),
  authority: (query: RouteInput<typeof quoteRoutes.authority>) => call(quoteRoutes.authority, query),
  share: (id: number, companyId?: number) => call(quoteRoutes.share, { id, ...(companyId ? { companyId } : {}) }),
  sharing: (id: number) => call(quoteRoutes.sharing, { id }),
  answerShare: (id: number, approve: boolean) => call(quoteRoutes.shareAnswer, { id, approve }),
  shareInfo: (token: string) => call(quoteRoutes.shareInfo, { token }),
  applyShare: (token: string) => call(quoteRoutes.shareApply, { token }),
  companies: (keyword: string) => call(companyRoutes.passCompanyList, { keyword, current: 1, size: 30 }),
};
