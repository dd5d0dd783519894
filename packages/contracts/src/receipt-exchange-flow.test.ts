import { describe, expect, it } from 'vitest';
import { EXCHANGE_FLOW, type ExchangeFlowState, premiumPayee } from './receipt-exchange-flow.ts';

const signed = (over: Partial<ExchangeFlowState> = {}): ExchangeFlowState => ({
  status: 'signed',
  premium: '100.00',
  premiumCollected: false,
  sourceConfirmed: false,
  targetConfirmed: false,
  ...over,
});

describe('the receipt exchange flow', () => {
  it('owes a positive premium to the counterparty, a negative one to the applicant, and zero to nobody', () => {
    expect(premiumPayee('100.00')).toBe('counterparty');
    expect(premiumPayee('-20.50')).toBe('applicant');
    expect(premiumPayee('0.00')).toBeNull();
    expect(premiumPayee('-0')).toBeNull();
    expect(premiumPayee(null)).toBeNull();
  });

  it('lets only the payee collect the premium, once', () => {
    expect(EXCHANGE_FLOW.allowed(signed(), 'counterparty')).toEqual(['collectPremium']);
    expect(EXCHANGE_FLOW.allowed(signed(), 'applicant')).toEqual([]);
    expect(EXCHANGE_FLOW.allowed(signed({ premium: '-5' }), 'applicant')).toEqual(['collectPremium']);
    expect(EXCHANGE_FLOW.allowed(signed({ premiumCollected: true }), 'counterparty')).toEqual([]);
  });

  it('holds the keepers until the premium arrived, and settles on the second confirmation', () => {
    expect(EXCHANGE_FLOW.check(signed(), 'confirm', 'sourceKeeper')).toEqual({
      open: false,
      reason: 'exchange.premiumNotCollected',
    });
    const paid = signed({ premiumCollected: true });
    expect(EXCHANGE_FLOW.check(paid, 'confirm', 'sourceKeeper')).toMatchObject({ open: true, to: 'signed' });
    expect(EXCHANGE_FLOW.check({ ...paid, sourceConfirmed: true }, 'confirm', 'sourceKeeper').open).toBe(false);
    expect(EXCHANGE_FLOW.check({ ...paid, sourceConfirmed: true }, 'confirm', 'targetKeeper')).toMatchObject({
      open: true,
      to: 'settled',
    });
    expect(EXCHANGE_FLOW.check(signed({ premium: '0' }), 'confirm', 'targetKeeper')).toMatchObject({ open: true });
  });

  it('lets the applicant cancel until it is signed, then only the operator', () => {
    for (const status of ['submitted', 'quoted', 'accepted'] as const)
      expect(EXCHANGE_FLOW.check(signed({ status }), 'cancel', 'applicant').open).toBe(true);
    expect(EXCHANGE_FLOW.check(signed(), 'cancel', 'applicant').open).toBe(false);
    expect(EXCHANGE_FLOW.check(signed(), 'cancel', 'operator')).toMatchObject({ open: true, to: 'cancelled' });
    expect(EXCHANGE_FLOW.check(signed({ status: 'quoted' }), 'cancel', 'operator').open).toBe(false);
  });
});
