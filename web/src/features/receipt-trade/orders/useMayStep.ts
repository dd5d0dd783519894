import { RECEIPT_ORDER_FLOW, type ReceiptOrder, type ReceiptOrderAction, type ReceiptOrderParty } from '@hgsc/contracts';
import { useUserPower } from '../../../shared/signed-in-user.ts';

/**
 * Whether the person may take `action` on an order as `by`: the permission the flow names for the step (taking and
 * cancelling need receipt.trade, paying finance.pay, confirming money finance.collect, the keeper's answer
 * warehouse.confirm). The order's `actions` say what its company may do now; a sub-account without the step's code
 * sees the same page without the button instead of a 403 after a click. False until the codes are read.
 */
export function useMayStep() {
  const codes = useUserPower().data?.codes;
  return (order: Pick<ReceiptOrder, 'status'>, action: ReceiptOrderAction, by: ReceiptOrderParty): boolean => {
    if (!codes) return false;
    const permission = RECEIPT_ORDER_FLOW.find(order.status, action, by)?.permission;
    return !permission || codes.includes(permission);
  };
}
