import { describe, expect, it } from 'vitest';
import { orderTurn } from './order-turn.ts';

describe('whose turn a receipt order is', () => {
  it('waits for the seller while applied: the seller’s own step, the buyer waits', () => {
    expect(orderTurn({ status: 'applied', declinedBy: null }, 'seller')).toMatchObject({ waitingFor: 'you', tone: 'warning' });
    expect(orderTurn({ status: 'applied', declinedBy: null }, 'buyer')).toMatchObject({ waitingFor: 'seller', tone: 'info' });
  });

  it('goes on to the contract once taken, in each side’s words', () => {
    expect(orderTurn({ status: 'accepted', declinedBy: null }, 'seller')).toMatchObject({
      waitingFor: 'contract',
      title: 'receiptTrade.turn.accepted.seller',
    });
    expect(orderTurn({ status: 'accepted', declinedBy: null }, 'buyer').title).toBe('receiptTrade.turn.accepted.buyer');
  });

  it('ends with a decline the buyer reads as a refusal, or a withdrawal', () => {
    expect(orderTurn({ status: 'declined', declinedBy: 'seller' }, 'buyer')).toMatchObject({ waitingFor: 'none', tone: 'error' });
    expect(orderTurn({ status: 'declined', declinedBy: 'seller' }, 'seller').tone).toBe('warning');
    expect(orderTurn({ status: 'withdrawn', declinedBy: null }, 'buyer').waitingFor).toBe('none');
    expect(orderTurn({ status: 'withdrawn', declinedBy: null }, 'buyer').hint).toBeUndefined();
  });

  it('says an application lapsed when the platform declined it as its listing ended, not that the seller refused', () => {
    expect(orderTurn({ status: 'declined', declinedBy: 'system' }, 'buyer').title).toBe('receiptTrade.turn.lapsed');
    expect(orderTurn({ status: 'declined', declinedBy: 'system' }, 'seller').title).toBe('receiptTrade.turn.lapsed');
  });
});
