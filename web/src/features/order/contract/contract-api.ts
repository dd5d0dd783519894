import type { ContractStatus, ContractView, OrderDetail, Page } from '@hgsc/contracts';
import { postForFile } from '../../../shared/request/binary-download.ts';
import { http } from '../../../shared/request/http.ts';
import { ORDER_QUERY_KEY } from '../api.ts';

/**
 * The contract calls the order feature's api.ts does not have (SPEC §7 "Contracts"). Their query
 * keys sit under ORDER_QUERY_KEY, so every order action's invalidation refreshes them too.
 */
export const contractKeys = {
  versions: (orderId: number) => [...ORDER_QUERY_KEY, 'contract', orderId, 'versions'] as const,
  order: (orderId: number) => [...ORDER_QUERY_KEY, 'contract', orderId, 'order'] as const,
};

export const contractApi = {
  /** The order's contract versions, newest first; another company's order is the page's 404 to explain. */
  versions: (orderId: number) =>
    http
      .post<{ versions: ContractView[] }>('/order/contract/update/list', { id: orderId }, { passCodes: [404] })
      .then((answer) => answer.versions),
  /**
   * The order (status, allowedActions) behind a contract page. A sub-account holding contract.view
   * but not the side's order permission gets 403 here: the page then shows the contract without
   * the order's steps, so neither 403 nor 404 is toasted.
   */
  order: (orderId: number) => http.post<OrderDetail>('/order/detail', { id: orderId }, { passCodes: [403, 404] }),
  affirm: (orderId: number) => http.post<ContractView>('/order/affirm/contract', { id: orderId }),
  /** One side's contracts of a status, newest first, searched by order or contract number. */
  list: (body: { current: number; size: number; party: 'buyer' | 'seller'; status?: ContractStatus; keyword?: string }) =>
    http.post<Page<ContractView>>('/order/contract/list', body),
};

/**
 * The current contract PDF of the order (POST /order/contract/download answers the file itself, not
 * an envelope), for the in-browser preview; a refusal answers its message instead.
 */
export const fetchContractPdf = (orderId: number, signal?: AbortSignal) =>
  postForFile('/order/contract/download', { id: orderId, preview: true }, `contract-${orderId}.pdf`, signal);
