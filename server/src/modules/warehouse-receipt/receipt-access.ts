import type { Language, Receipt } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { receiptSides } from './bindings.ts';
import { type ReceiptViewer, type ReceiptWithNames, receiptWithNamesById, toReceipt } from './receipt-view.ts';

/** A receipt its holder or keeper may read; 404 for any other company, as for a receipt that is not there. */
export async function receiptForCompany(db: Db, id: number, companyId: number): Promise<ReceiptWithNames> {
  const found = await receiptWithNamesById(db, id);
  if (!found || receiptSides(found.row, companyId).length === 0) throw notFound('receipt.notFound');
  return found;
}

/** A receipt as `viewer` sees it (the operator sees every one). */
export async function readReceipt(db: Db, id: number, viewer: ReceiptViewer, lang: Language): Promise<Receipt> {
  if ('companyId' in viewer) return toReceipt(await receiptForCompany(db, id, viewer.companyId), viewer, lang);
  const found = await receiptWithNamesById(db, id);
  if (!found) throw notFound('receipt.notFound');
  return toReceipt(found, viewer, lang);
}
