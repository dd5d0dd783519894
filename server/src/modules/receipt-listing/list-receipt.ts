import { type Language, listingStatusLabelKey, type ReceiptDeliveryMode } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import type { FlowActor } from '../../platform/flow/engine.ts';
import { recordNodeOperation } from '../../platform/flow/node-log.ts';
import type { WarehouseRow } from '../warehouse/index.ts';
import { dealPart, lockReceipt, type ReceiptRow } from '../warehouse-receipt/index.ts';
import { newListingNumber } from './listing-number.ts';
import { type ListingRow, receiptListings } from './tables.ts';

export interface ListingTerms {
  quantity: string;
  unitPrice: string;
  minQty: string;
  step: string;
  deliveryMode: ReceiptDeliveryMode;
  /** The last day the offer stands (China). */
  validUntil: string;
  remark: string | null;
}

/**
 * Lists `terms.quantity` of a receipt its holder put into the deal (locked, checked): the part is split off first by
 * the product's lot rules and only it is locked for the listing, so the rest stays free; the listing's first step is
 * logged with `detail` added (what it came from).
 */
export async function listReceipt(
  tx: Db,
  seller: FlowActor<'holder'> & { userId: number; companyId: number },
  receipt: ReceiptRow,
  warehouse: WarehouseRow,
  terms: ListingTerms,
  lang: Language,
  detail: Record<string, string | number> = {},
): Promise<ListingRow> {
  const part = await dealPart(tx, receipt, { quantity: terms.quantity, actor: seller, reason: 'listing', lang });
  const [listing] = await tx
    .insert(receiptListings)
    .values({
      listingNo: newListingNumber,
      status: 'listed',
      sellerCompanyId: seller.companyId,
      sellerUserId: seller.userId,
      receiptId: part.id,
      sourceReceiptId: receipt.id,
      productId: receipt.productId,
      warehouseId: receipt.warehouseId,
      cityCode: warehouse.cityCode,
      unitPrice: terms.unitPrice,
      minQty: terms.minQty,
      step: terms.step,
      listedQty: part.quantity,
      availableQty: part.quantity,
      deliveryMode: terms.deliveryMode,
      validUntil: terms.validUntil,
      remark: terms.remark,
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
    actorUserId: seller.userId,
    companyId: seller.companyId,
    fromState: null,
    toState: 'listed',
    detail: {
      receiptNo: part.receiptNo,
      sourceReceiptNo: receipt.receiptNo,
      quantity: part.quantity,
      unitPrice: terms.unitPrice,
      validUntil: terms.validUntil,
      ...detail,
    },
    ip: seller.ip ?? null,
  });
  return listing;
}
