import { describe, expect, it } from 'vitest';
import { tellingsOf } from './notify-turns.ts';

const step = (action: string, actorRole: string, fromState: string, toState: string) => ({
  action,
  actorRole,
  fromState,
  toState,
  detail: {},
});

describe('who a batch tells', () => {
  it('tells the buyer a batch is on its way, the seller that it arrived, and the buyer the last batch shipped the order', () => {
    expect(tellingsOf(step('shipPart', 'seller', '61', '65'))).toEqual([
      { side: 'buyer', kind: 'notify.order.batchShipped', topic: 'turn', permissions: ['buy.order'] },
    ]);
    expect(tellingsOf(step('arrive', 'buyer', '65', '65'))).toEqual([
      { side: 'seller', kind: 'notify.order.batchArrived', topic: 'turn', permissions: ['shop.order'] },
    ]);
    expect(tellingsOf(step('deliver', 'seller', '65', '70'))).toEqual([
      { side: 'buyer', kind: 'notify.order.turn.receive', topic: 'turn', permissions: ['buy.order'] },
    ]);
  });
});

const kinds = (tellings: ReturnType<typeof tellingsOf>) => tellings.map((t) => [t.side, t.kind, t.permissions.join()]);

describe('who a settlement and a refund tell', () => {
  it('tells the seller the deal is complete, else the side that owes the difference and the other that it is owed', () => {
    expect(kinds(tellingsOf(step('receive', 'buyer', '70', '80')))).toEqual([['seller', 'notify.order.completed', 'shop.order']]);
    expect(kinds(tellingsOf(step('receive', 'buyer', '70', '75')))).toEqual([
      ['buyer', 'notify.order.balanceDue', 'finance.pay'],
      ['seller', 'notify.order.receivedBalanceDue', 'shop.order'],
    ]);
    expect(kinds(tellingsOf(step('receive', 'buyer', '70', '76')))).toEqual([
      ['seller', 'notify.order.turn.refund', 'finance.pay'],
      ['buyer', 'notify.order.receivedRefundDue', 'buy.order'],
    ]);
  });
  it('tells the buyer a refund to confirm, the seller its answer; a balance overshooting its payment asks the refund', () => {
    expect(kinds(tellingsOf(step('refund', 'seller', '76', '76')))).toEqual([
      ['buyer', 'notify.order.turn.confirmRefund', 'finance.collect'],
    ]);
    expect(kinds(tellingsOf(step('refuseRefund', 'buyer', '76', '76')))).toEqual([
      ['seller', 'notify.order.refundRefused', 'finance.pay'],
    ]);
    expect(kinds(tellingsOf(step('confirmRefund', 'buyer', '76', '80')))).toEqual([
      ['seller', 'notify.order.refundConfirmed', 'shop.order'],
    ]);
    expect(kinds(tellingsOf(step('withdrawRefund', 'seller', '76', '76')))).toEqual([]);
    expect(kinds(tellingsOf(step('confirmMoney', 'seller', '75', '76')))).toEqual([
      ['seller', 'notify.order.turn.refund', 'finance.pay'],
    ]);
  });
});
