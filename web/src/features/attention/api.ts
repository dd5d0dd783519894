import { attentionRoutes } from '@hgsc/contracts';
import { call } from '../../shared/request/call.ts';

/** SPEC §7 /wr/product/attention*: the products the user follows (关注). */
export const attentionApi = {
  list: (body: { current: number; size: number }) => call(attentionRoutes.list, body),
  /** Stop following the given products. */
  remove: (productIds: number[]) => call(attentionRoutes.unfollow, { ids: productIds }),
};

export const ATTENTION_KEY = ['attention'] as const;
export const ATTENTION_LIST_KEY = ['attention', 'list'] as const;
