import {
  type Language,
  RECEIPT_ORDER_FLOW,
  type ReceiptOrder,
  type ReceiptOrderAction,
  type ReceiptOrderParty,
  receiptDeliveryModeLabelKey,
  receiptOrderStatusLabelKey,
  translate,
} from '@hgsc/contracts';
import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { lookup } from '../../platform/db/lookup.ts';
import { preparedRowById } from '../../platform/db/prepared.ts';
import { billsOfLading } from '../bill-of-lading/index.ts';
import { companies } from '../company/index.ts';
import { receiptListings } from '../receipt-listing/index.ts';
import { receiptProducts, warehouses } from '../warehouse/index.ts';
import { warehouseReceipts } from '../warehouse-receipt/index.ts';
import { receiptOrderState, sidesSeeing } from './bindings.ts';
import { RECEIPT_ORDER_KIND } from './sale-contract/order-subject.ts';
import { receiptOrders } from './tables.ts';

/** The current (latest) version of the order's receipt sale contract. */
const currentContract = (column: string) =>
  sql.raw(
    `(select c.${column} from contracts c where c.subject_kind = '${RECEIPT_ORDER_KIND}' and c.subject_id = "receipt_orders"."id" order by c.version desc limit 1)`,
  );

/** Receipt orders with the names their screens show. */
export const ordersWithNames = (db: Db) =>
  db
    .select({
      row: receiptOrders,
      listingNo: lookup<string>(receiptListings.listingNo, receiptOrders.listingId, 'listing'),
      sellerName: lookup<string>(companies.name, receiptOrders.sellerCompanyId, 'seller'),
      buyerName: lookup<string>(companies.name, receiptOrders.buyerCompanyId, 'buyer'),
      keeperName: lookup<string>(companies.name, receiptOrders.keeperCompanyId, 'keeper'),
      contractNo: sql<string | null>`${currentContract('contract_no')}`,
      contractStatus: sql<'generated' | 'partlySigned' | 'signed' | 'cancelled' | null>`${currentContract('status')}`,
      productName: receiptProducts.name,
      grade: receiptProducts.grade,
      casNumber: receiptProducts.casNumber,
      hazardClass: receiptProducts.hazardClass,
      unit: receiptProducts.unit,
      warehouseName: warehouses.name,
      receiptNo: lookup<string | null>(warehouseReceipts.receiptNo, receiptOrders.receiptId, 'receipt'),
      billNo: lookup<string | null>(billsOfLading.billNo, receiptOrders.billId, 'bill'),
    })
    .from(receiptOrders)
    .innerJoin(receiptProducts, eq(receiptProducts.id, receiptOrders.productId))
    .innerJoin(warehouses, eq(warehouses.id, receiptOrders.warehouseId));

export type OrderWithNames = Awaited<ReturnType<ReturnType<typeof ordersWithNames>['execute']>>[number];

/** One receipt order with its names, or undefined: every step that answers with the order reads it. */
export const orderWithNamesById = preparedRowById((db) =>
  ordersWithNames(db)
    .where(eq(receiptOrders.id, sql.placeholder('id')))
    .limit(1)
    .prepare('receipt_order_with_names'),
);

/**
 * Steps the order's view does not offer as its own: the contract's (its view, /wr/contract/confirm/info, offers them
 * with what the contract engine knows), each payment's answers (the payment's view offers them), and a part payment,
 * which is `pay` as the buyer sees it (the amount decides which the server takes).
 */
const NOT_ORDER_STEPS: readonly ReceiptOrderAction[] = [
  'generateContract',
  'signContract',
  'completeContract',
  'cancelContract',
  'payPart',
  'withdrawPayment',
  'refusePayment',
  'collectPart',
  'collect',
];

const iso = (at: Date | null) => at?.toISOString() ?? null;

/**
 * A receipt order as a company sees it (its sides, and the steps the flow allows them now), or as the platform's
 * operator does (no side; its own steps).
 */
export function toReceiptOrder(found: OrderWithNames, viewer: number | 'operator', lang: Language): ReceiptOrder {
  const { row } = found;
  const sides = viewer === 'operator' ? [] : sidesSeeing(row, viewer);
  const parties: ReceiptOrderParty[] = viewer === 'operator' ? ['operator'] : sides;
  const state = receiptOrderState(row);
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
    hazardClass: found.hazardClass,
    unit: found.unit,
    warehouseId: row.warehouseId,
    warehouseName: found.warehouseName,
    quantity: row.quantity,
    unitPrice: row.unitPrice,
    amount: row.amount,
    deliveryMode: row.deliveryMode,
    deliveryModeLabel: translate(receiptDeliveryModeLabelKey(row.deliveryMode), lang),
    deliveryAddress: row.deliveryAddress ?? null,
    remark: row.remark,
    declineReason: row.declineReason,
    declinedBy: row.declinedBy,
    keeperCompanyId: row.keeperCompanyId,
    keeperCompanyName: found.keeperName,
    contractNo: found.contractNo,
    contractStatus: found.contractStatus,
    paidAmount: row.paidAmount,
    collectedAmount: row.collectedAmount,
    unpaidAmount: new Decimal(row.amount).minus(row.paidAmount).toFixed(2),
    cancelRequestedBy: row.cancelRequestedBy,
    cancelReason: row.cancelReason,
    cancelledBy: row.cancelledBy,
    delivery: row.deliveryRequest
      ? {
          expectedDate: row.deliveryRequest.expectedDate,
          plate: row.deliveryRequest.crew.plate,
          driverName: row.deliveryRequest.crew.driverName,
          remark: row.deliveryRequest.remark,
        }
      : null,
    billId: row.billId,
    billNo: found.billNo,
    transferRefuseReason: row.transferRefuseReason,
    sellerStorageFee: row.sellerStorageFee,
    feeSplitDate: row.feeSplitDate,
    createdAt: row.createdAt.toISOString(),
    takenAt: iso(row.takenAt),
    signedAt: iso(row.signedAt),
    paidAt: iso(row.paidAt),
    collectedAt: iso(row.collectedAt),
    transferAskedAt: iso(row.transferAskedAt),
    transferredAt: iso(row.transferredAt),
    endedAt: iso(row.endedAt),
    sides,
    actions: [...new Set(parties.flatMap((party) => RECEIPT_ORDER_FLOW.allowed(state, party)))].filter(
      (action) => !NOT_ORDER_STEPS.includes(action),
    ),
  };
}
