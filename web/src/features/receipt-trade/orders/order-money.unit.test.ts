import { describe, expect, it } from 'vitest';
import {
  awaitsCollection,
  buyerFeeFrom,
  moneyMoved,
  payAmountProblem,
  paymentDeadline,
  plainMoney,
  unpaidAfter,
} from './order-money.ts';

describe('a payment the buyer declares', () => {
  it('is a positive amount of at most two decimals', () => {
    expect(payAmountProblem('', '100.00')).toEqual(['field.required']);
    expect(payAmountProblem('  ', '100.00')).toEqual(['field.required']);
    expect(payAmountProblem('12.345', '100.00')).toEqual(['product.moneyInvalid']);
    expect(payAmountProblem('-5', '100.00')).toEqual(['product.moneyInvalid']);
    expect(payAmountProblem('0.00', '100.00')).toEqual(['product.mustBePositive']);
  });

  it('is at most what is unpaid, said as the server says it', () => {
    expect(payAmountProblem('100.01', '100.00')).toEqual(['receiptPayment.overUnpaid', { unpaid: '100.00' }]);
    expect(payAmountProblem('100', '100.00')).toBeNull();
    expect(payAmountProblem(' 40.5 ', '100.00')).toBeNull();
  });

  it('leaves the rest unpaid in exact decimals, nothing when it makes the amount whole', () => {
    expect(unpaidAfter('0.1', '0.30')).toBe('0.20');
    expect(unpaidAfter('0.30', '0.3')).toBe('0.00');
    expect(unpaidAfter('23505', '23505.00')).toBe('0.00');
    expect(unpaidAfter('10000.01', '23505.00')).toBe('13504.99');
    expect(unpaidAfter('x', '23505.00')).toBeNull();
    expect(unpaidAfter('30000', '23505.00')).toBeNull();
  });

  it('is offered as the unpaid amount with two decimals', () => {
    expect(plainMoney('23505')).toBe('23505.00');
    expect(plainMoney('0.1')).toBe('0.10');
  });
});

describe('the money of an order', () => {
  it('waits for the seller while declared money exceeds the confirmed', () => {
    expect(awaitsCollection({ paidAmount: '100.00', collectedAmount: '40.00' })).toBe(true);
    expect(awaitsCollection({ paidAmount: '100.00', collectedAmount: '100' })).toBe(false);
    expect(awaitsCollection({ paidAmount: '0.00', collectedAmount: '0.00' })).toBe(false);
  });

  it('has moved once any payment is declared: then only the platform cancels', () => {
    expect(moneyMoved({ paidAmount: '0.00' })).toBe(false);
    expect(moneyMoved({ paidAmount: '0.01' })).toBe(true);
  });
});

describe('the days of an order', () => {
  it('is paid by the contract’s days after the day it was signed in China', () => {
    // Signed at 23:30 in Beijing on 1 March (15:30 UTC): three days later is 4 March.
    expect(paymentDeadline('2026-03-01T15:30:00.000Z', 3)).toBe('2026-03-04');
    // Signed at 00:30 in Beijing on 2 March (16:30 UTC on 1 March).
    expect(paymentDeadline('2026-03-01T16:30:00.000Z', 3)).toBe('2026-03-05');
    expect(paymentDeadline(null, 3)).toBeNull();
    expect(paymentDeadline('2026-03-01T15:30:00.000Z', undefined)).toBeNull();
  });

  it('has the buyer bear the storage fee from the day after the transfer day', () => {
    expect(buyerFeeFrom('2026-02-28')).toBe('2026-03-01');
    expect(buyerFeeFrom('2026-12-31')).toBe('2027-01-01');
  });
});
