import { type AddressSnapshot, chinaDate, type Language, type ReceiptDeliveryMode } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { AppError, wrongState } from '../../platform/http/app-error.ts';
import { requireReceiptAgreement } from '../agreement/index.ts';
import { listReceipt, lockListing } from '../receipt-listing/index.ts';
import { warehouses } from '../warehouse/index.ts';
import { checkDealQuantity, type ReceiptCaller, receiptForDeal } from '../warehouse-receipt/index.ts';
import { takeApplication } from './answer-application.ts';
import { placeApplication } from './apply-order.ts';
import type { ReceiptOrderRow } from './tables.ts';

/** A receipt quote accepted: what its supplier offered and what the buyer took of it. */
export interface QuotedReceiptSale {
  receiptId: number;
  seller: { companyId: number; userId: number };
  quantity: string;
  unitPrice: string;
  deliveryMode: ReceiptDeliveryMode;
  /** The quote's end: the listing stands to that day (China). */
  validUntil: Date;
  deliveryAddress: AddressSnapshot | null;
  remark: string;
  /** The quote and version accepted, for the steps' logs. */
  reference: { quoteNo: string; version: number };
}

/**
 * A receipt quote selected becomes a receipt order as the market makes one, in the buyer's transaction: the quoted
 * receipt is locked (held by the supplier, free, both companies under the receipt trading agreement), the part bought
 * is listed privately at the quoted price — all of it applied for at once, so it is never offered on the market — and
 * taken in the seller's name, since its quote already bound it. The order then goes on as any taken order: the sale
 * contract (/wr/contract/*), payment, the transfer.
 */
export async function placeQuotedReceiptOrder(
  tx: Db,
  buyer: ReceiptCaller,
  sale: QuotedReceiptSale,
  lang: Language,
): Promise<ReceiptOrderRow> {
  await requireReceiptAgreement(tx, buyer.companyId);
  await requireReceiptAgreement(tx, sale.seller.companyId).catch((error: unknown) => {
    // The seller's agreement, not the buyer's to affirm: said as the seller's.
    if (error instanceof AppError && error.code === 'RECEIPT_AGREEMENT_REQUIRED')
      throw wrongState('quote.supplierAgreementPending');
    throw error;
  });
  const receipt = await receiptForDeal(tx, sale.receiptId, sale.seller.companyId, lang);
  checkDealQuantity(receipt, sale.quantity, 'quote.overReceipt');
  const [warehouse] = await tx.select().from(warehouses).where(eq(warehouses.id, receipt.warehouseId));
  if (!warehouse) throw new Error(`receipt ${receipt.id} names no warehouse`);

  const seller = { party: 'holder' as const, ...sale.seller, ip: null };
  const logged = { quoteNo: sale.reference.quoteNo, quoteVersion: sale.reference.version };
  const listing = await listReceipt(
    tx,
    seller,
    receipt,
    warehouse,
    {
      quantity: sale.quantity,
      unitPrice: sale.unitPrice,
      minQty: sale.quantity,
      step: sale.quantity,
      deliveryMode: sale.deliveryMode,
      validUntil: chinaDate(sale.validUntil),
      remark: sale.remark,
    },
    lang,
    logged,
  );
  const order = await placeApplication(
    tx,
    buyer,
    { listingId: listing.id, quantity: sale.quantity, remark: sale.remark, deliveryAddress: sale.deliveryAddress, quote: logged },
    lang,
  );
  await takeApplication(tx, await lockListing(tx, listing.id), {
    id: order.id,
    actor: { party: 'seller', userId: sale.seller.userId, companyId: sale.seller.companyId },
    detail: logged,
    lang,
  });
  return order;
}
