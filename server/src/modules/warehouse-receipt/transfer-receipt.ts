import type { Language } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { type FlowActor, takeStep } from '../../platform/flow/engine.ts';
import { RECEIPT_BINDING } from './bindings.ts';
import { storageFeeDue } from './receipt-view.ts';
import type { ReceiptRow } from './tables.ts';

export interface StorageSplit {
  /** The storage fee the seller bears, from the day after its last paid day to the transfer day. */
  sellerFee: string;
  /** The transfer day (China): the seller's fees are settled to it (付止日), the buyer's start the day after. */
  feesTo: string;
}

/**
 * How a sale splits a receipt's storage fee at the transfer day: the seller bears it up to that day, the buyer from the
 * next. A receipt whose fees are paid to the day or beyond owes the seller nothing more. Reads only.
 */
export async function storageSplitAt(tx: Db, receiptId: number, day: string): Promise<StorageSplit> {
  const receipt = await RECEIPT_BINDING.lock(tx, receiptId);
  if (!receipt) throw new Error(`receipt ${receiptId} vanished`);
  if (receipt.feePaidTo !== null && receipt.feePaidTo >= day) return { sellerFee: '0.00', feesTo: receipt.feePaidTo };
  return { sellerFee: (await storageFeeDue(tx, receipt, day)).amount, feesTo: day };
}

/**
 * The keeper confirms an endorsement (Civil Code art. 910) — a sale's, or one side of an exchange: in the same step the
 * new holder takes the receipt, the deal's lock is released and its fees are settled to the split's day. Only a
 * receipt a deal holds is transferred (409).
 */
export function transferReceipt(
  tx: Db,
  input: {
    id: number;
    toCompanyId: number;
    /** The deal the endorsement is of, as the log names it: the order's number or the exchange's. */
    deal: { orderNo: string } | { exchangeNo: string };
    split: StorageSplit;
    actor: FlowActor<'keeper'>;
    lang: Language;
  },
): Promise<ReceiptRow> {
  return takeStep(tx, RECEIPT_BINDING, {
    id: input.id,
    action: 'transfer',
    actor: input.actor,
    changes: { holderCompanyId: input.toCompanyId, lockType: 'none', lockRef: null, feePaidTo: input.split.feesTo },
    detail: { ...input.deal, to: input.toCompanyId, ...input.split },
    lang: input.lang,
  });
}
