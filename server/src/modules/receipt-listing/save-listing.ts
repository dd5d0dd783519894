import type { Language, Listing, ListingSaveBody } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { requireReceiptAgreement } from '../agreement/index.ts';
import { receiptProducts, warehouses } from '../warehouse/index.ts';
import { checkDealQuantity, type ReceiptCaller, receiptForDeal } from '../warehouse-receipt/index.ts';
import { listReceipt } from './list-receipt.ts';
import { checkListingLot, checkValidUntil } from './lot-rules.ts';
import { readListing } from './read-listing.ts';

/**
 * /sale/bss/save: the holder lists a receipt, or a part of it, for sale (listReceipt). The receipt row is locked
 * before anything is read of it: of two listings (or a listing and a bill) of one receipt, the second finds it split
 * or locked and is refused 409, with nothing written.
 */
export async function saveListing(tx: Db, caller: ReceiptCaller, body: ListingSaveBody, lang: Language): Promise<Listing> {
  await requireReceiptAgreement(tx, caller.companyId);
  const receipt = await receiptForDeal(tx, body.receiptId, caller.companyId, lang);
  checkDealQuantity(receipt, body.quantity, 'listing.quantityOverReceipt');
  checkValidUntil(body.validUntil);
  const [product] = await tx.select().from(receiptProducts).where(eq(receiptProducts.id, receipt.productId));
  const [warehouse] = await tx.select().from(warehouses).where(eq(warehouses.id, receipt.warehouseId));
  if (!product || !warehouse) throw new Error(`receipt ${receipt.id} names no product or warehouse`);
  checkListingLot(body, product);

  const seller = { party: 'holder' as const, userId: caller.userId, companyId: caller.companyId, ip: caller.ip };
  const listing = await listReceipt(tx, seller, receipt, warehouse, body, lang);
  return readListing(tx, listing.id, { companyId: caller.companyId }, lang);
}
