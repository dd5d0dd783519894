import { defineFlow } from './flow.ts';
import type { MessageKey } from './i18n/zh.ts';

/**
 * An order the platform's operator enters for a buyer who phoned it in (代客下单): a proposal that binds nobody until
 * the buyer confirms it in its own account. Confirming applies for the listing exactly as the buyer would itself —
 * the quantity is reserved then, not before, and at the price the buyer was shown (a listing repriced since stops the
 * confirmation: the operator enters it again). The buyer may refuse it with a reason; the operator may withdraw it
 * while it waits; it lapses when its listing ends, and cannot be confirmed once its time is up.
 */
export const RECEIPT_PROPOSAL_STATUSES = ['proposed', 'confirmed', 'rejected', 'withdrawn', 'lapsed'] as const;
export type ReceiptProposalStatus = (typeof RECEIPT_PROPOSAL_STATUSES)[number];
export const RECEIPT_PROPOSAL_ACTIONS = ['confirm', 'reject', 'withdraw', 'lapse'] as const;
export type ReceiptProposalAction = (typeof RECEIPT_PROPOSAL_ACTIONS)[number];
export type ReceiptProposalParty = 'buyer' | 'operator' | 'system';

/** How long a buyer has to confirm an order the operator entered for it. */
export const RECEIPT_PROPOSAL_HOURS = 24;

export const receiptProposalStatusLabelKey = (status: ReceiptProposalStatus): MessageKey => `receiptProposalStatus.${status}`;

export interface ReceiptProposalFlowState {
  status: ReceiptProposalStatus;
  /** Its time to be confirmed is up (it may still be refused or withdrawn, to close it). */
  expired: boolean;
}

export const RECEIPT_PROPOSAL_FLOW = defineFlow<
  ReceiptProposalStatus,
  ReceiptProposalAction,
  ReceiptProposalParty,
  ReceiptProposalFlowState
>({
  kind: 'receiptProposal',
  actions: RECEIPT_PROPOSAL_ACTIONS,
  transitions: [
    { from: ['proposed'], action: 'confirm', by: 'buyer', to: 'confirmed', permission: 'receipt.trade' },
    { from: ['proposed'], action: 'reject', by: 'buyer', to: 'rejected', permission: 'receipt.trade' },
    { from: ['proposed'], action: 'withdraw', by: 'operator', to: 'withdrawn' },
    // Its listing ended (expired, delisted, stopped by the platform).
    { from: ['proposed'], action: 'lapse', by: 'system', to: 'lapsed' },
  ],
  final: ['confirmed', 'rejected', 'withdrawn', 'lapsed'],
  stateOf: (proposal) => proposal.status,
  stateLabel: receiptProposalStatusLabelKey,
  guard: (transition, proposal) => (transition.action === 'confirm' && proposal.expired ? 'receiptProposal.expired' : true),
});

/** The buyer's tabs: what waits for its answer (and has not run out of time), and the rest. */
export const RECEIPT_PROPOSAL_TABS = ['waiting', 'ended', 'all'] as const;
export type ReceiptProposalTab = (typeof RECEIPT_PROPOSAL_TABS)[number];
