import type { ReceiptContract } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { nodeLogKey } from '../../../shared/ui/NodeLogTimeline.tsx';
import { RECEIPT_ORDERS_KEY } from '../api.ts';
import { ORDER_LOG_TYPE } from '../orders/useOrderSteps.tsx';
import { receiptContractKeys } from './receipt-contract-api.ts';

/**
 * After a contract step: its answer is the contract as it now stands, shown at once; then the order (its status moves
 * to signed with the second signature), the lists, this contract and the order's operation log are read again.
 */
export function useContractRefresh() {
  const queryClient = useQueryClient();
  return async (contract: ReceiptContract) => {
    queryClient.setQueryData(receiptContractKeys.info(contract.orderId), contract);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: RECEIPT_ORDERS_KEY }),
      queryClient.invalidateQueries({ queryKey: nodeLogKey(ORDER_LOG_TYPE, contract.orderId) }),
    ]);
  };
}
