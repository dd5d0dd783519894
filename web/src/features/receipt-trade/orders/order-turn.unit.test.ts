import { describe, expect, it } from 'vitest';
import { orderTurn } from './order-turn.ts';

describe('whose turn a receipt order is', () => {
  it('waits for the seller while applied: the seller’s own step, the buyer waits', () => {
    expect(orderTurn({ status: 'applied' }, 'seller')).toMatchObject({ waitingFor: 'you', tone: 'warning' });
    expect(orderTurn({ status: 'applied' }, 'buyer')).toMatchObject({ waitingFor: 'seller', tone: 'info' });
  });

  it('goes on to the contract once taken, in each side’s words', () => {
    expect(orderTurn({ status: 'accepted' }, 'seller')).toMatchObject({
      waitingFor: 'contract',
      title: 'receiptTrade.turn.accepted.seller',
    });
    expect(orderTurn({ status: 'accepted' }, 'buyer').title).toBe('receiptTrade.turn.accepted.buyer');
  });

  it('ends with a decline the buyer reads as a refusal, or a withdrawal', () => {
    expect(orderTurn({ status: 'declined' }, 'buyer')).toMatchObject({ waitingFor: 'none', tone: 'error' });
    expect(orderTurn({ status: 'declined' }, 'seller').tone).toBe('warning');
    expect(orderTurn({ status: 'withdrawn' }, 'buyer').waitingFor).toBe('none');
    expect(orderTurn({ status: 'withdrawn' }, 'buyer').hint).toBeUndefined();
  });
});
