import {
  type Language,
  type MessageKey,
  RECEIPT_FLOW,
  type ReceiptParty,
  receiptStatusLabelKey,
  translate,
} from '@hgsc/contracts';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { FlowActor } from '../../platform/flow/engine.ts';
import { invalidField, notFound, wrongState } from '../../platform/http/app-error.ts';
import { splitReceipt } from './split-receipt.ts';
import { type ReceiptRow, warehouseReceipts } from './tables.ts';

/**
 * The receipt a holder puts into a deal (a listing, a pick-up), its row locked before anything is read of it: another
 * company's answers 404; one not in force or already held by a deal answers 409, before anything is written — of two
 * deals on one receipt, the second finds the first's lock here.
 */
export async function receiptForDeal(tx: Db, receiptId: number, companyId: number, lang: Language): Promise<ReceiptRow> {
  const [receipt] = await tx.select().from(warehouseReceipts).where(eq(warehouseReceipts.id, receiptId)).for('update');
  if (!receipt || receipt.holderCompanyId !== companyId) throw notFound('receipt.notFound');
  const lockable = RECEIPT_FLOW.check({ status: receipt.status, lock: receipt.lockType }, 'lock', 'holder');
  if (!lockable.open)
    throw lockable.reason === 'state'
      ? wrongState('receipt.wrongStatus', { status: translate(receiptStatusLabelKey(receipt.status), lang) })
      : wrongState(lockable.reason);
  return receipt;
}

/** A quantity the deal asks of the receipt: at most all of it (else 400 on `quantity` with `overKey`). */
export function checkDealQuantity(receipt: ReceiptRow, quantity: string, overKey: MessageKey): void {
  if (new Decimal(quantity).greaterThan(receipt.quantity))
    throw invalidField('quantity', overKey, { available: new Decimal(receipt.quantity).toString() });
}

/**
 * The part of the receipt the deal takes: the receipt itself when it takes all, else a part split off it (the rest
 * stays free to trade) by the rules of `reason` — a listing's by the product's lot, a pick-up's by none, since those
 * goods leave.
 */
export async function dealPart(
  tx: Db,
  receipt: ReceiptRow,
  input: { quantity: string; actor: FlowActor<ReceiptParty>; reason: 'listing' | 'pickup'; lang: Language },
): Promise<ReceiptRow> {
  const whole = new Decimal(receipt.quantity);
  if (whole.equals(input.quantity)) return receipt;
  const [part] = await splitReceipt(tx, {
    id: receipt.id,
    quantities: [new Decimal(input.quantity).toString(), whole.minus(input.quantity).toString()],
    actor: input.actor,
    reason: input.reason,
    lang: input.lang,
  });
  if (!part) throw new Error(`a ${input.reason} split answered no part`);
  return part;
}
