import type { ReceiptOrder } from '@hgsc/contracts';
import type { OrderSide } from './order-paths.ts';

export interface OrderTurn {
  tone: 'info' | 'success' | 'warning' | 'error';
  /** Whose step it is: `you`, the other party, the contract that comes next, or nobody's (the order ended). */
  waitingFor: 'you' | 'seller' | 'contract' | 'none';
  title: string;
  hint?: string;
}

/**
 * Whose turn a receipt order is, as `side` reads it: an application waits for the seller to take or decline it; a
 * taken one has its part split off and locked for it, and the contract comes next; a declined one says why (the buyer
 * reads it first), a withdrawn one is over.
 */
export function orderTurn(order: Pick<ReceiptOrder, 'status' | 'declinedBy'>, side: OrderSide): OrderTurn {
  switch (order.status) {
    case 'applied':
      return side === 'seller'
        ? {
            tone: 'warning',
            waitingFor: 'you',
            title: 'receiptTrade.turn.applied.seller',
            hint: 'receiptTrade.turn.applied.sellerHint',
          }
        : {
            tone: 'info',
            waitingFor: 'seller',
            title: 'receiptTrade.turn.applied.buyer',
            hint: 'receiptTrade.turn.applied.buyerHint',
          };
    case 'accepted':
      return {
        tone: 'success',
        waitingFor: 'contract',
        title: `receiptTrade.turn.accepted.${side}`,
        hint: 'receiptTrade.turn.acceptedHint',
      };
    case 'declined':
      return {
        tone: side === 'buyer' ? 'error' : 'warning',
        waitingFor: 'none',
        // The platform declines what waits on a listing that ended: the seller did not turn it down.
        title: order.declinedBy === 'system' ? 'receiptTrade.turn.lapsed' : `receiptTrade.turn.declined.${side}`,
        ...(order.declinedBy === 'system' ? {} : { hint: 'receiptTrade.turn.declinedHint' }),
      };
    case 'withdrawn':
      return { tone: 'info', waitingFor: 'none', title: `receiptTrade.turn.withdrawn.${side}` };
    default:
      return { tone: 'info', waitingFor: 'none', title: 'receiptTrade.turn.status' };
  }
}
