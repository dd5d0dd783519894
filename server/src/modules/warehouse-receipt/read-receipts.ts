import { type Language, type Receipt, receiptLockLabelKey, receiptStatusLabelKey, translate } from '@hgsc/contracts';
import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { receiptSides } from './bindings.ts';
import { receiptPage } from './list-receipts.ts';
import { readReceipt, receiptForCompany } from './receipt-access.ts';
import { receiptsWithNames, receiptWithNamesById, toReceipts } from './receipt-view.ts';
import { type ReceiptRow, warehouseReceipts as r } from './tables.ts';

/** /find: a receipt by its number, to its holder or keeper. */
export async function findReceipt(db: Db, companyId: number, receiptNo: string, lang: Language): Promise<Receipt> {
  const [row] = await db.select({ id: r.id }).from(r).where(eq(r.receiptNo, receiptNo));
  if (!row) throw notFound('receipt.notFound');
  return readReceipt(db, row.id, { companyId }, lang);
}

/** Why the holder may not use a receipt now (split, list, pick up), or null when it may. */
export function unusableReason(row: ReceiptRow, companyId: number, lang: Language): string | null {
  if (!receiptSides(row, companyId).includes('holder')) return translate('receipt.usableNotHolder', lang);
  if (row.status !== 'active')
    return translate('receipt.usableNotActive', lang, { status: translate(receiptStatusLabelKey(row.status), lang) });
  if (row.lockType !== 'none')
    return translate('receipt.usableLocked', lang, { lock: translate(receiptLockLabelKey(row.lockType), lang) });
  return null;
}

/** /check. */
export async function checkReceipt(db: Db, companyId: number, id: number, lang: Language) {
  const { row } = await receiptForCompany(db, id, companyId);
  const reason = unusableReason(row, companyId, lang);
  return { id: row.id, receiptNo: row.receiptNo, usable: reason === null, reason };
}

/** /checkqty: a lock holds the whole receipt (a part is split off before it is locked). */
export async function receiptQuantity(db: Db, companyId: number, id: number) {
  const { row } = await receiptForCompany(db, id, companyId);
  const inForce = row.status === 'active';
  const locked = inForce && row.lockType !== 'none';
  return {
    id: row.id,
    quantity: row.quantity,
    locked: locked ? row.quantity : '0.0000',
    available: inForce && !locked ? row.quantity : '0.0000',
    unit: row.unit,
  };
}

async function childrenOf(db: Db, companyId: number, id: number, lang: Language, extra?: SQL) {
  await receiptForCompany(db, id, companyId);
  const found = await receiptsWithNames(db)
    .where(and(eq(r.parentId, id), extra))
    .orderBy(asc(r.id));
  // A child sold on is another holder's: the parent's holder sees its children that are still its own or its keeper's.
  return toReceipts(
    found.filter((f) => receiptSides(f.row, companyId).length > 0),
    { companyId },
    lang,
  );
}

/** /list/sub: the children a receipt was split into. */
export const listChildren = (db: Db, companyId: number, id: number, lang: Language) => childrenOf(db, companyId, id, lang);

/** /list/sub/order: the children split off for deals (a listing, an order, a pick-up), not by the holder's own split. */
export const listDealChildren = (db: Db, companyId: number, id: number, lang: Language) =>
  childrenOf(db, companyId, id, lang, inArray(r.splitReason, ['listing', 'order', 'pickup']));

/** /subDetail: a child with its parent and siblings. */
export async function childDetail(db: Db, companyId: number, id: number, lang: Language) {
  const receipt = await readReceipt(db, id, { companyId }, lang);
  if (receipt.parentId === null) return { receipt, parent: null, siblings: [] };
  const parentFound = await receiptWithNamesById(db, receipt.parentId);
  // The parent is shown only to a side of it: a receipt bought from a split shows nothing of the seller's.
  const readable = parentFound && receiptSides(parentFound.row, companyId).length > 0 ? [parentFound] : [];
  const [parent] = toReceipts(readable, { companyId }, lang);
  const siblings = (await listChildren(db, companyId, receipt.parentId, lang).catch(() => [])).filter((s) => s.id !== id);
  return { receipt, parent: parent ?? null, siblings };
}

/** /admin/wr/receipt/list: the operator's queue, awaiting audit by default. */
export function adminReceiptPage(
  db: Db,
  query: { current: number; size: number; status?: ReceiptRow['status'] | undefined; keyword?: string | undefined },
  lang: Language,
) {
  const pattern = query.keyword ? containsPattern(query.keyword) : undefined;
  const where = and(
    eq(r.status, query.status ?? 'pendingAudit'),
    pattern ? or(ilike(r.receiptNo, pattern), ilike(r.productName, pattern), ilike(r.batchNo, pattern)) : undefined,
  );
  return receiptPage(db, where, query, { operator: true }, lang);
}
