import { describe, expect, it } from 'vitest';
import { type OrderStatus, ORDER_STATUS as S } from './enums.ts';
import {
  allowedActions,
  cancelledStatusFor,
  FINAL_ORDER_STATUSES,
  findTransition,
  mayAct,
  nextOrderStep,
  ORDER_FLOW,
  ORDER_STATUS_SETS,
  ORDER_TRANSITIONS,
  type OrderFlowState,
  orderFlowStateOf,
} from './order-flow.ts';
import type { PaymentTerm } from './payment-terms.ts';

/** An order of ¥10,000 as the flow reads it: its terms, what was declared and confirmed, what it settled on. */
const order = (
  status: OrderStatus,
  money: {
    term?: PaymentTerm;
    paid?: string;
    confirmed?: string;
    settled?: string;
    refundDeclared?: string;
    refunded?: string;
  } = {},
  cancelRequestedBy: 'buyer' | 'seller' | null = null,
): OrderFlowState =>
  orderFlowStateOf({
    status,
    cancelRequestedBy,
    paymentTerm: money.term ?? 'prepay',
    depositPercent: money.term === 'deposit' ? 30 : null,
    dueDays: 0,
    totalAmount: '10000.00',
    freightAmount: '0.00',
    settledGoodsAmount: money.settled ?? null,
    paidAmount: money.paid ?? '0.00',
    confirmedAmount: money.confirmed ?? '0.00',
    refundDeclaredAmount: money.refundDeclared ?? '0.00',
    refundedAmount: money.refunded ?? '0.00',
  });
/** Where a step leads for an order that, once the step is taken, reads `after`. */
const leadsTo = (
  before: OrderFlowState,
  action: Parameters<typeof ORDER_FLOW.check>[1],
  by: 'buyer' | 'seller',
  after: OrderFlowState,
) => {
  const check = ORDER_FLOW.check(before, action, by);
  if (!check.open) return check.reason;
  const to = check.transition.to;
  return typeof to === 'function' ? to(after) : check.to;
};

describe('order flow table', () => {
  it('walks the happy path, each step by the party whose turn it is', () => {
    const steps = [
      [S.WAIT_CONTRACT, 'generateContract', 'seller', S.NONE_SIGNED],
      [S.NONE_SIGNED, 'sign', 'buyer', S.SELLER_TO_SIGN],
      [S.SELLER_TO_SIGN, 'sign', 'seller', S.CONTRACT_COMPLETE],
      [S.CONTRACT_COMPLETE, 'pay', 'buyer', S.BUYER_PAID],
      [S.BUYER_PAID, 'confirmMoney', 'seller', S.SELLER_RECEIVED_MONEY],
      [S.SELLER_RECEIVED_MONEY, 'deliver', 'seller', S.AWAITING_RECEIPT],
      [S.AWAITING_RECEIPT, 'receive', 'buyer', S.COMPLETE],
    ] as const;
    // The money as each step leaves it: paid from the payment on, confirmed from its confirmation on.
    const after = (status: OrderStatus, action: string) =>
      order(status, {
        paid: action === 'pay' || status >= S.BUYER_PAID ? '10000' : '0',
        confirmed: action === 'confirmMoney' || status >= S.SELLER_RECEIVED_MONEY ? '10000' : '0',
        settled: action === 'receive' ? '10000' : undefined,
      });
    for (const [from, action, by, to] of steps) {
      const before = order(from, {
        paid: from >= S.BUYER_PAID ? '10000' : '0',
        confirmed: from >= S.SELLER_RECEIVED_MONEY ? '10000' : '0',
      });
      expect(leadsTo(before, action, by, after(from, action)), `${from} ${action} by ${by}`).toBe(to);
      // The other party may not take the same step (at 37 either side may sign first).
      if (from !== S.NONE_SIGNED) expect(findTransition(from, action, by === 'buyer' ? 'seller' : 'buyer')).toBeUndefined();
    }
    expect(findTransition(S.NONE_SIGNED, 'sign', 'seller')?.to).toBe(S.BUYER_TO_SIGN);
    expect(findTransition(S.BUYER_TO_SIGN, 'sign', 'buyer')?.to).toBe(S.CONTRACT_COMPLETE);
    expect(findTransition(S.BUYER_TO_SIGN, 'sign', 'seller')).toBeUndefined();
  });

  it('lets nothing leave a final status', () => {
    for (const status of FINAL_ORDER_STATUSES)
      expect(
        ORDER_TRANSITIONS.filter((t) => t.from.includes(status)),
        String(status),
      ).toEqual([]);
  });

  it('waits for the answer while a cancellation is open: only the other side confirms or refuses', () => {
    expect(allowedActions(order(S.CONTRACT_COMPLETE), 'buyer')).toEqual(['pay', 'requestCancel']);
    expect(allowedActions(order(S.CONTRACT_COMPLETE, {}, 'buyer'), 'buyer')).toEqual([]);
    expect(allowedActions(order(S.CONTRACT_COMPLETE, {}, 'buyer'), 'seller')).toEqual(['confirmCancel', 'refuseCancel']);
    expect(mayAct(order(S.CONTRACT_COMPLETE), 'confirmCancel', 'seller')).toBeUndefined();
    expect(mayAct(order(S.CONTRACT_COMPLETE, {}, 'seller'), 'pay', 'buyer')).toBeUndefined();
    expect(mayAct(order(S.CONTRACT_COMPLETE, {}, 'buyer'), 'close', 'system')?.to).toBe(S.CLOSED);
    expect(cancelledStatusFor('buyer')).toBe(S.BUYER_CANCELLED);
    expect(cancelledStatusFor('seller')).toBe(S.SELLER_CANCELLED);
  });

  it('allows no cancellation once the seller has confirmed the money', () => {
    for (const status of [S.SELLER_RECEIVED_MONEY, S.AWAITING_RECEIPT])
      for (const by of ['buyer', 'seller'] as const)
        expect(allowedActions(order(status, { paid: '10000', confirmed: '10000' }), by)).not.toContain('requestCancel');
  });

  it('names a permission for every action a person takes', () => {
    for (const t of ORDER_TRANSITIONS) if (t.by !== 'system') expect(t.permission, `${t.action} by ${t.by}`).toBeDefined();
  });
});

describe('nextOrderStep', () => {
  it('names whose turn it is along the happy path, both sides at a contract nobody has signed', () => {
    expect(
      [10, 37, 38, 39, 40, 60, 61, 65, 70, 75, 76].map((status) => {
        const step = nextOrderStep(status as OrderStatus);
        return [status, step?.action, step?.by.join('+')];
      }),
    ).toEqual([
      [10, 'generateContract', 'seller'],
      [37, 'sign', 'seller+buyer'],
      [38, 'sign', 'seller'],
      [39, 'sign', 'buyer'],
      [40, 'pay', 'buyer'],
      [60, 'confirmMoney', 'seller'],
      [61, 'deliver', 'seller'],
      [65, 'deliver', 'seller'],
      [70, 'receive', 'buyer'],
      [75, 'pay', 'buyer'],
      [76, 'refund', 'seller'],
    ]);
    expect(nextOrderStep(S.CONTRACT_COMPLETE, 'credit')).toEqual({ action: 'deliver', by: ['seller'] });
    expect(nextOrderStep(S.REFUND_DUE, 'prepay', true)).toEqual({ action: 'confirmRefund', by: ['buyer'] });
  });
  it('names only steps the flow table has', () => {
    for (const status of Object.values(S))
      for (const term of ['prepay', 'credit'] as const) {
        const step = nextOrderStep(status, term);
        for (const by of step?.by ?? [])
          expect(findTransition(status, step?.action as never, by, order(status, { term })), `${status} ${term}`).toBeDefined();
      }
  });
  it('has no turn in a final status', () => {
    for (const status of ORDER_STATUS_SETS.final) expect(nextOrderStep(status)).toBeNull();
  });
});

describe('payments by the terms', () => {
  it('moves 40 → 60 with the payment that makes the whole amount, 60 → 61 with its confirmation', () => {
    expect(leadsTo(order(40), 'pay', 'buyer', order(40, { paid: '6000' }))).toBe(40);
    expect(leadsTo(order(40, { paid: '6000' }), 'pay', 'buyer', order(40, { paid: '10000' }))).toBe(60);
    expect(leadsTo(order(60, { paid: '10000' }), 'confirmMoney', 'seller', order(60, { paid: '10000', confirmed: '6000' }))).toBe(
      60,
    );
    expect(
      leadsTo(
        order(60, { paid: '10000', confirmed: '6000' }),
        'confirmMoney',
        'seller',
        order(60, { paid: '10000', confirmed: '10000' }),
      ),
    ).toBe(61);
    expect(leadsTo(order(40, { paid: '10000' }), 'pay', 'buyer', order(40))).toBe('orderPayment.nothingDue');
    expect(leadsTo(order(60, { paid: '10000', confirmed: '10000' }), 'confirmMoney', 'seller', order(60))).toBe(
      'orderPayment.noneWaiting',
    );
  });
  it('takes a refused payment off: a paid order short of the amount waits for the buyer again', () => {
    expect(leadsTo(order(60, { paid: '10000' }), 'refusePayment', 'seller', order(60, { paid: '4000' }))).toBe(40);
    expect(leadsTo(order(60, { paid: '10000' }), 'withdrawPayment', 'buyer', order(60, { paid: '4000' }))).toBe(40);
    expect(leadsTo(order(40, { paid: '4000' }), 'refusePayment', 'seller', order(40))).toBe(40);
  });
  it('ships a deposit order once the deposit is confirmed, and waits for the balance after the last arrival', () => {
    const deposit = { term: 'deposit' as const };
    expect(leadsTo(order(40, deposit), 'pay', 'buyer', order(40, { ...deposit, paid: '2999.99' }))).toBe(40);
    expect(leadsTo(order(40, deposit), 'pay', 'buyer', order(40, { ...deposit, paid: '3000' }))).toBe(60);
    const paid = { ...deposit, paid: '3000' };
    expect(leadsTo(order(60, paid), 'confirmMoney', 'seller', order(60, { ...paid, confirmed: '3000' }))).toBe(61);
    const confirmed = { ...paid, confirmed: '3000' };
    expect(mayAct(order(61, confirmed), 'shipPart', 'seller')).toBeDefined();
    expect(leadsTo(order(70, confirmed), 'receive', 'buyer', order(70, { ...confirmed, settled: '9985.00' }))).toBe(75);
    const settled = { ...confirmed, settled: '9985.00' };
    expect(allowedActions(order(75, settled), 'buyer')).toEqual(['pay']);
    expect(leadsTo(order(75, settled), 'pay', 'buyer', order(75, { ...settled, paid: '9985' }))).toBe(75);
    const balance = { ...settled, paid: '9985' };
    expect(leadsTo(order(75, balance), 'confirmMoney', 'seller', order(75, { ...balance, confirmed: '9985' }))).toBe(80);
  });
  it('completes on receipt an order settled on what was confirmed; more waits for the balance, less for the refund', () => {
    const prepaid = { paid: '10000', confirmed: '10000' };
    expect(leadsTo(order(70, prepaid), 'receive', 'buyer', order(70, { ...prepaid, settled: '10000.00' }))).toBe(80);
    expect(leadsTo(order(70, prepaid), 'receive', 'buyer', order(70, { ...prepaid, settled: '10030.00' }))).toBe(75);
    expect(leadsTo(order(70, prepaid), 'receive', 'buyer', order(70, { ...prepaid, settled: '9970.00' }))).toBe(76);
  });
  it('takes the refund the other way: the seller declares it, the buyer confirms it in full to complete', () => {
    const over = { paid: '10000', confirmed: '10000', settled: '9970.00' };
    expect(allowedActions(order(76, over), 'seller')).toEqual(['refund']);
    expect(allowedActions(order(76, over), 'buyer')).toEqual([]);
    expect(leadsTo(order(76, over), 'refund', 'seller', order(76, { ...over, refundDeclared: '10' }))).toBe(76);
    const declared = { ...over, refundDeclared: '30' };
    expect(mayAct(order(76, declared), 'refund', 'seller')).toBeUndefined();
    expect(ORDER_FLOW.check(order(76, declared), 'refund', 'seller')).toEqual({
      open: false,
      reason: 'orderPayment.nothingToRefund',
    });
    expect(allowedActions(order(76, declared), 'buyer')).toEqual(['confirmRefund', 'refuseRefund']);
    expect(allowedActions(order(76, declared), 'seller')).toEqual(['withdrawRefund']);
    expect(leadsTo(order(76, declared), 'confirmRefund', 'buyer', order(76, { ...declared, refunded: '10' }))).toBe(76);
    expect(leadsTo(order(76, declared), 'confirmRefund', 'buyer', order(76, { ...declared, refunded: '30' }))).toBe(80);
    expect(leadsTo(order(76, declared), 'refuseRefund', 'buyer', order(76, over))).toBe(76);
    expect(leadsTo(order(76, over), 'confirmRefund', 'buyer', order(76, over))).toBe('orderPayment.noRefundWaiting');
    // A payment declared before the settlement and confirmed after it may overshoot the balance.
    const balance = { paid: '10000', confirmed: '6000', settled: '9970.00' };
    expect(leadsTo(order(75, balance), 'confirmMoney', 'seller', order(75, { ...balance, confirmed: '10000' }))).toBe(76);
  });
  it('ships on credit from 40, and neither ships anything else unpaid nor closes a credit order', () => {
    expect(mayAct(order(40, { term: 'credit' }), 'deliver', 'seller')).toBeDefined();
    expect(mayAct(order(40, { term: 'credit' }), 'shipPart', 'seller')).toBeDefined();
    expect(mayAct(order(40), 'deliver', 'seller')).toBeUndefined();
    expect(mayAct(order(40, { term: 'deposit' }), 'shipPart', 'seller')).toBeUndefined();
    expect(mayAct(order(40, { term: 'credit' }), 'close', 'system')).toBeUndefined();
    expect(mayAct(order(40), 'close', 'system')).toBeDefined();
    // A payment on credit keeps it at 40: nothing had to come first.
    expect(leadsTo(order(40, { term: 'credit' }), 'pay', 'buyer', order(40, { term: 'credit', paid: '10000' }))).toBe(40);
  });
});
