import {
  type Language,
  RECEIPT_ORDER_FLOW,
  type ReceiptOrder,
  receiptDeliveryModeLabelKey,
  receiptOrderStatusLabelKey,
  translate,
} from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.ts';
import { companies } from '../company/index.ts';
import { receiptListings } from '../receipt-listing/index.ts';
import { receiptProducts, warehouses } from '../warehouse/index.ts';
import { warehouseReceipts } from '../warehouse-receipt/index.ts';
import { receiptOrderSides } from './bindings.ts';
import { receiptOrders } from './tables.ts';

const seller = alias(companies, 'seller');
const buyer = alias(companies, 'buyer');

/** Receipt orders with the names their screens show. */
export const ordersWithNames = (db: Db) =>
  db
    .select({
      row: receiptOrders,
      listingNo: receiptListings.listingNo,
      sellerName: seller.name,
      buyerName: buyer.name,
      productName: receiptProducts.name,
      grade: receiptProducts.grade,
      casNumber: receiptProducts.casNumber,
      unit: receiptProducts.unit,
      warehouseName: warehouses.name,
      receiptNo: warehouseReceipts.receiptNo,
    })
    .from(receiptOrders)
    .innerJoin(receiptListings, eq(receiptListings.id, receiptOrders.listingId))
    .innerJoin(seller, eq(seller.id, receiptOrders.sellerCompanyId))
    .innerJoin(buyer, eq(buyer.id, receiptOrders.buyerCompanyId))
    .innerJoin(receiptProducts, eq(receiptProducts.id, receiptOrders.productId))
    .innerJoin(warehouses, eq(warehouses.id, receiptOrders.warehouseId))
    .leftJoin(warehouseReceipts, eq(warehouseReceipts.id, receiptOrders.receiptId));

export type OrderWithNames = Awaited<ReturnType<ReturnType<typeof ordersWithNames>['execute']>>[number];

/** A receipt order as `companyId` sees it: its sides, and the steps the flow allows them now. */
export function toReceiptOrder(found: OrderWithNames, companyId: number, lang: Language): ReceiptOrder {
  const { row } = found;
  const sides = receiptOrderSides(row, companyId);
  const state = { status: row.status };
  return {
    id: row.id,
    orderNo: row.orderNo,
    status: row.status,
    statusLabel: translate(receiptOrderStatusLabelKey(row.status), lang),
    listingId: row.listingId,
    listingNo: found.listingNo,
    sellerCompanyId: row.sellerCompanyId,
    sellerCompanyName: found.sellerName,
    buyerCompanyId: row.buyerCompanyId,
    buyerCompanyName: found.buyerName,
    receiptId: row.receiptId,
    receiptNo: found.receiptNo,
    productId: row.productId,
    productName: found.productName,
    grade: found.grade,
    casNumber: found.casNumber,
    unit: found.unit,
    warehouseId: row.warehouseId,
    warehouseName: found.warehouseName,
    quantity: row.quantity,
    unitPrice: row.unitPrice,
    amount: row.amount,
    deliveryMode: row.deliveryMode,
    deliveryModeLabel: translate(receiptDeliveryModeLabelKey(row.deliveryMode), lang),
    remark: row.remark,
    declineReason: row.declineReason,
    declinedBy: row.declinedBy,
    createdAt: row.createdAt.toISOString(),
    takenAt: row.takenAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    sides,
    actions: [...new Set(sides.flatMap((side) => RECEIPT_ORDER_FLOW.allowed(state, side)))],
  };
}
