import type { Exchange } from '@hgsc/contracts';
import Decimal from 'decimal.js';

/** The two sides of an exchange, each with its own list and page. */
export type ExchangeSideView = 'applicant' | 'counterparty';
/** Who reads an exchange: a side, a keeper of its warehouses, or the operator. */
export type ExchangeReader = ExchangeSideView | 'keeper' | 'operator';

/** Where a side reads an exchange (SPEC's screen names; the links the notifications carry). */
export const exchangePath = (side: ExchangeSideView, id: number) =>
  side === 'applicant' ? `/manage/exchangedetails?id=${id}` : `/manage/orderexchangetoApplydetails?id=${id}`;
export const EXCHANGES_PATH = '/manage/myexchange';
export const KEEPER_EXCHANGES_PATH = '/manage/orderReceiv?kind=exchange';

type TurnState = Pick<
  Exchange,
  'status' | 'premium' | 'premiumPayee' | 'premiumCollectedAt' | 'source' | 'target' | 'cancelledBy'
>;

/** Whose step it is, for a reader: its own ('you'), another's ('other'), or nobody's (the exchange ended). */
export interface ExchangeTurn {
  waitingFor: 'you' | 'other' | 'none';
  /** The words' key under receiptTrade.exchange.turn. */
  key: string;
}

/**
 * Whose step an exchange waits for and what comes next, in the reader's words: the counterparty quotes (or declines),
 * the applicant accepts and signs (or cancels), the counterparty countersigns, the side owed a premium says it arrived
 * (the other side pays it offline), then the keepers confirm their endorsements and the last settles the swap.
 */
export function exchangeTurn(exchange: TurnState, reader: ExchangeReader): ExchangeTurn {
  const mine = (side: ExchangeReader, key: string): ExchangeTurn => ({
    waitingFor: reader === side ? 'you' : 'other',
    key: reader === side ? `${key}.you` : `${key}.other`,
  });
  switch (exchange.status) {
    case 'submitted':
      return mine('counterparty', 'quote');
    case 'quoted':
      return mine('applicant', 'accept');
    case 'accepted':
      return mine('counterparty', 'sign');
    case 'signed': {
      const payee = exchange.premiumPayee;
      if (payee && !exchange.premiumCollectedAt) {
        if (reader === payee) return { waitingFor: 'you', key: 'collect.you' };
        if (reader === 'applicant' || reader === 'counterparty') return { waitingFor: 'you', key: 'pay.you' };
        return { waitingFor: 'other', key: 'collect.other' };
      }
      const keeperWaits = reader === 'keeper';
      return { waitingFor: keeperWaits ? 'you' : 'other', key: keeperWaits ? 'confirm.you' : 'confirm.other' };
    }
    case 'settled':
      return { waitingFor: 'none', key: 'settled' };
    case 'declined':
      return { waitingFor: 'none', key: 'declined' };
    case 'cancelled':
      return { waitingFor: 'none', key: exchange.cancelledBy === 'operator' ? 'cancelledByOperator' : 'cancelled' };
  }
}

/** The keepers whose endorsement is still to come, once signed: one name when one keeper keeps both warehouses. */
export function keepersWaiting(exchange: Pick<Exchange, 'source' | 'target'>): string[] {
  const names = [exchange.source, exchange.target].filter((goods) => !goods.confirmedAt).map((goods) => goods.keeperCompanyName);
  return [...new Set(names)];
}

const PREMIUM = /^-?\d{1,14}(\.\d{1,2})?$/;

/**
 * What a quote of `premium` per unit comes to over `quantity`, in exact decimals: the amount (always positive, to
 * the fen) and who pays it — the applicant for a premium (升水), the counterparty for a discount (贴水, negative),
 * nobody at zero; null while `premium` is not a premium the server takes.
 */
export function quoteTotal(
  premium: string | undefined,
  quantity: string,
): { amount: string; payer: 'applicant' | 'counterparty' | null } | null {
  const text = (premium ?? '').trim();
  if (!PREMIUM.test(text)) return null;
  const value = new Decimal(text);
  const amount = value.abs().times(quantity).toFixed(2);
  return { amount, payer: value.isZero() ? null : value.isNegative() ? 'counterparty' : 'applicant' };
}

/** The quantity a request defaults to: the whole receipt, or what the listing offers when less; plain ('20.0000' reads 20). */
export const defaultQuantity = (available: string, held: string) => Decimal.min(available, held).toString();

/** Whether `quantity` is more than `limit` (both decimal strings). */
export const exceeds = (quantity: string, limit: string) => new Decimal(quantity).greaterThan(limit);
