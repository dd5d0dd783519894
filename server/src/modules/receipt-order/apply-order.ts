import {
  chinaDate,
  type Language,
  type ReceiptOrder,
  type ReceiptOrderApplyBody,
  receiptOrderStatusLabelKey,
} from '@hgsc/contracts';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { recordNodeOperation } from '../../platform/flow/node-log.ts';
import { notFound, wrongState } from '../../platform/http/app-error.ts';
import { requireReceiptAgreement } from '../agreement/index.ts';
import { checkApplication, lockListing, requireListed, reserveFromListing } from '../receipt-listing/index.ts';
import { type ReceiptCaller, warehouseReceipts } from '../warehouse-receipt/index.ts';
import { newReceiptOrderNumber } from './order-number.ts';
import { readReceiptOrder } from './read-order.ts';
import { receiptOrders } from './tables.ts';

/**
 * /wr/order/apply: a buyer applies for part of a listing, at its price, and the quantity is reserved. The listing's
 * row is locked first: of many buyers applying for the last of a listing at once, each reads what the one before
 * left, so the applications never add up to more than was listed (the database's check says so too).
 */
export async function applyForListing(
  tx: Db,
  caller: ReceiptCaller,
  body: ReceiptOrderApplyBody,
  lang: Language,
): Promise<ReceiptOrder> {
  await requireReceiptAgreement(tx, caller.companyId);
  const listing = await lockListing(tx, body.listingId);
  // Another's ended listing is not shown to the buyer: as not found, like the market.
  if (listing.status !== 'listed' && listing.sellerCompanyId !== caller.companyId) throw notFound('listing.notFound');
  requireListed(listing, lang);
  if (listing.validUntil < chinaDate()) throw wrongState('receiptOrder.listingEnded');
  if (listing.sellerCompanyId === caller.companyId) throw wrongState('receiptOrder.ownListing');
  const [receipt] = await tx.select().from(warehouseReceipts).where(eq(warehouseReceipts.id, listing.receiptId));
  if (!receipt) throw new Error(`listing ${listing.id} names no receipt`);
  checkApplication(listing, receipt, body.quantity);

  await reserveFromListing(tx, listing.id, body.quantity);
  const amount = new Decimal(body.quantity).times(listing.unitPrice).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
  const [order] = await tx
    .insert(receiptOrders)
    .values({
      orderNo: newReceiptOrderNumber,
      status: 'applied',
      listingId: listing.id,
      sellerCompanyId: listing.sellerCompanyId,
      buyerCompanyId: caller.companyId,
      buyerUserId: caller.userId,
      productId: listing.productId,
      warehouseId: listing.warehouseId,
      keeperCompanyId: receipt.keeperCompanyId,
      quantity: body.quantity,
      unitPrice: listing.unitPrice,
      amount,
      deliveryMode: listing.deliveryMode,
      remark: body.remark,
    })
    .returning();
  if (!order) throw new Error('receipt order insert returned no row');
  await recordNodeOperation(tx, {
    bizType: 'receiptOrder',
    bizId: order.id,
    node: receiptOrderStatusLabelKey('applied'),
    action: 'apply',
    actorRole: 'buyer',
    actorUserId: caller.userId,
    companyId: caller.companyId,
    fromState: null,
    toState: 'applied',
    detail: { listingNo: listing.listingNo, quantity: order.quantity, unitPrice: order.unitPrice, amount },
    ip: caller.ip,
  });
  return readReceiptOrder(tx, order.id, caller.companyId, lang);
}
