import { defineFlow } from './flow.ts';
import type { MessageKey } from './i18n/zh.ts';

/**
 * A quotation (报价单) as data (domains/trade.md A): a supplier prices one of its products for a buyer company (or
 * for any certified company, a public quote). A draft binds nobody; submitting freezes its terms as version 1, and
 * every revision is the next version, the one before superseded and kept (commercetools' Quote: a sent quote never
 * changes). The buyer selects the latest version while it is valid, and the quote becomes an order at its price; or
 * declines it with a reason. The supplier may withdraw it while it stands. Past its validity nobody can select it;
 * the platform marks it expired, and the supplier may revive it with a revision of a later validity.
 */
export const QUOTE_STATUSES = ['draft', 'offered', 'selected', 'declined', 'withdrawn', 'expired', 'discarded'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export const QUOTE_ACTIONS = ['submit', 'revise', 'withdraw', 'discard', 'select', 'decline', 'expire'] as const;
export type QuoteAction = (typeof QUOTE_ACTIONS)[number];
/**
 * The supplier quotes; the buyer is the company it is addressed to; a viewer is any other company the quote is open
 * to (a public quote's reader, or a company the supplier shared it with), who may select it but not decline it.
 */
export type QuoteParty = 'supplier' | 'buyer' | 'viewer' | 'system';

export const quoteStatusLabelKey = (status: QuoteStatus): MessageKey => `quoteStatus.${status}`;

export interface QuoteFlowState {
  status: QuoteStatus;
  /** Its validity has passed (by the server's clock): nobody may select it any more. */
  expired: boolean;
  /** A revision saved and not yet submitted. */
  pending: boolean;
}

export const QUOTE_FLOW = defineFlow<QuoteStatus, QuoteAction, QuoteParty, QuoteFlowState>({
  kind: 'quote',
  actions: QUOTE_ACTIONS,
  transitions: [
    { from: ['draft'], action: 'submit', by: 'supplier', to: 'offered', permission: 'quote.manage' },
    { from: ['draft'], action: 'discard', by: 'supplier', to: 'discarded', permission: 'quote.manage' },
    { from: ['offered', 'expired'], action: 'revise', by: 'supplier', to: 'offered', permission: 'quote.manage' },
    { from: ['offered'], action: 'withdraw', by: 'supplier', to: 'withdrawn', permission: 'quote.manage' },
    { from: ['offered'], action: 'select', by: 'buyer', to: 'selected', permission: 'buy.order' },
    { from: ['offered'], action: 'select', by: 'viewer', to: 'selected', permission: 'buy.order' },
    { from: ['offered'], action: 'decline', by: 'buyer', to: 'declined', permission: 'buy.order' },
    { from: ['offered'], action: 'expire', by: 'system', to: 'expired' },
  ],
  final: ['selected', 'declined', 'withdrawn', 'discarded'],
  stateOf: (quote) => quote.status,
  stateLabel: quoteStatusLabelKey,
  guard: (transition, quote) => {
    if (transition.action === 'select' && quote.expired) return 'quote.expired';
    if (transition.action === 'revise' && !quote.pending) return 'quote.nothingToSubmit';
    if (transition.action === 'expire') return quote.expired;
    return true;
  },
});

/** The two sides of /manage/myQuotation: quotes the company sent, and quotes sent to it. */
export const QUOTE_BOXES = ['sent', 'received'] as const;
export type QuoteBox = (typeof QUOTE_BOXES)[number];

/** The tabs of each box: what stands (a draft or an offer), what was selected, and what ended otherwise. */
export const QUOTE_TABS = ['open', 'selected', 'ended', 'all'] as const;
export type QuoteTab = (typeof QUOTE_TABS)[number];
export const QUOTE_TAB_STATUSES: Record<QuoteTab, readonly QuoteStatus[]> = {
  open: ['draft', 'offered'],
  selected: ['selected'],
  ended: ['declined', 'withdrawn', 'expired'],
  all: ['draft', 'offered', 'selected', 'declined', 'withdrawn', 'expired'],
};

/** A quote stands at most this long: chemical prices move daily (trade.md A: 24–72 h usual, up to 30 days). */
export const QUOTE_MAX_VALID_DAYS = 30;

/** How the buyer pays (付款方式). */
export const QUOTE_PAYMENT_TERMS = ['prepay', 'credit', 'acceptance'] as const;
export type QuotePaymentTerms = (typeof QUOTE_PAYMENT_TERMS)[number];
export const quotePaymentTermsLabelKey = (terms: QuotePaymentTerms): MessageKey => `quotePaymentTerms.${terms}`;

/**
 * What a quote sells: goods of the supplier's shop (the order and its contract follow), or a warehouse receipt it holds
 * (仓单: the receipt order and its transfer contract follow, /wr/contract/*).
 */
export const QUOTE_SUBJECTS = ['product', 'receipt'] as const;
export type QuoteSubject = (typeof QUOTE_SUBJECTS)[number];

/** Who sees a quote: the company it is addressed to (and those it is shared with), or every certified company. */
export const QUOTE_AUDIENCES = ['company', 'public'] as const;
export type QuoteAudience = (typeof QUOTE_AUDIENCES)[number];
