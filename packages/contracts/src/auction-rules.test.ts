import { describe, expect, it } from 'vitest';
import { AUCTION_RULE_SETS, type AuctionConfig, auctionConfigProblems } from './auction-config.ts';
import { AUCTION_FLOW, auctionPhaseAt, SIGN_UP_FLOW } from './auction-flow.ts';
import {
  type AuctionLine,
  type AuctionRules,
  type AwardBid,
  awardOf,
  depositOf,
  extendedClose,
  priceRefusal,
  quantityRefusal,
  stepRange,
} from './auction-rules.ts';
import { fromScaled, toScaled } from './scaled-decimal.ts';

const line: AuctionLine = {
  lineNo: 1,
  productName: '硫磺',
  spec: null,
  unit: '吨',
  quantity: '100',
  minQty: '10',
  maxQty: '60',
  lotUnit: '10',
  startPrice: '1000',
  reservePrice: '1100',
};

const rules = (over: Partial<AuctionRules> = {}): AuctionRules => ({
  direction: 'sell',
  visibility: 'open',
  feedback: { rank: true, best: true, count: true },
  step: { type: 'fixed', min: '5', max: '50', bands: [] },
  whitelistOnly: false,
  deposit: { type: 'percent', value: '10' },
  extension: { windowMinutes: 1, lengthMinutes: 5, maxCount: 1, mode: 'fromClose' },
  minValidBids: 1,
  lines: [line],
  ...over,
});

const fresh = { best: null, ownLast: null, ownIsBest: false };

describe('scaled decimals', () => {
  it('reads and prints exactly, refusing digits it would drop', () => {
    expect(toScaled('12.5', 2)).toBe(1250n);
    expect(toScaled('0.10', 1)).toBe(1n);
    expect(fromScaled(1250n, 2)).toBe('12.50');
    expect(fromScaled(5n, 4)).toBe('0.0005');
    expect(() => toScaled('1.234', 2)).toThrow(RangeError);
    expect(() => toScaled('1e3', 2)).toThrow(RangeError);
  });
});

describe('a bid price', () => {
  it('opens at the start price or better on the grid', () => {
    expect(priceRefusal(rules(), line, fresh, '995')).toBe('auction.bid.belowStart');
    expect(priceRefusal(rules(), line, fresh, '1000')).toBeNull();
    expect(priceRefusal(rules(), line, fresh, '1015')).toBeNull();
    expect(priceRefusal(rules(), line, fresh, '1012')).toBe('auction.bid.offGrid');
  });

  it('in the open, beats the best by at least the step and at most the largest step', () => {
    const standing = { best: '1100', ownLast: null, ownIsBest: false };
    expect(priceRefusal(rules(), line, standing, '1100')).toBe('auction.bid.stepTooSmall');
    expect(priceRefusal(rules(), line, standing, '1104.99')).toBe('auction.bid.stepTooSmall');
    expect(priceRefusal(rules(), line, standing, '1105')).toBeNull();
    expect(priceRefusal(rules(), line, standing, '1150')).toBeNull();
    expect(priceRefusal(rules(), line, standing, '1155')).toBe('auction.bid.stepTooLarge');
    expect(priceRefusal(rules(), line, standing, '1107')).toBe('auction.bid.offGrid');
  });

  it('never outbids itself, and never goes back on its own last', () => {
    expect(priceRefusal(rules(), line, { best: '1100', ownLast: '1100', ownIsBest: true }, '1105')).toBe(
      'auction.bid.alreadyBest',
    );
    expect(priceRefusal(rules(), line, { best: '1200', ownLast: '1100', ownIsBest: false }, '1095')).toBe(
      'auction.bid.notBetterThanOwn',
    );
  });

  it('falls in a reverse auction, mirrored', () => {
    const reverse = rules({ direction: 'buy' });
    expect(priceRefusal(reverse, line, fresh, '1005')).toBe('auction.bid.aboveStart');
    expect(priceRefusal(reverse, line, fresh, '990')).toBeNull();
    const standing = { best: '900', ownLast: null, ownIsBest: false };
    expect(priceRefusal(reverse, line, standing, '896')).toBe('auction.bid.stepTooSmall');
    expect(priceRefusal(reverse, line, standing, '895')).toBeNull();
    expect(priceRefusal(reverse, line, standing, '845')).toBe('auction.bid.stepTooLarge');
  });

  it('when sealed, judges only against the start and its own last', () => {
    const sealed = rules({ visibility: 'sealed', feedback: { rank: false, best: false, count: false }, extension: null });
    expect(priceRefusal(sealed, line, { best: null, ownLast: '1100', ownIsBest: false }, '2000')).toBeNull();
    expect(priceRefusal(sealed, line, { best: null, ownLast: '1100', ownIsBest: false }, '1100')).toBe(
      'auction.bid.notBetterThanOwn',
    );
  });

  it('takes a percent step rounded up to the fen, and a band by the price it improves on', () => {
    const percent = { type: 'percent' as const, min: '0.5', max: '3', bands: [] };
    expect(stepRange(percent, toScaled('1001', 2))).toEqual({ min: 501n, max: 3003n });
    const banded = {
      type: 'banded' as const,
      min: '0',
      max: null,
      bands: [
        { from: '0', min: '10', max: '100' },
        { from: '1000', min: '20', max: null },
      ],
    };
    expect(stepRange(banded, toScaled('999.99', 2))).toEqual({ min: 1000n, max: 10000n });
    expect(stepRange(banded, toScaled('1000', 2))).toEqual({ min: 2000n, max: null });
    const r = rules({ step: banded });
    expect(priceRefusal(r, line, { best: '1000', ownLast: null, ownIsBest: false }, '1010')).toBe('auction.bid.stepTooSmall');
    expect(priceRefusal(r, line, { best: '1000', ownLast: null, ownIsBest: false }, '1040')).toBeNull();
  });
});

describe('a bid quantity', () => {
  it('stays within the bidder’s limits in whole lots', () => {
    expect(quantityRefusal(line, '5')).toBe('auction.bid.belowMinQty');
    expect(quantityRefusal(line, '70')).toBe('auction.bid.aboveMaxQty');
    expect(quantityRefusal(line, '25')).toBe('auction.bid.offLot');
    expect(quantityRefusal(line, '60')).toBeNull();
  });
});

describe('the close', () => {
  const close = { at: new Date('2026-12-01T10:00:00Z'), extensions: 0 };
  it('moves for a bid inside the window, as often as allowed', () => {
    const rule = { windowMinutes: 1, lengthMinutes: 5, maxCount: 1, mode: 'fromClose' as const };
    expect(extendedClose(rule, close, new Date('2026-12-01T09:58:59Z'))).toBeNull();
    const moved = extendedClose(rule, close, new Date('2026-12-01T09:59:30Z'));
    expect(moved).toEqual({ at: new Date('2026-12-01T10:05:00Z'), extensions: 1 });
    expect(extendedClose(rule, moved ?? close, new Date('2026-12-01T10:04:30Z'))).toBeNull();
  });

  it('counted from the bid, never moves earlier', () => {
    const rule = { windowMinutes: 5, lengthMinutes: 5, maxCount: 6, mode: 'fromBid' as const };
    expect(extendedClose(rule, close, new Date('2026-12-01T09:59:00Z'))).toEqual({
      at: new Date('2026-12-01T10:04:00Z'),
      extensions: 1,
    });
    expect(extendedClose(rule, close, new Date('2026-12-01T09:55:00Z'))).toBeNull();
    expect(extendedClose(null, close, new Date('2026-12-01T09:59:59Z'))).toBeNull();
  });
});

describe('the award', () => {
  const bid = (id: number, companyId: number, price: string, quantity: string, at = id): AwardBid => ({
    id,
    seq: id,
    lineNo: 1,
    companyId,
    price,
    quantity,
    receivedAt: new Date(Date.UTC(2026, 11, 1, 9, 0, at)).toISOString(),
  });

  it('fills the lot by price, then time, each company’s last bid counting once', () => {
    const award = awardOf(rules(), [
      bid(1, 11, '1100', '60'),
      bid(2, 12, '1150', '60'),
      bid(3, 13, '1150', '30'),
      bid(4, 11, '1200', '40'),
    ]);
    expect(award.awarded).toBe(true);
    expect(award.lines[0]?.bidders).toBe(3);
    expect(award.lines[0]?.winners).toEqual([
      { rank: 1, companyId: 11, bidId: 4, price: '1200', quantity: '40.0000', amount: '48000.00' },
      { rank: 2, companyId: 12, bidId: 2, price: '1150', quantity: '60.0000', amount: '69000.00' },
    ]);
  });

  it('fails a line under the reserve or with too few bidders, and is the same whatever order the log is read in', () => {
    expect(awardOf(rules(), [bid(1, 11, '1050', '60')]).lines[0]?.failure).toBe('reserveNotMet');
    expect(awardOf(rules({ minValidBids: 2 }), [bid(1, 11, '1200', '60')]).lines[0]?.failure).toBe('tooFewBids');
    expect(awardOf(rules(), []).awarded).toBe(false);
    const bids = [bid(1, 11, '1100', '60'), bid(2, 12, '1150', '60'), bid(3, 13, '1150', '30')];
    expect(awardOf(rules(), [...bids].reverse())).toEqual(awardOf(rules(), bids));
  });

  it('in reverse, the lowest price wins', () => {
    const reverse = rules({ direction: 'buy', lines: [{ ...line, reservePrice: '900' }] });
    const award = awardOf(reverse, [bid(1, 11, '950', '60'), bid(2, 12, '880', '60'), bid(3, 13, '890', '60')]);
    expect(award.lines[0]?.winners.map((w) => [w.companyId, w.quantity])).toEqual([
      [12, '60.0000'],
      [13, '40.0000'],
    ]);
  });
});

describe('the deposit', () => {
  it('is the fixed amount, or the percent of the lots at the start price', () => {
    expect(depositOf(rules())).toBe('10000.00');
    expect(depositOf(rules({ deposit: { type: 'fixed', value: '5000' } }))).toBe('5000.00');
    expect(depositOf(rules({ deposit: { type: 'none', value: null } }))).toBeNull();
  });
});

describe('a configuration', () => {
  const config = (over: Partial<AuctionConfig> = {}): AuctionConfig => ({
    ...rules(),
    signupStart: '2026-12-02T09:00:00+08:00',
    signupEnd: '2026-12-03T09:00:00+08:00',
    openAt: '2026-12-03T10:00:00+08:00',
    closeAt: '2026-12-03T11:00:00+08:00',
    ...over,
  });

  it('is coherent as every rule set ships', () => {
    expect(auctionConfigProblems(config())).toEqual([]);
    const lines = [{ ...line, reservePrice: null }];
    for (const set of AUCTION_RULE_SETS) expect(auctionConfigProblems(config({ ...set.rules, lines }))).toEqual([]);
  });

  it('names each incoherence on its field', () => {
    const problems = auctionConfigProblems(
      config({
        step: { type: 'fixed', min: '50', max: '5', bands: [] },
        lines: [{ ...line, minQty: '70', reservePrice: '900', lotUnit: '7' }],
        visibility: 'sealed',
        openAt: '2026-12-02T10:00:00+08:00',
      }),
    );
    expect(problems.map((p) => `${p.path} ${p.key}`)).toEqual([
      'step.max auction.config.stepMaxUnderMin',
      'lines.0.maxQty auction.config.maxUnderMin',
      'lines.0.lotUnit auction.config.notWholeLots',
      'lines.0.reservePrice auction.config.reserveUnderStart',
      'openAt auction.config.openBeforeSignupEnd',
      'feedback auction.config.sealedShows',
      'extension auction.config.sealedExtends',
    ]);
  });
});

describe('the flows', () => {
  const times = {
    signupStart: new Date('2026-12-02T01:00:00Z'),
    signupEnd: new Date('2026-12-03T01:00:00Z'),
    openAt: new Date('2026-12-03T02:00:00Z'),
    closeAt: new Date('2026-12-03T03:00:00Z'),
  };

  it('turns the phases by the clock', () => {
    expect(auctionPhaseAt(times, new Date('2026-12-02T00:59:59Z'))).toBe('upcoming');
    expect(auctionPhaseAt(times, new Date('2026-12-02T01:00:00Z'))).toBe('signup');
    expect(auctionPhaseAt(times, new Date('2026-12-03T01:30:00Z'))).toBe('waiting');
    expect(auctionPhaseAt(times, new Date('2026-12-03T02:59:59Z'))).toBe('bidding');
    expect(auctionPhaseAt(times, new Date('2026-12-03T03:00:00Z'))).toBe('closing');
  });

  it('cancels only before bidding, and closes only past the close', () => {
    expect(AUCTION_FLOW.check({ status: 'published', phase: 'signup' }, 'cancel', 'owner').open).toBe(true);
    expect(AUCTION_FLOW.check({ status: 'published', phase: 'bidding' }, 'cancel', 'owner')).toEqual({
      open: false,
      reason: 'auction.biddingStarted',
    });
    expect(AUCTION_FLOW.allowed({ status: 'published', phase: 'bidding' }, 'system')).toEqual([]);
    expect(AUCTION_FLOW.allowed({ status: 'published', phase: 'closing' }, 'system')).toEqual(['award', 'fail']);
  });

  it('qualifies a sign-up at approval without a deposit, else once it is confirmed', () => {
    const applied = { status: 'applied' as const, deposit: 'none' as const, beforeOpening: true, auctionLive: true };
    expect(SIGN_UP_FLOW.check(applied, 'approve', 'owner')).toMatchObject({ open: true, to: 'qualified' });
    expect(SIGN_UP_FLOW.check({ ...applied, deposit: 'unpaid' }, 'approve', 'owner')).toMatchObject({ to: 'approved' });
    const approved = { status: 'approved' as const, deposit: 'unpaid' as const, beforeOpening: true, auctionLive: true };
    expect(SIGN_UP_FLOW.allowed(approved, 'bidder')).toEqual(['withdraw', 'payDeposit']);
    expect(SIGN_UP_FLOW.allowed({ ...approved, deposit: 'declared' }, 'operator')).toEqual(['confirmDeposit', 'refuseDeposit']);
    expect(SIGN_UP_FLOW.allowed({ ...approved, beforeOpening: false }, 'bidder')).toEqual([]);
    expect(SIGN_UP_FLOW.check({ ...approved, deposit: 'frozen', auctionLive: false }, 'withdraw', 'bidder')).toEqual({
      open: false,
      reason: 'auction.signUp.auctionEnded',
    });
    expect(SIGN_UP_FLOW.allowed({ ...approved, deposit: 'frozen', auctionLive: false }, 'system')).toEqual(['release']);
  });
});
