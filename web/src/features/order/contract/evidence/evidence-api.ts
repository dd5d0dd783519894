import { contractEvidenceRoutes as routes } from '@hgsc/contracts';
import { call } from '../../../../shared/request/call.ts';
import { ORDER_QUERY_KEY } from '../../api.ts';

/** Under ORDER_QUERY_KEY, so every order action (sign, cancel, share …) refreshes the trail too. */
export const evidenceKeys = {
  list: (orderId: number) => [...ORDER_QUERY_KEY, 'contract', orderId, 'evidence'] as const,
};

/** /order/contract/evidence/list: the order's contract evidence trail and its chain check. */
export const evidenceApi = {
  list: (orderId: number) => call(routes.list, { id: orderId }, { passCodes: [403, 404] }),
};
