import {
  EXCHANGE_FLOW,
  type Exchange,
  type ExchangeAction,
  exchangeStatusLabelKey,
  type Language,
  translate,
} from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/client.ts';
import { takeStep } from '../../platform/flow/engine.ts';
import { notFound, wrongState } from '../../platform/http/app-error.ts';
import { consumeSmsCode, sendSmsCode } from '../../platform/sms/codes.ts';
import { requireListed, sellFromListing } from '../receipt-listing/index.ts';
import { maskMobile } from '../user/index.ts';
import type { ReceiptCaller } from '../warehouse-receipt/index.ts';
import { actorOf, EXCHANGE_BINDING, exchangeSides, exchangeState, lockExchangeAs } from './bindings.ts';
import { lockListingOfExchange } from './free-parts.ts';
import { readExchange } from './read-exchange.ts';
import { type ExchangeRow, receiptExchanges } from './tables.ts';

/** The signature a side gives: the applicant accepts the quote, the counterparty countersigns. */
const SIGNING = [
  { side: 'applicant', action: 'accept' },
  { side: 'counterparty', action: 'sign' },
] as const;

/**
 * The signature the caller's company may give on the exchange now (read without a lock, before a code is sent or
 * spent): 404 to a stranger, 409 naming the state when neither side it is may sign.
 */
export async function signatureDue(
  db: Db,
  id: number,
  companyId: number,
  lang: Language,
): Promise<{ exchange: ExchangeRow; action: Extract<ExchangeAction, 'accept' | 'sign'> }> {
  const [exchange] = await db.select().from(receiptExchanges).where(eq(receiptExchanges.id, id));
  const sides = exchange ? exchangeSides(exchange, companyId) : [];
  if (!exchange || sides.length === 0) throw notFound('exchange.notFound');
  const due = SIGNING.find(({ side, action }) =>
    sides.includes(side) ? EXCHANGE_FLOW.check(exchangeState(exchange), action, side).open : false,
  );
  if (!due) throw wrongState('exchange.wrongStatus', { status: translate(exchangeStatusLabelKey(exchange.status), lang) });
  return { exchange, action: due.action };
}

/** /wr/exchange/apply/sign/code: a signing code to the caller's mobile, when its side may sign now. */
export async function sendExchangeSignCode(
  ctx: AppContext,
  caller: ReceiptCaller & { mobile: string },
  id: number,
  lang: Language,
): Promise<{ resendAfterSeconds: number; mobileMasked: string }> {
  const { exchange } = await signatureDue(ctx.db, id, caller.companyId, lang);
  const sent = await sendSmsCode(ctx, {
    mobile: caller.mobile,
    purpose: 'exchangeSign',
    ip: caller.ip,
    subject: exchange.exchangeNo,
  });
  return { resendAfterSeconds: sent.resendAfterSeconds, mobileMasked: maskMobile(caller.mobile) };
}

/**
 * The code checked and spent outside the step's transaction, so a wrong try counts even when the step then fails
 * (five burn the code); only a side that may sign now gets this far.
 */
export async function spendSignCode(
  ctx: AppContext,
  caller: ReceiptCaller & { mobile: string },
  body: { id: number; code: string },
  action: 'accept' | 'sign',
  lang: Language,
): Promise<void> {
  const due = await signatureDue(ctx.db, body.id, caller.companyId, lang);
  if (due.action !== action)
    throw wrongState('exchange.wrongStatus', { status: translate(exchangeStatusLabelKey(due.exchange.status), lang) });
  await consumeSmsCode(ctx, {
    mobile: caller.mobile,
    purpose: 'exchangeSign',
    code: body.code,
    subject: due.exchange.exchangeNo,
  });
}

/**
 * /wr/exchange/apply/accept (applicant, quoted): the applicant takes the quote and signs. The counterparty's part is
 * split off the listed receipt (the listing's lock first, as a purchase's take does) and locked for the exchange, so
 * both parts are held until settlement.
 */
export async function acceptExchange(
  tx: Db,
  caller: ReceiptCaller,
  id: number,
  signature: { smsMobile: string },
  lang: Language,
): Promise<Exchange> {
  const listing = await lockListingOfExchange(tx, id, caller.companyId);
  const exchange = await lockExchangeAs(tx, id, caller, 'applicant');
  if (!EXCHANGE_FLOW.check(exchangeState(exchange), 'accept', 'applicant').open)
    throw wrongState('exchange.wrongStatus', { status: translate(exchangeStatusLabelKey(exchange.status), lang) });
  requireListed(listing, lang);
  const part = await sellFromListing(tx, listing, {
    quantity: exchange.quantity,
    ref: exchange.exchangeNo,
    lock: 'swap',
    lang,
  });
  await takeStep(tx, EXCHANGE_BINDING, {
    id,
    action: 'accept',
    actor: actorOf(caller, 'applicant'),
    changes: { targetReceiptId: part.id, acceptedBy: caller.userId },
    detail: { premium: exchange.premium, targetReceiptNo: part.receiptNo, mobile: maskMobile(signature.smsMobile) },
    lang,
  });
  return readExchange(tx, id, caller.companyId, lang);
}

/** /wr/exchange/apply/sign (counterparty, accepted): the counterparty countersigns; the premium is then settled. */
export async function countersignExchange(
  tx: Db,
  caller: ReceiptCaller,
  id: number,
  signature: { smsMobile: string },
  lang: Language,
): Promise<Exchange> {
  await takeStep(tx, EXCHANGE_BINDING, {
    id,
    action: 'sign',
    actor: actorOf(caller, 'counterparty'),
    changes: { signedBy: caller.userId },
    detail: { mobile: maskMobile(signature.smsMobile) },
    lang,
  });
  return readExchange(tx, id, caller.companyId, lang);
}
