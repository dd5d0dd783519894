import type { Exchange, Language } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { type FlowActor, takeStep } from '../../platform/flow/engine.ts';
import type { ReceiptCaller } from '../warehouse-receipt/index.ts';
import { actorOf } from './bindings.ts';
import { endingBinding, lockListingOfExchange } from './free-parts.ts';
import { readExchange, readExchangeForOperator } from './read-exchange.ts';

/** Ends an exchange unsettled — by its applicant or the operator — freeing both parts in the same step. */
async function cancel(
  tx: Db,
  input: { id: number; reason: string; actor: FlowActor<'applicant' | 'operator'>; lang: Language },
): Promise<void> {
  await lockListingOfExchange(tx, input.id, input.actor.party === 'operator' ? null : input.actor.companyId);
  await takeStep(tx, endingBinding(input.lang), {
    id: input.id,
    action: 'cancel',
    actor: input.actor,
    changes: { cancelReason: input.reason, cancelledBy: input.actor.party },
    detail: { reason: input.reason },
    lang: input.lang,
  });
}

/** /wr/exchange/apply/cancel: the applicant withdraws its request before it is signed, saying why. */
export async function cancelExchange(
  tx: Db,
  caller: ReceiptCaller,
  body: { id: number; reason: string },
  lang: Language,
): Promise<Exchange> {
  await cancel(tx, { id: body.id, reason: body.reason, actor: actorOf(caller, 'applicant'), lang });
  return readExchange(tx, body.id, caller.companyId, lang);
}

/** /admin/wr/exchange/cancel: the operator ends an accepted or signed exchange (a dispute; any premium refunded offline). */
export async function cancelExchangeByOperator(
  tx: Db,
  operator: { userId: number; ip: string | null },
  body: { id: number; reason: string },
  lang: Language,
): Promise<Exchange> {
  const actor = { party: 'operator' as const, userId: operator.userId, companyId: null, ip: operator.ip };
  await cancel(tx, { id: body.id, reason: body.reason, actor, lang });
  return readExchangeForOperator(tx, body.id, lang);
}
