import type { AttentionItem, Page } from '@hgsc/contracts';
import { http } from '../../shared/request/http.ts';

/** SPEC §7 /wr/product/attention*: the products the user follows (关注). */
export const attentionApi = {
  list: (body: { current: number; size: number }) => http.post<Page<AttentionItem>>('/wr/product/attention/list', body),
  /** Stop following the given products. */
  remove: (productIds: number[]) => http.post<{ removed: number }>('/wr/product/attention/del', { ids: productIds }),
};

export const ATTENTION_KEY = ['attention'] as const;
export const ATTENTION_LIST_KEY = ['attention', 'list'] as const;
