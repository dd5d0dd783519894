import type { Exchange } from '@hgsc/contracts';
import { describe, expect, it } from 'vitest';
import { defaultQuantity, exchangeTurn, keepersWaiting, quoteTotal } from './exchange-turn.ts';

const goods = (keeper: string, confirmedAt: string | null = null) =>
  ({ keeperCompanyName: keeper, confirmedAt }) as Exchange['source'];
const state = (patch: Partial<Exchange>) =>
  ({
    status: 'submitted',
    premium: null,
    premiumPayee: null,
    premiumCollectedAt: null,
    cancelledBy: null,
    source: goods('甲仓储'),
    target: goods('乙仓储'),
    ...patch,
  }) as Exchange;

describe('exchangeTurn', () => {
  it('gives each step to its side', () => {
    expect(exchangeTurn(state({}), 'counterparty')).toEqual({ waitingFor: 'you', key: 'quote.you' });
    expect(exchangeTurn(state({}), 'applicant')).toEqual({ waitingFor: 'other', key: 'quote.other' });
    expect(exchangeTurn(state({ status: 'quoted' }), 'applicant').waitingFor).toBe('you');
    expect(exchangeTurn(state({ status: 'accepted' }), 'counterparty').key).toBe('sign.you');
  });

  it('asks the payee to confirm the premium and the payer to pay it before the keepers', () => {
    const signed = state({ status: 'signed', premium: '-5.00', premiumPayee: 'applicant' });
    expect(exchangeTurn(signed, 'applicant')).toEqual({ waitingFor: 'you', key: 'collect.you' });
    expect(exchangeTurn(signed, 'counterparty')).toEqual({ waitingFor: 'you', key: 'pay.you' });
    expect(exchangeTurn(signed, 'keeper').key).toBe('collect.other');
    const collected = { ...signed, premiumCollectedAt: '2026-12-01T00:00:00Z' };
    expect(exchangeTurn(collected, 'keeper')).toEqual({ waitingFor: 'you', key: 'confirm.you' });
    expect(exchangeTurn(collected, 'applicant').key).toBe('confirm.other');
    expect(exchangeTurn(state({ status: 'signed', premium: '0' }), 'counterparty').key).toBe('confirm.other');
  });

  it('says who ended it', () => {
    expect(exchangeTurn(state({ status: 'cancelled', cancelledBy: 'operator' }), 'applicant').key).toBe('cancelledByOperator');
    expect(exchangeTurn(state({ status: 'settled' }), 'applicant').waitingFor).toBe('none');
  });
});

describe('keepersWaiting', () => {
  it('names each keeper once, leaving out the ones that confirmed', () => {
    expect(keepersWaiting({ source: goods('甲'), target: goods('甲') })).toEqual(['甲']);
    expect(keepersWaiting({ source: goods('甲', '2026-12-01'), target: goods('乙') })).toEqual(['乙']);
  });
});

describe('quoteTotal', () => {
  it('multiplies in exact decimals and says who pays', () => {
    expect(quoteTotal('0.1', '3')).toEqual({ amount: '0.30', payer: 'applicant' });
    expect(quoteTotal('-12.5', '30')).toEqual({ amount: '375.00', payer: 'counterparty' });
    expect(quoteTotal('0', '30')).toEqual({ amount: '0.00', payer: null });
    expect(quoteTotal('1.234', '30')).toBeNull();
    expect(quoteTotal('', '30')).toBeNull();
  });
});

describe('defaultQuantity', () => {
  it('takes the smaller of what the listing offers and what the receipt holds', () => {
    expect(defaultQuantity('100', '50.5')).toBe('50.5');
    expect(defaultQuantity('20', '50')).toBe('20');
    expect(defaultQuantity('100.0000', '20.0000')).toBe('20');
  });
});
