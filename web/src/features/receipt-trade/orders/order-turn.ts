import type { ReceiptOrder } from '@hgsc/contracts';
import { awaitsCollection } from './order-money.ts';
import type { OrderReader, OrderSide } from './order-paths.ts';

export interface OrderTurn {
  tone: 'info' | 'success' | 'warning' | 'error';
  /** Whose step it is: `you`, another party, the contract that comes next, or nobody's (the order ended). */
  waitingFor: 'you' | 'buyer' | 'seller' | 'keeper' | 'contract' | 'none';
  /** The banner's words (message keys; OrderTurnNotice gives the parameters). */
  title: string;
  hint?: string;
  /** The next step in a few words, under the status in a list's row; none once the order ended. */
  next?: string;
}

export type TurnOrder = Pick<
  ReceiptOrder,
  'status' | 'declinedBy' | 'cancelRequestedBy' | 'cancelledBy' | 'transferRefuseReason' | 'paidAmount' | 'collectedAmount'
>;

const isSide = (reader: OrderReader): reader is OrderSide => reader === 'buyer' || reader === 'seller';
const otherSide = (side: OrderSide): OrderSide => (side === 'buyer' ? 'seller' : 'buyer');

/** The side whose step it is: its own words when it reads the order, the waiting words for everyone else. */
function sideTurn(
  reader: OrderReader,
  turnOf: OrderSide | 'keeper',
  words: { mine: Omit<OrderTurn, 'waitingFor'>; theirs: Omit<OrderTurn, 'waitingFor'> },
): OrderTurn {
  return reader === turnOf ? { ...words.mine, waitingFor: 'you' } : { ...words.theirs, waitingFor: turnOf };
}

/** A cancellation one side asked for: the other answers it, and nothing else moves meanwhile. */
function cancelTurn(asker: OrderSide, reader: OrderReader): OrderTurn {
  const answerer = otherSide(asker);
  if (reader === asker)
    return {
      tone: 'warning',
      waitingFor: answerer,
      title: 'receiptTrade.turn.cancelAsked.asker',
      hint: 'receiptTrade.turn.cancelAsked.askerHint',
      next: 'receiptTrade.next.cancelAsked.asker',
    };
  if (reader === answerer)
    return {
      tone: 'warning',
      waitingFor: 'you',
      title: `receiptTrade.turn.cancelAsked.answerer.${asker}`,
      hint: 'receiptTrade.turn.cancelAsked.answererHint',
      next: 'receiptTrade.next.cancelAsked.answerer',
    };
  return {
    tone: 'warning',
    waitingFor: answerer,
    title: `receiptTrade.turn.cancelAsked.other.${asker}`,
    next: 'receiptTrade.next.cancelAsked.other',
  };
}

/** How a cancelled order ended, as `reader` reads it: the platform cancelled it, or the sides agreed. */
function cancelledTurn(order: TurnOrder, reader: OrderReader): OrderTurn {
  const by = order.cancelledBy;
  const title =
    by === 'operator' || by === null
      ? 'receiptTrade.turn.cancelled.operator'
      : isSide(reader)
        ? `receiptTrade.turn.cancelled.${by === reader ? 'askedByYou' : 'askedByOther'}`
        : `receiptTrade.turn.cancelled.agreed.${by}`;
  return { tone: 'info', waitingFor: 'none', title, hint: 'receiptTrade.turn.cancelled.hint' };
}

/**
 * Whose turn a receipt order is, as `reader` reads it: an application waits for the seller; a taken one for the
 * contract, then the buyer's payment, the seller's confirmation that it arrived, the seller's endorsement and the
 * keeper's confirmation of the transfer. A cancellation asked for waits for the other side's answer before anything
 * else. Ended orders say how they ended: declined (why, the buyer reads it first), withdrawn, done, cancelled.
 */
export function orderTurn(order: TurnOrder, reader: OrderReader): OrderTurn {
  if (order.cancelRequestedBy && (order.status === 'accepted' || order.status === 'signed'))
    return cancelTurn(order.cancelRequestedBy, reader);
  switch (order.status) {
    case 'applied':
      return sideTurn(reader, 'seller', {
        mine: {
          tone: 'warning',
          title: 'receiptTrade.turn.applied.seller',
          hint: 'receiptTrade.turn.applied.sellerHint',
          next: 'receiptTrade.next.applied.mine',
        },
        theirs: {
          tone: 'info',
          title: reader === 'buyer' ? 'receiptTrade.turn.applied.buyer' : 'receiptTrade.turn.applied.other',
          ...(reader === 'buyer' ? { hint: 'receiptTrade.turn.applied.buyerHint' } : {}),
          next: 'receiptTrade.next.applied.theirs',
        },
      });
    case 'accepted':
      return {
        tone: 'success',
        waitingFor: 'contract',
        title: `receiptTrade.turn.accepted.${isSide(reader) ? reader : 'other'}`,
        hint: 'receiptTrade.turn.acceptedHint',
        next: 'receiptTrade.next.accepted',
      };
    case 'signed':
      // Paid in part and the part not yet confirmed: the seller checks the bank while the buyer owes the rest.
      if (reader === 'seller' && awaitsCollection(order))
        return {
          tone: 'warning',
          waitingFor: 'you',
          title: 'receiptTrade.turn.signed.sellerToConfirm',
          hint: 'receiptTrade.turn.paid.sellerHint',
          next: 'receiptTrade.next.paid.mine',
        };
      return sideTurn(reader, 'buyer', {
        mine: {
          tone: 'warning',
          title: 'receiptTrade.turn.signed.buyer',
          hint: 'receiptTrade.turn.signed.buyerHint',
          next: 'receiptTrade.next.signed.mine',
        },
        theirs: {
          tone: 'info',
          title: 'receiptTrade.turn.signed.other',
          ...(reader === 'seller' ? { hint: 'receiptTrade.turn.signed.sellerHint' } : {}),
          next: 'receiptTrade.next.signed.theirs',
        },
      });
    case 'paid':
      return sideTurn(reader, 'seller', {
        mine: {
          tone: 'warning',
          title: 'receiptTrade.turn.paid.seller',
          hint: 'receiptTrade.turn.paid.sellerHint',
          next: 'receiptTrade.next.paid.mine',
        },
        theirs: { tone: 'info', title: 'receiptTrade.turn.paid.other', next: 'receiptTrade.next.paid.theirs' },
      });
    case 'collected': {
      // The keeper sent the endorsement back: the seller reads why, sets it right and endorses again.
      const refused = order.transferRefuseReason ? 'Refused' : '';
      return sideTurn(reader, 'seller', {
        mine: {
          tone: refused ? 'error' : 'warning',
          title: `receiptTrade.turn.collected.seller${refused}`,
          hint: 'receiptTrade.turn.collected.sellerHint',
          next: `receiptTrade.next.collected.mine${refused}`,
        },
        theirs: {
          tone: 'info',
          title: `receiptTrade.turn.collected.other${refused}`,
          next: 'receiptTrade.next.collected.theirs',
        },
      });
    }
    case 'transferring':
      return sideTurn(reader, 'keeper', {
        mine: {
          tone: 'warning',
          title: 'receiptTrade.turn.transferring.keeper',
          hint: 'receiptTrade.turn.transferring.keeperHint',
          next: 'receiptTrade.next.transferring.mine',
        },
        theirs: {
          tone: 'info',
          title: 'receiptTrade.turn.transferring.other',
          hint: 'receiptTrade.turn.transferring.otherHint',
          next: 'receiptTrade.next.transferring.theirs',
        },
      });
    case 'done':
      return {
        tone: 'success',
        waitingFor: 'none',
        title: `receiptTrade.turn.done.${isSide(reader) ? reader : 'other'}`,
        hint: `receiptTrade.turn.done.${isSide(reader) ? reader : 'other'}Hint`,
      };
    case 'cancelled':
      return cancelledTurn(order, reader);
    case 'declined':
      return {
        tone: reader === 'buyer' ? 'error' : 'warning',
        waitingFor: 'none',
        // The platform declines what waits on a listing that ended: the seller did not turn it down.
        title:
          order.declinedBy === 'system'
            ? 'receiptTrade.turn.lapsed'
            : `receiptTrade.turn.declined.${isSide(reader) ? reader : 'other'}`,
        ...(order.declinedBy === 'system' ? {} : { hint: 'receiptTrade.turn.declinedHint' }),
      };
    case 'withdrawn':
      return {
        tone: 'info',
        waitingFor: 'none',
        title: `receiptTrade.turn.withdrawn.${reader === 'buyer' ? 'buyer' : 'seller'}`,
      };
  }
}
