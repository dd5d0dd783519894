import { describe, expect, it } from 'vitest';
import { QUOTE_FLOW, QUOTE_STATUSES, QUOTE_TAB_STATUSES, QUOTE_TABS, type QuoteFlowState } from './quote-flow.ts';

const quote = (over: Partial<QuoteFlowState> = {}): QuoteFlowState => ({
  status: 'offered',
  expired: false,
  pending: false,
  ...over,
});

describe('the quote flow', () => {
  it('lets the supplier offer or discard a draft, and nobody else touch it', () => {
    expect(QUOTE_FLOW.allowed(quote({ status: 'draft' }), 'supplier')).toEqual(['submit', 'discard']);
    expect(QUOTE_FLOW.allowed(quote({ status: 'draft' }), 'buyer')).toEqual([]);
    expect(QUOTE_FLOW.allowed(quote({ status: 'draft' }), 'viewer')).toEqual([]);
  });

  it('offers a revision only once one is saved, and withdraws an offer', () => {
    expect(QUOTE_FLOW.allowed(quote(), 'supplier')).toEqual(['withdraw']);
    expect(QUOTE_FLOW.allowed(quote({ pending: true }), 'supplier')).toEqual(['revise', 'withdraw']);
    expect(QUOTE_FLOW.check(quote(), 'revise', 'supplier')).toEqual({ open: false, reason: 'quote.nothingToSubmit' });
    expect(QUOTE_FLOW.check(quote({ pending: true }), 'revise', 'supplier')).toMatchObject({ open: true, to: 'offered' });
  });

  it('lets the buyer select or decline a valid offer, a viewer only select it, and nobody select it once expired', () => {
    expect(QUOTE_FLOW.allowed(quote(), 'buyer')).toEqual(['select', 'decline']);
    expect(QUOTE_FLOW.allowed(quote(), 'viewer')).toEqual(['select']);
    expect(QUOTE_FLOW.check(quote({ expired: true }), 'select', 'buyer')).toEqual({ open: false, reason: 'quote.expired' });
    expect(QUOTE_FLOW.allowed(quote({ expired: true }), 'buyer')).toEqual(['decline']);
  });

  it('expires an offer only past its validity, and revives an expired quote with a revision', () => {
    expect(QUOTE_FLOW.check(quote(), 'expire', 'system')).toEqual({ open: false, reason: 'state' });
    expect(QUOTE_FLOW.check(quote({ expired: true }), 'expire', 'system')).toMatchObject({ open: true, to: 'expired' });
    expect(QUOTE_FLOW.allowed(quote({ status: 'expired', expired: true }), 'supplier')).toEqual([]);
    expect(QUOTE_FLOW.check(quote({ status: 'expired', expired: true, pending: true }), 'revise', 'supplier')).toMatchObject({
      open: true,
      to: 'offered',
    });
  });

  it('ends for good once selected, declined, withdrawn or discarded', () => {
    for (const status of QUOTE_FLOW.final)
      for (const party of ['supplier', 'buyer', 'viewer', 'system'] as const)
        expect(QUOTE_FLOW.allowed(quote({ status, pending: true, expired: true }), party)).toEqual([]);
  });

  it('lists every status but a discarded draft under "all", each under one other tab', () => {
    expect([...QUOTE_TAB_STATUSES.all].sort()).toEqual(QUOTE_STATUSES.filter((s) => s !== 'discarded').sort());
    const others = QUOTE_TABS.filter((tab) => tab !== 'all').flatMap((tab) => QUOTE_TAB_STATUSES[tab]);
    expect([...others].sort()).toEqual([...QUOTE_TAB_STATUSES.all].sort());
  });
});
