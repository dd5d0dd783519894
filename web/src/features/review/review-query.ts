import { positiveInt, readUrlPaging, writeUrlPaging } from '../../shared/url-query.ts';

/** The tabs of /manage/mycommends: 待评价, 已评价, 收到的评价 (seller). */
export const REVIEW_TABS = ['pending', 'written', 'received'] as const;
export type ReviewTab = (typeof REVIEW_TABS)[number];

export interface MyCommendsQuery {
  tab?: ReviewTab;
  current: number;
  size: number;
  /** 收到的评价 only: one score. */
  score?: number;
  /** 待评价 only: the lines of one order (去评价 on that order), its review opening by itself when it has one line. */
  orderId?: number;
}

/**
 * The page's state in the URL (?tab=written&page=2&size=30&score=5, ?orderId=12 for one order's 待评价), so reloads
 * and links keep it.
 */
export function parseReviewQuery(params: URLSearchParams): MyCommendsQuery {
  const { page, size } = readUrlPaging(params);
  const tab = REVIEW_TABS.find((key) => key === params.get('tab'));
  const score = positiveInt(params.get('score'));
  const orderId = positiveInt(params.get('orderId'));
  return {
    tab,
    current: page,
    size,
    score: tab === 'received' && score !== undefined && score <= 5 ? score : undefined,
    ...((tab ?? 'pending') === 'pending' && orderId !== undefined ? { orderId } : {}),
  };
}

export function toReviewParams(query: MyCommendsQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (query.tab) out.set('tab', query.tab);
  if (query.score) out.set('score', String(query.score));
  if (query.orderId) out.set('orderId', String(query.orderId));
  return writeUrlPaging(out, { page: query.current, size: query.size });
}
