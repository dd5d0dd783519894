import { QUANTITY_PLACES } from './decimal-fields.ts';
import type { MessageKey } from './i18n/zh.ts';
import { ceilDiv, fromScaled, roundDiv, toScaled } from './scaled-decimal.ts';

/**
 * An auction's rules as data, and the pure functions every party computes with them (domains/trade.md B): whether a
 * bid is on the step grid and within the quantity limits, how a late bid moves the close, and the award. The server
 * checks each bid with them under the auction's lock; the award is `awardOf(rules, bids)` and anybody who may read
 * the bid log recomputes it with the same function ("any operator closing the same bids under the same rules must
 * reach the same award").
 */

/** 竞卖 (the owner sells; prices rise) or 竞买 (the owner buys; prices fall). */
export const AUCTION_DIRECTIONS = ['sell', 'buy'] as const;
export type AuctionDirection = (typeof AUCTION_DIRECTIONS)[number];
/** 公开竞价 (bidders see the board as `feedback` allows) or 密封竞价 (nothing shown until the close). */
export const AUCTION_VISIBILITIES = ['open', 'sealed'] as const;
export type AuctionVisibility = (typeof AUCTION_VISIBILITIES)[number];
/** A step in 元, a percent of the price it improves on, or 元 by the band that price is in (Ariba's dynamic steps). */
export const AUCTION_STEP_TYPES = ['fixed', 'percent', 'banded'] as const;
export type AuctionStepType = (typeof AUCTION_STEP_TYPES)[number];
/** 保证金: none, an amount, or a percent of the lot's value at the start price. */
export const AUCTION_DEPOSIT_TYPES = ['none', 'fixed', 'percent'] as const;
export type AuctionDepositType = (typeof AUCTION_DEPOSIT_TYPES)[number];
/** An extension counts from the scheduled close, or from the triggering bid (Oracle's two choices). */
export const AUCTION_EXTENSION_MODES = ['fromClose', 'fromBid'] as const;
export type AuctionExtensionMode = (typeof AUCTION_EXTENSION_MODES)[number];

/** Prices have 2 decimals (元), quantities 4, percents 2. */
export const PRICE_PLACES = 2;
const PERCENT_PLACES = 2;

/** A band of a banded step: from this price (元) on, a step of at least `min` and at most `max`. */
export interface AuctionStepBand {
  from: string;
  min: string;
  max: string | null;
}

export interface AuctionStepRule {
  type: AuctionStepType;
  /** fixed: 元; percent: percent of the price improved on. Unused when banded. */
  min: string;
  max: string | null;
  /** banded only, ascending by `from`, the first from 0. */
  bands: readonly AuctionStepBand[];
}

/** What an open auction shows bidders (Ariba's market feedback): their rank, the best price, how many bid. */
export interface AuctionFeedback {
  rank: boolean;
  best: boolean;
  count: boolean;
}

/** A bid within `windowMinutes` of the close moves it by `lengthMinutes`, at most `maxCount` times. */
export interface AuctionExtensionRule {
  windowMinutes: number;
  lengthMinutes: number;
  maxCount: number;
  mode: AuctionExtensionMode;
}

export interface AuctionDepositRule {
  type: AuctionDepositType;
  /** 元 (fixed) or percent (percent); null with none. */
  value: string | null;
}

/** One lot: what is auctioned, how much, and each bidder's limits. */
export interface AuctionLine {
  lineNo: number;
  productName: string;
  spec: string | null;
  unit: string;
  quantity: string;
  /** Each bidder bids for at least this and at most `maxQty`, in multiples of `lotUnit`. */
  minQty: string;
  maxQty: string;
  lotUnit: string;
  /** 起拍价 (sell: the lowest first bid; buy: the highest), 元 per unit. */
  startPrice: string;
  /** 保留价: below it (sell) or above it (buy) nothing is awarded. Never shown before the close. */
  reservePrice: string | null;
}

/** The rules a bid and the award are judged by, frozen when the auction is published. */
export interface AuctionRules {
  direction: AuctionDirection;
  visibility: AuctionVisibility;
  feedback: AuctionFeedback;
  step: AuctionStepRule;
  whitelistOnly: boolean;
  deposit: AuctionDepositRule;
  /** Null: the close never moves. */
  extension: AuctionExtensionRule | null;
  /** Bidders (companies) a line needs for an award; fewer and the line fails (流拍). */
  minValidBids: number;
  lines: readonly AuctionLine[];
}

const price = (text: string) => toScaled(text, PRICE_PLACES);
const quantity = (text: string) => toScaled(text, QUANTITY_PLACES);

/** +1 when a higher price is better (sell), −1 when a lower one is (buy). */
const signOf = (direction: AuctionDirection) => (direction === 'sell' ? 1n : -1n);

/** Whether price `a` is better than `b` for the owner. */
export const isBetterPrice = (direction: AuctionDirection, a: string, b: string) =>
  (price(a) - price(b)) * signOf(direction) > 0n;

/** The step a bid improving on `reference` (fen) must make, in fen: at least `min`, at most `max` (null: no cap). */
export function stepRange(step: AuctionStepRule, reference: bigint): { min: bigint; max: bigint | null } {
  if (step.type === 'fixed') return { min: price(step.min), max: step.max === null ? null : price(step.max) };
  if (step.type === 'percent') {
    const percentOf = (pct: string, round: (a: bigint, b: bigint) => bigint) =>
      round(reference * toScaled(pct, PERCENT_PLACES), 100n * 10n ** BigInt(PERCENT_PLACES));
    const min = percentOf(step.min, ceilDiv);
    return { min: min > 0n ? min : 1n, max: step.max === null ? null : percentOf(step.max, (a, b) => a / b) };
  }
  const band = [...step.bands].reverse().find((b) => price(b.from) <= reference) ?? step.bands[0];
  if (!band) throw new RangeError('a banded step has no band');
  return { min: price(band.min), max: band.max === null ? null : price(band.max) };
}

/** Where the bidding stands on a line for the bidder about to bid. */
export interface BidStanding {
  /** The best price on the line so far (open auctions), or null before the first bid or when sealed. */
  best: string | null;
  /** The bidder's own last price on the line, or null. */
  ownLast: string | null;
  /** The bidder holds the best price already. */
  ownIsBest: boolean;
}

/**
 * Why a price may not be bid, or null when it may: at or better than the start price; better than the bidder's own
 * last; in an open auction, better than the best by at least the step and at most the maximum step (a cap against a
 * slip of the finger, 能化交易所's 10 元/t); on the grid of a fixed or banded step.
 */
export function priceRefusal(rules: AuctionRules, line: AuctionLine, standing: BidStanding, bid: string): MessageKey | null {
  const sign = signOf(rules.direction);
  const offered = price(bid);
  if ((offered - price(line.startPrice)) * sign < 0n)
    return rules.direction === 'sell' ? 'auction.bid.belowStart' : 'auction.bid.aboveStart';
  if (standing.ownLast !== null && !isBetterPrice(rules.direction, bid, standing.ownLast)) return 'auction.bid.notBetterThanOwn';
  const improving = rules.visibility === 'open' && standing.best !== null;
  if (improving && standing.ownIsBest) return 'auction.bid.alreadyBest';
  const reference = improving && standing.best !== null ? price(standing.best) : price(line.startPrice);
  const range = stepRange(rules.step, reference);
  const delta = (offered - reference) * sign;
  if (improving && delta < range.min) return 'auction.bid.stepTooSmall';
  if (improving && range.max !== null && delta > range.max) return 'auction.bid.stepTooLarge';
  if (rules.step.type !== 'percent' && delta % range.min !== 0n) return 'auction.bid.offGrid';
  return null;
}

/** Why a quantity may not be bid on a line, or null: within the bidder's limits, in whole lots. */
export function quantityRefusal(line: AuctionLine, bid: string): MessageKey | null {
  const q = quantity(bid);
  if (q < quantity(line.minQty)) return 'auction.bid.belowMinQty';
  if (q > quantity(line.maxQty)) return 'auction.bid.aboveMaxQty';
  if (q % quantity(line.lotUnit) !== 0n) return 'auction.bid.offLot';
  return null;
}

/**
 * The close after a bid received at `bidAt`: moved when the bid falls inside the window and extensions remain; null
 * when it stays. From the close, it moves by the length; from the bid, to the bid's time plus the length (never
 * earlier than it was).
 */
export function extendedClose(
  rule: AuctionExtensionRule | null,
  close: { at: Date; extensions: number },
  bidAt: Date,
): { at: Date; extensions: number } | null {
  if (!rule || close.extensions >= rule.maxCount) return null;
  const minute = 60_000;
  if (close.at.getTime() - bidAt.getTime() > rule.windowMinutes * minute) return null;
  const moved =
    rule.mode === 'fromClose' ? close.at.getTime() + rule.lengthMinutes * minute : bidAt.getTime() + rule.lengthMinutes * minute;
  if (moved <= close.at.getTime()) return null;
  return { at: new Date(moved), extensions: close.extensions + 1 };
}

/** A bid as the award reads it: the log's row. */
export interface AwardBid {
  id: number;
  /** The auction's sequence: the order bids were accepted in. */
  seq: number;
  lineNo: number;
  companyId: number;
  price: string;
  quantity: string;
  /** The server's time of receipt, ISO 8601 UTC. */
  receivedAt: string;
}

export interface AwardWinner {
  rank: number;
  companyId: number;
  bidId: number;
  price: string;
  quantity: string;
  /** price × quantity, to the fen. */
  amount: string;
}

export const AWARD_FAILURES = ['noBids', 'tooFewBids', 'reserveNotMet'] as const;
export type AwardFailure = (typeof AWARD_FAILURES)[number];

export interface AwardLine {
  lineNo: number;
  /** Companies whose last bid stands on the line. */
  bidders: number;
  failure: AwardFailure | null;
  winners: AwardWinner[];
}

export interface Award {
  /** Awarded when any line is; failed (流拍) otherwise. */
  awarded: boolean;
  lines: AwardLine[];
}

/** Price first, then the earlier receipt, then the lower sequence (价格优先、时间优先). */
const byPriority = (direction: AuctionDirection) => (a: AwardBid, b: AwardBid) => {
  const diff = (price(b.price) - price(a.price)) * signOf(direction);
  if (diff !== 0n) return diff < 0n ? -1 : 1;
  if (a.receivedAt !== b.receivedAt) return a.receivedAt < b.receivedAt ? -1 : 1;
  return a.seq - b.seq;
};

/**
 * The award, a pure function of the rules and the accepted bids: on each line, each company's last bid counts; with
 * fewer bidders than the minimum, or none meeting the reserve, the line fails; otherwise the quantity is filled in
 * priority order, each winner taking what it bid for or what remains, while what remains reaches the line's minimum.
 */
export function awardOf(rules: AuctionRules, bids: readonly AwardBid[]): Award {
  const lines = rules.lines.map((line): AwardLine => {
    const last = new Map<number, AwardBid>();
    for (const bid of [...bids].filter((b) => b.lineNo === line.lineNo).sort((a, b) => a.seq - b.seq))
      last.set(bid.companyId, bid);
    const standing = [...last.values()].sort(byPriority(rules.direction));
    const base = { lineNo: line.lineNo, bidders: standing.length, winners: [] as AwardWinner[] };
    if (standing.length === 0) return { ...base, failure: 'noBids' };
    if (standing.length < rules.minValidBids) return { ...base, failure: 'tooFewBids' };
    const reserve = line.reservePrice;
    const meeting = reserve === null ? standing : standing.filter((b) => !isBetterPrice(rules.direction, reserve, b.price));
    if (meeting.length === 0) return { ...base, failure: 'reserveNotMet' };
    let remaining = quantity(line.quantity);
    const least = quantity(line.minQty);
    for (const bid of meeting) {
      if (remaining < least) break;
      // bigints have no Math.min
      let taken = quantity(bid.quantity);
      if (taken > remaining) taken = remaining;
      remaining -= taken;
      base.winners.push({
        rank: base.winners.length + 1,
        companyId: bid.companyId,
        bidId: bid.id,
        price: bid.price,
        quantity: fromScaled(taken, QUANTITY_PLACES),
        amount: fromScaled(roundDiv(price(bid.price) * taken, 10n ** BigInt(QUANTITY_PLACES)), PRICE_PLACES),
      });
    }
    return { ...base, failure: null };
  });
  return { awarded: lines.some((l) => l.failure === null), lines };
}

/** The deposit a bidder pays: the fixed amount, or the percent of every line's quantity at its start price. */
export function depositOf(rules: Pick<AuctionRules, 'deposit' | 'lines'>): string | null {
  const { deposit } = rules;
  if (deposit.type === 'none' || deposit.value === null) return null;
  if (deposit.type === 'fixed') return fromScaled(price(deposit.value), PRICE_PLACES);
  const value = rules.lines.reduce((sum, l) => sum + price(l.startPrice) * quantity(l.quantity), 0n);
  const scale = 10n ** BigInt(QUANTITY_PLACES) * 100n * 10n ** BigInt(PERCENT_PLACES);
  return fromScaled(roundDiv(value * toScaled(deposit.value, PERCENT_PLACES), scale), PRICE_PLACES);
}
