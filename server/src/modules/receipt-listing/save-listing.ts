import { type Language, type Listing, type ListingSaveBody, listingStatusLabelKey } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { recordNodeOperation } from '../../platform/flow/node-log.ts';
import { requireReceiptAgreement } from '../agreement/index.ts';
import { receiptProducts, warehouses } from '../warehouse/index.ts';
import { checkDealQuantity, dealPart, lockReceipt, type ReceiptCaller, receiptForDeal } from '../warehouse-receipt/index.ts';
import { newListingNumber } from './listing-number.ts';
import { checkListingLot, checkValidUntil } from './lot-rules.ts';
import { readListing } from './read-listing.ts';
import { receiptListings } from './tables.ts';

/**
 * /sale/bss/save: the holder lists a receipt, or a part of it, for sale. A part is split off first by the product's
 * lot rules and only it is locked for the listing, so the rest stays free to split, list again or pick up. The
 * receipt row is locked before anything is read of it: of two listings (or a listing and a bill) of one receipt, the
 * second finds it split or locked and is refused 409, with nothing written.
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
  const part = await dealPart(tx, receipt, { quantity: body.quantity, actor: seller, reason: 'listing', lang });

  const [listing] = await tx
    .insert(receiptListings)
    .values({
      listingNo: newListingNumber,
      status: 'listed',
      sellerCompanyId: caller.companyId,
      sellerUserId: caller.userId,
      receiptId: part.id,
      sourceReceiptId: receipt.id,
      productId: receipt.productId,
      warehouseId: receipt.warehouseId,
      cityCode: warehouse.cityCode,
      unitPrice: body.unitPrice,
      minQty: body.minQty,
      step: body.step,
      listedQty: part.quantity,
      availableQty: part.quantity,
      deliveryMode: body.deliveryMode,
      validUntil: body.validUntil,
      remark: body.remark,
    })
    .returning();
  if (!listing) throw new Error('listing insert returned no row');
  await lockReceipt(tx, { id: part.id, lock: 'listing', ref: listing.listingNo, actor: seller, lang });
  await recordNodeOperation(tx, {
    bizType: 'receiptListing',
    bizId: listing.id,
    node: listingStatusLabelKey('listed'),
    action: 'list',
    actorRole: 'seller',
    actorUserId: caller.userId,
    companyId: caller.companyId,
    fromState: null,
    toState: 'listed',
    detail: {
      receiptNo: part.receiptNo,
      sourceReceiptNo: receipt.receiptNo,
      quantity: part.quantity,
      unitPrice: body.unitPrice,
      validUntil: body.validUntil,
    },
    ip: caller.ip,
  });
  return readListing(tx, listing.id, { companyId: caller.companyId }, lang);
}
