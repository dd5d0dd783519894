import { describe, expect, it } from 'vitest';
import { dueBeforeShipping, nextPaymentAmount, orderMoney, PREPAY_ONLY, termOptions } from './payment-terms.ts';

describe('termOptions', () => {
  const deposit = (depositPercent: number, balanceDays: number) => ({ ...PREPAY_ONLY, depositPercent, balanceDays });
  it('offers prepayment always, and what every line allows: the highest deposit, the shortest balance days', () => {
    expect(termOptions([PREPAY_ONLY], null).map((o) => o.term)).toEqual(['prepay']);
    expect(termOptions([deposit(30, 15), deposit(20, 0)], null)).toEqual([
      { term: 'prepay', depositPercent: null, dueDays: 0 },
      { term: 'deposit', depositPercent: 30, dueDays: 0 },
    ]);
    expect(termOptions([deposit(30, 15), PREPAY_ONLY], null).map((o) => o.term)).toEqual(['prepay']);
  });
  it('offers credit only to a buyer the seller granted it, acceptance bills only where every line takes them', () => {
    const open = { ...PREPAY_ONLY, credit: true, acceptance: true };
    expect(termOptions([open], null).map((o) => o.term)).toEqual(['prepay', 'acceptance']);
    expect(termOptions([open], 45)).toContainEqual({ term: 'credit', depositPercent: null, dueDays: 45 });
    expect(termOptions([open, { ...open, acceptance: false }], 45).map((o) => o.term)).toEqual(['prepay', 'credit']);
  });
});

describe('dueBeforeShipping', () => {
  it('asks all, the deposit half up to the fen, or nothing on credit', () => {
    expect(dueBeforeShipping('prepay', '145800.00', null)).toBe('145800.00');
    expect(dueBeforeShipping('acceptance', '145800.00', null)).toBe('145800.00');
    expect(dueBeforeShipping('deposit', '145800.00', 30)).toBe('43740.00');
    // 333.35 × 30 % = 100.005 → 100.01; 333.33 × 30 % = 99.999 → 100.00
    expect(dueBeforeShipping('deposit', '333.35', 30)).toBe('100.01');
    expect(dueBeforeShipping('deposit', '333.33', 30)).toBe('100.00');
    expect(dueBeforeShipping('credit', '145800.00', null)).toBe('0.00');
  });
});

describe('orderMoney', () => {
  const facts = {
    paymentTerm: 'deposit' as const,
    depositPercent: 30,
    dueDays: 10,
    totalAmount: '145800.00',
    freightAmount: '200.00',
    settledGoodsAmount: null as string | null,
    settledOn: null as string | null,
    paidAmount: '43740.00',
    confirmedAmount: '43740.00',
    refundDeclaredAmount: '0.00',
    refundedAmount: '0.00',
  };
  it('owes the contract before the settlement, the settled goods and freight after it, due days after', () => {
    expect(orderMoney(facts)).toMatchObject({
      due: '145800.00',
      beforeShipping: '43740.00',
      undeclared: '102060.00',
      outstanding: '102060.00',
      refund: '0.00',
      dueOn: null,
      confirmedForShipping: true,
      paidUp: false,
    });
    const settled = orderMoney({ ...facts, settledGoodsAmount: '145374.98', settledOn: '2026-12-25' });
    expect(settled).toMatchObject({ due: '145574.98', outstanding: '101834.98', dueOn: '2027-01-04', paidUp: false });
  });
  it('tells a refund when the confirmed money passes the settled amount, and waiting payments apart', () => {
    const over = orderMoney({ ...facts, settledGoodsAmount: '145000.00', paidAmount: '146000.00', confirmedAmount: '145800.00' });
    expect(over).toMatchObject({ due: '145200.00', waiting: '200.00', undeclared: '0.00', refund: '600.00', paidUp: true });
    expect(over).toMatchObject({ refundUndeclared: '600.00', refundWaiting: '0.00', refunded: '0.00' });
  });
  it('counts refunds declared against what is left to declare, and confirmed ones against what is owed', () => {
    const over = { ...facts, settledGoodsAmount: '145000.00', paidAmount: '145800.00', confirmedAmount: '145800.00' };
    const declared = orderMoney({ ...over, refundDeclaredAmount: '600.00' });
    expect(declared).toMatchObject({ refund: '600.00', refundUndeclared: '0.00', refundWaiting: '600.00', paidUp: true });
    const part = orderMoney({ ...over, refundDeclaredAmount: '600.00', refundedAmount: '250.50' });
    expect(part).toMatchObject({ refund: '349.50', refundWaiting: '349.50', refunded: '250.50', outstanding: '0.00' });
    const all = orderMoney({ ...over, refundDeclaredAmount: '600.00', refundedAmount: '600.00' });
    expect(all).toMatchObject({ refund: '0.00', refundWaiting: '0.00', outstanding: '0.00', paidUp: true });
    expect(orderMoney({ ...facts, refundDeclaredAmount: '0.00' }).refundUndeclared).toBe('0.00');
  });
});

describe('nextPaymentAmount', () => {
  it('asks at 40 for the rest of what shipping needs, after it for the rest of what is due', () => {
    const money = { beforeShipping: '43740.00', paid: '20000.00', undeclared: '125800.00' };
    expect(nextPaymentAmount(40, money)).toBe('23740.00');
    expect(nextPaymentAmount(61, money)).toBe('125800.00');
    expect(nextPaymentAmount(40, { beforeShipping: '0.00', paid: '0.00', undeclared: '9720.00' })).toBe('9720.00');
  });
});
