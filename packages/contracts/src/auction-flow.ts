import { defineFlow } from './flow.ts';
import type { MessageKey } from './i18n/zh.ts';

/**
 * An auction entrusted to the platform (竞价委托, domains/trade.md B) as data. The owner drafts it and submits it; the
 * operator publishes it or sends it back with the reason. Published, its phase follows the clock: sign-up, the wait
 * for the opening, bidding until the effective close (moved by late bids as its rules say). At the close the platform
 * computes the award: awarded, or failed (流拍) when no line met its reserve and minimum of bidders. Before bidding
 * opens the owner (or the operator) may cancel it, and every deposit goes back.
 */
export const AUCTION_STATUSES = ['draft', 'pending', 'published', 'awarded', 'failed', 'cancelled'] as const;
export type AuctionStatus = (typeof AUCTION_STATUSES)[number];
export const AUCTION_ACTIONS = ['submit', 'approve', 'reject', 'cancel', 'award', 'fail'] as const;
export type AuctionAction = (typeof AUCTION_ACTIONS)[number];
export type AuctionParty = 'owner' | 'operator' | 'system';

/** Where a published auction stands by the server's clock. */
export const AUCTION_PHASES = ['upcoming', 'signup', 'waiting', 'bidding', 'closing'] as const;
export type AuctionPhase = (typeof AUCTION_PHASES)[number];

export const auctionStatusLabelKey = (status: AuctionStatus): MessageKey => `auctionStatus.${status}`;
export const auctionPhaseLabelKey = (phase: AuctionPhase): MessageKey => `auctionPhase.${phase}`;

export interface AuctionTimes {
  signupStart: Date;
  signupEnd: Date;
  openAt: Date;
  /** The effective close: the scheduled one moved by every extension. */
  closeAt: Date;
}

/** The phase of a published auction at `now`. */
export function auctionPhaseAt(times: AuctionTimes, now: Date): AuctionPhase {
  const t = now.getTime();
  if (t < times.signupStart.getTime()) return 'upcoming';
  if (t < times.signupEnd.getTime()) return 'signup';
  if (t < times.openAt.getTime()) return 'waiting';
  if (t < times.closeAt.getTime()) return 'bidding';
  return 'closing';
}

export interface AuctionFlowState {
  status: AuctionStatus;
  /** The phase by the clock (meaningful when published). */
  phase: AuctionPhase;
}

const beforeBidding: readonly AuctionPhase[] = ['upcoming', 'signup', 'waiting'];

export const AUCTION_FLOW = defineFlow<AuctionStatus, AuctionAction, AuctionParty, AuctionFlowState>({
  kind: 'auction',
  actions: AUCTION_ACTIONS,
  transitions: [
    { from: ['draft'], action: 'submit', by: 'owner', to: 'pending', permission: 'quote.auction' },
    { from: ['pending'], action: 'approve', by: 'operator', to: 'published' },
    { from: ['pending'], action: 'reject', by: 'operator', to: 'draft' },
    { from: ['draft', 'pending', 'published'], action: 'cancel', by: 'owner', to: 'cancelled', permission: 'quote.auction' },
    { from: ['pending', 'published'], action: 'cancel', by: 'operator', to: 'cancelled' },
    { from: ['published'], action: 'award', by: 'system', to: 'awarded' },
    { from: ['published'], action: 'fail', by: 'system', to: 'failed' },
  ],
  final: ['awarded', 'failed', 'cancelled'],
  stateOf: (auction) => auction.status,
  stateLabel: auctionStatusLabelKey,
  guard: (transition, auction) => {
    if (auction.status !== 'published') return true;
    if (transition.action === 'cancel') return beforeBidding.includes(auction.phase) || 'auction.biddingStarted';
    if (transition.action === 'award' || transition.action === 'fail') return auction.phase === 'closing';
    return true;
  },
});

/**
 * A company's sign-up (报名) to bid: the owner approves it (or refuses it, with the reason); when the auction asks a
 * deposit the bidder declares its transfer with proof and the operator confirms it arrived (frozen), which qualifies
 * it; without a deposit the approval does. The bidder may withdraw before bidding opens, its deposit released. A
 * deposit goes back when the auction is cancelled or closes without the bidder winning; the winner's is kept until
 * its contract is signed.
 */
export const SIGN_UP_STATUSES = ['applied', 'approved', 'qualified', 'rejected', 'withdrawn'] as const;
export type SignUpStatus = (typeof SIGN_UP_STATUSES)[number];
export const SIGN_UP_ACTIONS = [
  'approve',
  'reject',
  'withdraw',
  'payDeposit',
  'confirmDeposit',
  'refuseDeposit',
  'release',
  'forfeit',
] as const;
export type SignUpAction = (typeof SIGN_UP_ACTIONS)[number];
export type SignUpParty = 'bidder' | 'owner' | 'operator' | 'system';

/** The deposit's own course: none asked, to pay, declared (proof sent), frozen, then released, kept or forfeited. */
export const BID_DEPOSIT_STATUSES = ['none', 'unpaid', 'declared', 'refused', 'frozen', 'released', 'forfeited'] as const;
export type BidDepositStatus = (typeof BID_DEPOSIT_STATUSES)[number];

/** Why a deposit went back or was kept: told to the bidder beside its deposit's state. */
export const DEPOSIT_OUTCOMES = ['withdrawn', 'notWon', 'failed', 'cancelled', 'contractSigned', 'contractNotSigned'] as const;
export type DepositOutcome = (typeof DEPOSIT_OUTCOMES)[number];
export const depositOutcomeLabelKey = (outcome: DepositOutcome): MessageKey => `bidDepositOutcome.${outcome}`;

export const signUpStatusLabelKey = (status: SignUpStatus): MessageKey => `signUpStatus.${status}`;
export const bidDepositLabelKey = (status: BidDepositStatus): MessageKey => `bidDeposit.${status}`;

export interface SignUpFlowState {
  status: SignUpStatus;
  deposit: BidDepositStatus;
  /** Bidding has not opened yet. */
  beforeOpening: boolean;
  /** Its auction is published (not yet closed or cancelled). */
  auctionLive: boolean;
}

export const SIGN_UP_FLOW = defineFlow<SignUpStatus, SignUpAction, SignUpParty, SignUpFlowState>({
  kind: 'auctionSignUp',
  actions: SIGN_UP_ACTIONS,
  transitions: [
    {
      from: ['applied'],
      action: 'approve',
      by: 'owner',
      to: (s) => (s.deposit === 'none' ? 'qualified' : 'approved'),
      permission: 'quote.auction',
    },
    { from: ['applied'], action: 'reject', by: 'owner', to: 'rejected', permission: 'quote.auction' },
    { from: ['applied', 'approved', 'qualified'], action: 'withdraw', by: 'bidder', to: 'withdrawn', permission: 'quote.bid' },
    { from: ['approved'], action: 'payDeposit', by: 'bidder', to: 'same', permission: 'quote.bid' },
    { from: ['approved'], action: 'confirmDeposit', by: 'operator', to: 'qualified' },
    { from: ['approved'], action: 'refuseDeposit', by: 'operator', to: 'same' },
    // The auction cancelled, or closed for a bidder that did not win: a deposit paid goes back.
    { from: ['approved', 'qualified'], action: 'release', by: 'system', to: 'same' },
    // The winner did not sign its award's contract in time: its deposit is kept.
    { from: ['qualified'], action: 'forfeit', by: 'system', to: 'same' },
  ],
  final: ['rejected', 'withdrawn'],
  stateOf: (s) => s.status,
  stateLabel: signUpStatusLabelKey,
  guard: (transition, s) => {
    if (transition.action === 'release') return s.deposit === 'declared' || s.deposit === 'frozen';
    if (transition.action === 'forfeit') return s.deposit === 'frozen';
    if (!s.auctionLive) return 'auction.signUp.auctionEnded';
    if (transition.action === 'approve') return s.beforeOpening || 'auction.signUp.biddingStarted';
    if (transition.action === 'withdraw') return s.beforeOpening || 'auction.signUp.biddingStarted';
    if (transition.action === 'payDeposit')
      return (s.deposit === 'unpaid' || s.deposit === 'refused') && (s.beforeOpening || 'auction.signUp.biddingStarted');
    if (transition.action === 'confirmDeposit' || transition.action === 'refuseDeposit') return s.deposit === 'declared';
    return true;
  },
});

/** The auction hall's tabs (/bidDemand): published and not yet bidding, bidding now, and ended. */
export const AUCTION_HALL_TABS = ['upcoming', 'live', 'ended'] as const;
export type AuctionHallTab = (typeof AUCTION_HALL_TABS)[number];

/** The owner's tabs (/manage/bidDemandCtnter): drafts and those in review, published, ended. */
export const AUCTION_OWNER_TABS = ['drafts', 'published', 'ended', 'all'] as const;
export type AuctionOwnerTab = (typeof AUCTION_OWNER_TABS)[number];
export const AUCTION_OWNER_TAB_STATUSES: Record<AuctionOwnerTab, readonly AuctionStatus[]> = {
  drafts: ['draft', 'pending'],
  published: ['published'],
  ended: ['awarded', 'failed', 'cancelled'],
  all: AUCTION_STATUSES,
};
