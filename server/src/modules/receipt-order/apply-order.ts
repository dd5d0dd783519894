import {
  type AddressSnapshot,
  chinaDate,
  type Language,
  type ReceiptOrder,
  type ReceiptOrderApplyBody,
  receiptOrderStatusLabelKey,
} from '@hgsc/contracts';
import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { preparedStatement } from '../../platform/db/prepared.ts';
import { rowInserter } from '../../platform/db/row-inserter.ts';
import { recordNodeOperation } from '../../platform/flow/node-log.ts';
import { notFound, wrongState } from '../../platform/http/app-error.ts';
import { addressSnapshotOf } from '../address/index.ts';
import { requireReceiptAgreement } from '../agreement/index.ts';
import {
  checkApplication,
  type ListingRow,
  lockListingWithReceipt,
  requireListed,
  reserveFromListing,
} from '../receipt-listing/index.ts';
import { type ReceiptCaller, warehouseReceipts } from '../warehouse-receipt/index.ts';
import { newReceiptOrderNumber } from './order-number.ts';
import { readReceiptOrder } from './read-order.ts';
import { type ReceiptOrderRow, receiptOrders } from './tables.ts';

/** quantity × unit price, to the fen. */
export const amountOfQuantity = (quantity: string, unitPrice: string) =>
  new Decimal(quantity).times(unitPrice).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/** What an application asks: the buyer's own, or one the operator entered for it and the buyer confirmed. */
export interface Application {
  listingId: number;
  quantity: string;
  remark: string | null;
  deliveryAddress: AddressSnapshot | null;
  /** The price the buyer was shown (an entered order's): a listing repriced since refuses the application. */
  shownUnitPrice?: string;
  /** The entered order this application confirms, for the log. */
  proposalNo?: string;
  /** The quote this application accepts, for the log (its seller is not asked: the quote bound it). */
  quote?: { quoteNo: string; quoteVersion: number };
}

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
  const deliveryAddress = body.addressId ? await addressSnapshotOf(tx, caller.companyId, body.addressId) : null;
  const order = await placeApplication(
    tx,
    caller,
    { listingId: body.listingId, quantity: body.quantity, remark: body.remark, deliveryAddress },
    lang,
  );
  return readReceiptOrder(tx, order.id, caller.companyId, lang);
}

/**
 * The listing is offered to the buyer's company now (null: to any buyer): another's ended listing is not shown to a
 * buyer (as not found, like the market); the company's own is refused.
 */
export function requireOfferedTo(listing: ListingRow, buyerCompanyId: number | null, lang: Language): void {
  if (listing.status !== 'listed' && listing.sellerCompanyId !== buyerCompanyId) throw notFound('listing.notFound');
  requireListed(listing, lang);
  if (listing.validUntil < chinaDate()) throw wrongState('receiptOrder.listingEnded');
  if (listing.sellerCompanyId === buyerCompanyId) throw wrongState('receiptOrder.ownListing');
}

/** The listing, locked, offered to the buyer's company now, with its receipt. */
export async function lockListingToBuy(tx: Db, listingId: number, buyerCompanyId: number, lang: Language) {
  const found = await lockListingWithReceipt(tx, listingId);
  requireOfferedTo(found.listing, buyerCompanyId, lang);
  return found;
}

const receiptByIdStatement = preparedStatement((db) =>
  db
    .select()
    .from(warehouseReceipts)
    .where(eq(warehouseReceipts.id, sql.placeholder('id')))
    .prepare('receipt_order_listed_receipt'),
);

/** Checks a quantity of a locked listing against its receipt's lot rules and what is left of it. */
export async function checkListingQuantity(db: Db, listing: ListingRow, quantity: string) {
  const [receipt] = await receiptByIdStatement(db).execute({ id: listing.receiptId });
  if (!receipt) throw new Error(`listing ${listing.id} names no receipt`);
  checkApplication(listing, receipt, quantity);
  return receipt;
}

/** An application's row: every column an application gives, its number and state fixed. */
const insertApplication = rowInserter(
  receiptOrders,
  'receipt_order_apply',
  [
    'listingId',
    'sellerCompanyId',
    'buyerCompanyId',
    'buyerUserId',
    'productId',
    'warehouseId',
    'keeperCompanyId',
    'quantity',
    'unitPrice',
    'amount',
    'deliveryMode',
    'deliveryAddress',
    'remark',
  ],
  { orderNo: newReceiptOrderNumber, status: sql`'applied'` },
);

/** Applies for a listing in the caller's company's name: checked, reserved, logged. */
export async function placeApplication(
  tx: Db,
  caller: ReceiptCaller,
  application: Application,
  lang: Language,
): Promise<ReceiptOrderRow> {
  await requireReceiptAgreement(tx, caller.companyId);
  const { listing, receipt } = await lockListingToBuy(tx, application.listingId, caller.companyId, lang);
  if (application.shownUnitPrice !== undefined && !new Decimal(application.shownUnitPrice).equals(listing.unitPrice))
    throw wrongState('receiptProposal.priceChanged', {
      was: new Decimal(application.shownUnitPrice).toFixed(2),
      now: new Decimal(listing.unitPrice).toFixed(2),
    });
  checkApplication(listing, receipt, application.quantity);

  await reserveFromListing(tx, listing.id, application.quantity);
  const amount = amountOfQuantity(application.quantity, listing.unitPrice);
  const [order] = await insertApplication(tx, [
    {
      listingId: listing.id,
      sellerCompanyId: listing.sellerCompanyId,
      buyerCompanyId: caller.companyId,
      buyerUserId: caller.userId,
      productId: listing.productId,
      warehouseId: listing.warehouseId,
      keeperCompanyId: receipt.keeperCompanyId,
      quantity: application.quantity,
      unitPrice: listing.unitPrice,
      amount,
      deliveryMode: listing.deliveryMode,
      deliveryAddress: application.deliveryAddress,
      remark: application.remark,
    },
  ]);
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
    detail: {
      listingNo: listing.listingNo,
      quantity: order.quantity,
      unitPrice: order.unitPrice,
      amount,
      ...(application.proposalNo ? { proposalNo: application.proposalNo } : {}),
      ...application.quote,
    },
    ip: caller.ip,
  });
  return order;
}
