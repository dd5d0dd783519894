import type { Language, ReceiptLock, ReceiptParty } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { type FlowActor, takeStep } from '../../platform/flow/engine.ts';
import { RECEIPT_BINDING } from './bindings.ts';
import type { ReceiptRow } from './tables.ts';

/**
 * Puts a deal's lock on a receipt in force (listed, in an order, under pick-up …): refused 409 while another lock
 * holds it, or when it is not in force. The row lock makes two deals take turns: the second finds the first's lock.
 */
export function lockReceipt(
  tx: Db,
  input: { id: number; lock: Exclude<ReceiptLock, 'none'>; ref: string; actor: FlowActor<ReceiptParty>; lang: Language },
): Promise<ReceiptRow> {
  return takeStep(tx, RECEIPT_BINDING, {
    id: input.id,
    action: 'lock',
    actor: input.actor,
    changes: { lockType: input.lock, lockRef: input.ref },
    detail: { lock: input.lock, ref: input.ref },
    lang: input.lang,
  });
}

/** Releases the lock its deal put on a receipt (the deal cancelled, the listing withdrawn). */
export function unlockReceipt(
  tx: Db,
  input: { id: number; actor: FlowActor<ReceiptParty>; lang: Language },
): Promise<ReceiptRow> {
  return takeStep(tx, RECEIPT_BINDING, {
    id: input.id,
    action: 'unlock',
    actor: input.actor,
    changes: { lockType: 'none', lockRef: null },
    lang: input.lang,
  });
}
