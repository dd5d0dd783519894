import { orderRoutes, type RouteInput, salesContractRoutes } from '@hgsc/contracts';
import { call, callForFile } from '../../../shared/request/call.ts';
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
    call(salesContractRoutes.versions, { id: orderId }, { passCodes: [404] }).then((answer) => answer.versions),
  /**
   * The order (status, allowedActions) behind a contract page. A sub-account holding contract.view
   * but not the side's order permission gets 403 here: the page then shows the contract without
   * the order's steps, so neither 403 nor 404 is toasted.
   */
  order: (orderId: number) => call(orderRoutes.detail, { id: orderId }, { passCodes: [403, 404] }),
  affirm: (orderId: number) => call(salesContractRoutes.affirm, { id: orderId }),
  /** One side's contracts of a status, newest first, searched by order or contract number. */
  list: (body: RouteInput<typeof salesContractRoutes.list>) => call(salesContractRoutes.list, body),
};

/**
 * The current contract PDF of the order (POST /order/contract/download answers the file itself, not
 * an envelope), for the in-browser preview; a refusal answers its message instead.
 */
export const fetchContractPdf = (orderId: number, signal?: AbortSignal) =>
  callForFile(salesContractRoutes.download, { id: orderId, preview: true }, `contract-${orderId}.pdf`, signal);
