import { inquiryRoutes, type RouteInput } from '@hgsc/contracts';
import { call } from '../../../shared/request/call.ts';

/** Query-key root of inquiries: a step on one reloads every list under it. */
export const INQUIRIES_KEY = ['inquiries'] as const;

/** Inquiries (询价, /cs/quote/inquiry/*): asked by a buyer, answered by a quote or declined. */
export const inquiryApi = {
  submit: (body: RouteInput<typeof inquiryRoutes.submit>) => call(inquiryRoutes.submit, body),
  list: (query: RouteInput<typeof inquiryRoutes.pageList>) => call(inquiryRoutes.pageList, query),
  info: (id: number) => call(inquiryRoutes.info, { id }),
  cancel: (id: number) => call(inquiryRoutes.cancel, { id }),
  decline: (id: number, reason: string) => call(inquiryRoutes.decline, { id, reason }),
};
