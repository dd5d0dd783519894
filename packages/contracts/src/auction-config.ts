import { type AuctionRules, PRICE_PLACES } from './auction-rules.ts';
import { QUANTITY_PLACES } from './decimal-fields.ts';
import type { MessageKey } from './i18n/zh.ts';
import { toScaled } from './scaled-decimal.ts';

/** The moments an auction's phases turn at, as the owner gives them (ISO 8601 with an offset). */
export interface AuctionSchedule {
  signupStart: string;
  signupEnd: string;
  openAt: string;
  closeAt: string;
}

export type AuctionConfig = AuctionRules & AuctionSchedule;

/** One thing incoherent in a configuration: where, and why. */
export interface AuctionConfigProblem {
  path: string;
  key: MessageKey;
}

/** Bidding lasts at least this long, and at most this many days. */
export const AUCTION_MIN_BIDDING_MINUTES = 5;
export const AUCTION_MAX_BIDDING_DAYS = 7;
/** A late bid moves the close at most this often (a cap on how long an auction can run over). */
export const AUCTION_MAX_EXTENSIONS = 20;
/** A percent step or deposit above these is a slip, not a rule. */
export const AUCTION_MAX_STEP_PERCENT = '20';
export const AUCTION_MAX_DEPOSIT_PERCENT = '30';

const money = (text: string) => toScaled(text, PRICE_PLACES);
const qty = (text: string) => toScaled(text, QUANTITY_PLACES);
const pct = (text: string) => toScaled(text, 2);

/**
 * Everything incoherent in an auction's configuration (/auctionTrust/config/check; the save refuses the same): a
 * step whose maximum is under its minimum, limits outside the lot, a reserve on the wrong side of the start price,
 * phases out of order, a sealed auction that shows or extends. Fields' own formats are the schema's.
 */
export function auctionConfigProblems(config: AuctionConfig): AuctionConfigProblem[] {
  const problems: AuctionConfigProblem[] = [];
  const add = (path: string, key: MessageKey) => problems.push({ path, key });
  stepProblems(config, add);
  config.lines.forEach((line, i) => {
    const at = (field: string) => `lines.${i}.${field}`;
    const lot = qty(line.lotUnit);
    if (qty(line.minQty) > qty(line.maxQty)) add(at('maxQty'), 'auction.config.maxUnderMin');
    if (qty(line.maxQty) > qty(line.quantity)) add(at('maxQty'), 'auction.config.maxOverQuantity');
    if (lot > 0n && [line.quantity, line.minQty, line.maxQty].some((q) => qty(q) % lot !== 0n))
      add(at('lotUnit'), 'auction.config.notWholeLots');
    if (line.reservePrice !== null) {
      const gap = money(line.reservePrice) - money(line.startPrice);
      if (config.direction === 'sell' ? gap < 0n : gap > 0n)
        add(
          at('reservePrice'),
          config.direction === 'sell' ? 'auction.config.reserveUnderStart' : 'auction.config.reserveOverStart',
        );
    }
  });
  if (new Set(config.lines.map((l) => l.lineNo)).size !== config.lines.length) add('lines', 'auction.config.lineNoRepeated');
  scheduleProblems(config, add);
  if (config.visibility === 'sealed') {
    if (config.feedback.rank || config.feedback.best || config.feedback.count) add('feedback', 'auction.config.sealedShows');
    if (config.extension) add('extension', 'auction.config.sealedExtends');
  }
  if (config.deposit.type === 'none' ? config.deposit.value !== null : config.deposit.value === null)
    add('deposit.value', 'auction.config.depositValue');
  else if (
    config.deposit.type === 'percent' &&
    config.deposit.value &&
    pct(config.deposit.value) > pct(AUCTION_MAX_DEPOSIT_PERCENT)
  )
    add('deposit.value', 'auction.config.depositPercentTooHigh');
  return problems;
}

function stepProblems(config: AuctionConfig, add: (path: string, key: MessageKey) => void) {
  const { step } = config;
  if (step.type === 'banded') {
    if (step.bands.length === 0) return add('step.bands', 'auction.config.bandsRequired');
    if (money(step.bands[0]?.from ?? '0') !== 0n) add('step.bands.0.from', 'auction.config.firstBandFromZero');
    step.bands.forEach((band, i) => {
      const previous = step.bands[i - 1];
      if (previous && money(band.from) <= money(previous.from)) add(`step.bands.${i}.from`, 'auction.config.bandsAscending');
      if (band.max !== null && money(band.max) < money(band.min)) add(`step.bands.${i}.max`, 'auction.config.stepMaxUnderMin');
    });
    return;
  }
  const read = step.type === 'percent' ? pct : money;
  if (read(step.min) === 0n) add('step.min', 'auction.config.stepPositive');
  if (step.max !== null && read(step.max) < read(step.min)) add('step.max', 'auction.config.stepMaxUnderMin');
  if (step.type === 'percent' && read(step.max ?? step.min) > pct(AUCTION_MAX_STEP_PERCENT))
    add(step.max === null ? 'step.min' : 'step.max', 'auction.config.stepPercentTooHigh');
}

function scheduleProblems(config: AuctionConfig, add: (path: string, key: MessageKey) => void) {
  const [signupStart, signupEnd, openAt, closeAt] = [config.signupStart, config.signupEnd, config.openAt, config.closeAt].map(
    (t) => Date.parse(t),
  ) as [number, number, number, number];
  if (signupEnd <= signupStart) add('signupEnd', 'auction.config.signupEndBeforeStart');
  if (openAt < signupEnd) add('openAt', 'auction.config.openBeforeSignupEnd');
  const minute = 60_000;
  if (closeAt - openAt < AUCTION_MIN_BIDDING_MINUTES * minute) add('closeAt', 'auction.config.biddingTooShort');
  if (closeAt - openAt > AUCTION_MAX_BIDDING_DAYS * 24 * 60 * minute) add('closeAt', 'auction.config.biddingTooLong');
}

/** A rule set an owner starts from (/auctionTrust/config/list): the rules without the lots and the times. */
export interface AuctionRuleSet {
  code: string;
  nameKey: MessageKey;
  descriptionKey: MessageKey;
  rules: Omit<AuctionRules, 'lines'>;
}

const noFeedback = { rank: false, best: false, count: false };
const fullFeedback = { rank: true, best: true, count: true };

/**
 * The rule sets real exchanges run (domains/trade.md B, "Numbers seen"): 中国化工电子商务平台's open ascending auction
 * with one extension for a bid in the last minute; 51greenbuy's rolling extension; a sealed tender; a reverse
 * auction with steps by price band (SAP Ariba's dynamic bid adjustment).
 */
export const AUCTION_RULE_SETS: readonly AuctionRuleSet[] = [
  {
    code: 'open-last-minute',
    nameKey: 'auctionRuleSet.open-last-minute.name',
    descriptionKey: 'auctionRuleSet.open-last-minute.description',
    rules: {
      direction: 'sell',
      visibility: 'open',
      feedback: fullFeedback,
      step: { type: 'fixed', min: '5', max: '50', bands: [] },
      whitelistOnly: false,
      deposit: { type: 'percent', value: '10' },
      extension: { windowMinutes: 1, lengthMinutes: 5, maxCount: 1, mode: 'fromClose' },
      minValidBids: 1,
    },
  },
  {
    code: 'open-rolling',
    nameKey: 'auctionRuleSet.open-rolling.name',
    descriptionKey: 'auctionRuleSet.open-rolling.description',
    rules: {
      direction: 'sell',
      visibility: 'open',
      feedback: { rank: true, best: true, count: false },
      step: { type: 'percent', min: '0.5', max: '3', bands: [] },
      whitelistOnly: false,
      deposit: { type: 'fixed', value: '5000' },
      extension: { windowMinutes: 5, lengthMinutes: 5, maxCount: 6, mode: 'fromBid' },
      minValidBids: 1,
    },
  },
  {
    code: 'sealed',
    nameKey: 'auctionRuleSet.sealed.name',
    descriptionKey: 'auctionRuleSet.sealed.description',
    rules: {
      direction: 'sell',
      visibility: 'sealed',
      feedback: noFeedback,
      step: { type: 'fixed', min: '1', max: null, bands: [] },
      whitelistOnly: true,
      deposit: { type: 'percent', value: '5' },
      extension: null,
      minValidBids: 2,
    },
  },
  {
    code: 'reverse-banded',
    nameKey: 'auctionRuleSet.reverse-banded.name',
    descriptionKey: 'auctionRuleSet.reverse-banded.description',
    rules: {
      direction: 'buy',
      visibility: 'open',
      feedback: { rank: true, best: false, count: true },
      step: {
        type: 'banded',
        min: '0',
        max: null,
        bands: [
          { from: '0', min: '10', max: '100' },
          { from: '1000', min: '20', max: '200' },
          { from: '5000', min: '50', max: '500' },
        ],
      },
      whitelistOnly: false,
      deposit: { type: 'none', value: null },
      extension: { windowMinutes: 3, lengthMinutes: 3, maxCount: 5, mode: 'fromClose' },
      minValidBids: 1,
    },
  },
];
