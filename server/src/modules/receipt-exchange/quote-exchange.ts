import type { Exchange, ExchangePriceBody, Language } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { takeStep } from '../../platform/flow/engine.ts';
import type { ReceiptCaller } from '../warehouse-receipt/index.ts';
import { actorOf, EXCHANGE_BINDING } from './bindings.ts';
import { endingBinding, lockListingOfExchange } from './free-parts.ts';
import { readExchange } from './read-exchange.ts';

/**
 * /wr/exchange/apply/update/price: the counterparty quotes its premium per unit — again, while the applicant has not
 * accepted; the applicant decides on the last one.
 */
export async function quoteExchange(tx: Db, caller: ReceiptCaller, body: ExchangePriceBody, lang: Language): Promise<Exchange> {
  await takeStep(tx, EXCHANGE_BINDING, {
    id: body.id,
    action: 'quote',
    actor: actorOf(caller, 'counterparty'),
    changes: { premium: body.premium, quoteRemark: body.remark },
    detail: { premium: body.premium, remark: body.remark },
    lang,
  });
  return readExchange(tx, body.id, caller.companyId, lang);
}

/**
 * /wr/exchange/apply/decline: the counterparty will not swap (before it countersigns), saying why; both parts are
 * freed in the same step.
 */
export async function declineExchange(
  tx: Db,
  caller: ReceiptCaller,
  body: { id: number; reason: string },
  lang: Language,
): Promise<Exchange> {
  await lockListingOfExchange(tx, body.id, caller.companyId);
  await takeStep(tx, endingBinding(lang), {
    id: body.id,
    action: 'decline',
    actor: actorOf(caller, 'counterparty'),
    changes: { declineReason: body.reason },
    detail: { reason: body.reason },
    lang,
  });
  return readExchange(tx, body.id, caller.companyId, lang);
}
