import { RECEIPT_ORDER_STATUSES } from '@hgsc/contracts';
import { describe, expect, it } from 'vitest';
import { receiptTradeEn } from '../../../shared/i18n/receipt-trade.en.ts';
import { receiptTradeZh } from '../../../shared/i18n/receipt-trade.zh.ts';
import type { OrderReader } from './order-paths.ts';
import { orderTurn, type TurnOrder } from './order-turn.ts';

const order = (changes: Partial<TurnOrder>): TurnOrder => ({
  status: 'applied',
  declinedBy: null,
  cancelRequestedBy: null,
  cancelledBy: null,
  transferRefuseReason: null,
  paidAmount: '0.00',
  collectedAmount: '0.00',
  ...changes,
});

describe('whose turn a receipt order is', () => {
  it('waits for the seller while applied: the seller’s own step, the buyer waits', () => {
    expect(orderTurn(order({}), 'seller')).toMatchObject({ waitingFor: 'you', tone: 'warning' });
    expect(orderTurn(order({}), 'buyer')).toMatchObject({ waitingFor: 'seller', tone: 'info' });
  });

  it('goes on to the contract once taken, in each side’s words', () => {
    expect(orderTurn(order({ status: 'accepted' }), 'seller')).toMatchObject({
      waitingFor: 'contract',
      title: 'receiptTrade.turn.accepted.seller',
    });
    expect(orderTurn(order({ status: 'accepted' }), 'buyer').title).toBe('receiptTrade.turn.accepted.buyer');
  });

  it('ends with a decline the buyer reads as a refusal, or a withdrawal', () => {
    expect(orderTurn(order({ status: 'declined', declinedBy: 'seller' }), 'buyer')).toMatchObject({
      waitingFor: 'none',
      tone: 'error',
    });
    expect(orderTurn(order({ status: 'declined', declinedBy: 'seller' }), 'seller').tone).toBe('warning');
    expect(orderTurn(order({ status: 'declined', declinedBy: 'seller' }), 'operator').title).toBe(
      'receiptTrade.turn.declined.other',
    );
    expect(orderTurn(order({ status: 'withdrawn' }), 'buyer').waitingFor).toBe('none');
    expect(orderTurn(order({ status: 'withdrawn' }), 'buyer').hint).toBeUndefined();
  });

  it('says an application lapsed when the platform declined it as its listing ended, not that the seller refused', () => {
    expect(orderTurn(order({ status: 'declined', declinedBy: 'system' }), 'buyer').title).toBe('receiptTrade.turn.lapsed');
    expect(orderTurn(order({ status: 'declined', declinedBy: 'system' }), 'seller').title).toBe('receiptTrade.turn.lapsed');
  });
});

describe('a signed order’s money', () => {
  it('is the buyer’s to pay; the seller waits', () => {
    expect(orderTurn(order({ status: 'signed' }), 'buyer')).toMatchObject({
      waitingFor: 'you',
      title: 'receiptTrade.turn.signed.buyer',
      next: 'receiptTrade.next.signed.mine',
    });
    expect(orderTurn(order({ status: 'signed' }), 'seller')).toMatchObject({
      waitingFor: 'buyer',
      title: 'receiptTrade.turn.signed.other',
      hint: 'receiptTrade.turn.signed.sellerHint',
    });
  });

  it('is the seller’s to confirm once a stage is declared, while the buyer still owes the rest', () => {
    const staged = order({ status: 'signed', paidAmount: '10000.00', collectedAmount: '0.00' });
    expect(orderTurn(staged, 'seller')).toMatchObject({ waitingFor: 'you', title: 'receiptTrade.turn.signed.sellerToConfirm' });
    expect(orderTurn(staged, 'buyer').waitingFor).toBe('you');
    // The stage confirmed: the seller waits for the rest again.
    expect(orderTurn({ ...staged, collectedAmount: '10000' }, 'seller').waitingFor).toBe('buyer');
  });

  it('once paid in full, is the seller’s to check at the bank and confirm', () => {
    expect(orderTurn(order({ status: 'paid' }), 'seller')).toMatchObject({ waitingFor: 'you', tone: 'warning' });
    expect(orderTurn(order({ status: 'paid' }), 'buyer')).toMatchObject({ waitingFor: 'seller', tone: 'info' });
  });
});

describe('the transfer', () => {
  it('is the seller’s to start once the money is confirmed', () => {
    expect(orderTurn(order({ status: 'collected' }), 'seller')).toMatchObject({
      waitingFor: 'you',
      title: 'receiptTrade.turn.collected.seller',
    });
    expect(orderTurn(order({ status: 'collected' }), 'buyer').waitingFor).toBe('seller');
  });

  it('tells the seller the keeper sent it back, and why', () => {
    const refused = order({ status: 'collected', transferRefuseReason: '背书不完整' });
    expect(orderTurn(refused, 'seller')).toMatchObject({
      tone: 'error',
      waitingFor: 'you',
      title: 'receiptTrade.turn.collected.sellerRefused',
      next: 'receiptTrade.next.collected.mineRefused',
    });
    expect(orderTurn(refused, 'buyer').title).toBe('receiptTrade.turn.collected.otherRefused');
  });

  it('waits for the keeper, whose own step it is', () => {
    expect(orderTurn(order({ status: 'transferring' }), 'keeper')).toMatchObject({
      waitingFor: 'you',
      title: 'receiptTrade.turn.transferring.keeper',
    });
    expect(orderTurn(order({ status: 'transferring' }), 'buyer').waitingFor).toBe('keeper');
    expect(orderTurn(order({ status: 'transferring' }), 'seller').waitingFor).toBe('keeper');
  });

  it('ends with the buyer holding the receipt and the seller’s storage fee settled', () => {
    expect(orderTurn(order({ status: 'done' }), 'buyer')).toMatchObject({
      tone: 'success',
      waitingFor: 'none',
      title: 'receiptTrade.turn.done.buyer',
      hint: 'receiptTrade.turn.done.buyerHint',
    });
    expect(orderTurn(order({ status: 'done' }), 'seller').hint).toBe('receiptTrade.turn.done.sellerHint');
    expect(orderTurn(order({ status: 'done' }), 'keeper').title).toBe('receiptTrade.turn.done.other');
    expect(orderTurn(order({ status: 'done' }), 'buyer').next).toBeUndefined();
  });
});

describe('cancelling', () => {
  it('waits for the other side’s answer to a request, before anything else', () => {
    const asked = order({ status: 'signed', cancelRequestedBy: 'buyer' });
    expect(orderTurn(asked, 'buyer')).toMatchObject({ waitingFor: 'seller', title: 'receiptTrade.turn.cancelAsked.asker' });
    expect(orderTurn(asked, 'seller')).toMatchObject({
      waitingFor: 'you',
      title: 'receiptTrade.turn.cancelAsked.answerer.buyer',
    });
    expect(orderTurn(asked, 'operator').title).toBe('receiptTrade.turn.cancelAsked.other.buyer');
    expect(orderTurn(order({ status: 'accepted', cancelRequestedBy: 'seller' }), 'buyer').waitingFor).toBe('you');
  });

  it('says who cancelled: the platform, or the side that asked and the other that agreed', () => {
    expect(orderTurn(order({ status: 'cancelled', cancelledBy: 'operator' }), 'buyer').title).toBe(
      'receiptTrade.turn.cancelled.operator',
    );
    expect(orderTurn(order({ status: 'cancelled', cancelledBy: 'buyer' }), 'buyer').title).toBe(
      'receiptTrade.turn.cancelled.askedByYou',
    );
    expect(orderTurn(order({ status: 'cancelled', cancelledBy: 'buyer' }), 'seller').title).toBe(
      'receiptTrade.turn.cancelled.askedByOther',
    );
    expect(orderTurn(order({ status: 'cancelled', cancelledBy: 'seller' }), 'operator').title).toBe(
      'receiptTrade.turn.cancelled.agreed.seller',
    );
    expect(orderTurn(order({ status: 'cancelled', cancelledBy: 'seller' }), 'operator').waitingFor).toBe('none');
  });
});

describe('the words of every turn', () => {
  it('are in both languages, for every status, reader and way an order may stand', () => {
    const readers: OrderReader[] = ['buyer', 'seller', 'keeper', 'operator'];
    const ways: Partial<TurnOrder>[] = [
      {},
      { declinedBy: 'system' },
      { declinedBy: 'seller' },
      { cancelRequestedBy: 'buyer' },
      { cancelRequestedBy: 'seller' },
      { cancelledBy: 'buyer' },
      { cancelledBy: 'seller' },
      { cancelledBy: 'operator' },
      { transferRefuseReason: '背书不完整' },
      { paidAmount: '10.00' },
    ];
    const missing = new Set<string>();
    for (const status of RECEIPT_ORDER_STATUSES)
      for (const reader of readers)
        for (const way of ways) {
          const turn = orderTurn(order({ status, ...way }), reader);
          for (const key of [turn.title, turn.hint, turn.next])
            if (key && (!(key in receiptTradeZh) || !(key in receiptTradeEn))) missing.add(key);
        }
    expect([...missing]).toEqual([]);
  });
});
