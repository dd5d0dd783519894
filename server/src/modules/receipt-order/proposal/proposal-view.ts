import {
  type Language,
  RECEIPT_PROPOSAL_FLOW,
  type ReceiptProposal,
  receiptDeliveryModeLabelKey,
  receiptProposalStatusLabelKey,
  translate,
} from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../platform/db/client.ts';
import { companies } from '../../company/index.ts';
import { receiptListings } from '../../receipt-listing/index.ts';
import { users } from '../../user/index.ts';
import { receiptProducts, warehouses } from '../../warehouse/index.ts';
import { receiptOrderProposals, receiptOrders } from '../tables.ts';
import { proposalState } from './bindings.ts';

const seller = alias(companies, 'seller');
const buyer = alias(companies, 'buyer');

/** Entered orders with the names their screens show, and the listing's price now. */
export const proposalsWithNames = (db: Db) =>
  db
    .select({
      row: receiptOrderProposals,
      listingNo: receiptListings.listingNo,
      listingUnitPrice: receiptListings.unitPrice,
      deliveryMode: receiptListings.deliveryMode,
      sellerName: seller.name,
      buyerName: buyer.name,
      productName: receiptProducts.name,
      grade: receiptProducts.grade,
      unit: receiptProducts.unit,
      warehouseName: warehouses.name,
      proposedByName: users.name,
      orderNo: receiptOrders.orderNo,
    })
    .from(receiptOrderProposals)
    .innerJoin(receiptListings, eq(receiptListings.id, receiptOrderProposals.listingId))
    .innerJoin(seller, eq(seller.id, receiptListings.sellerCompanyId))
    .innerJoin(buyer, eq(buyer.id, receiptOrderProposals.buyerCompanyId))
    .innerJoin(receiptProducts, eq(receiptProducts.id, receiptListings.productId))
    .innerJoin(warehouses, eq(warehouses.id, receiptListings.warehouseId))
    .innerJoin(users, eq(users.id, receiptOrderProposals.proposedBy))
    .leftJoin(receiptOrders, eq(receiptOrders.id, receiptOrderProposals.orderId));

export type ProposalWithNames = Awaited<ReturnType<ReturnType<typeof proposalsWithNames>['execute']>>[number];

/** An entered order as the buyer or the operator reads it, with the steps the reader may take now. */
export function toProposal(found: ProposalWithNames, reader: 'buyer' | 'operator', lang: Language): ReceiptProposal {
  const { row } = found;
  const state = proposalState(row);
  return {
    id: row.id,
    proposalNo: row.proposalNo,
    status: row.status,
    statusLabel: translate(receiptProposalStatusLabelKey(row.status), lang),
    expired: state.expired,
    expiresAt: row.expiresAt.toISOString(),
    buyerCompanyId: row.buyerCompanyId,
    buyerCompanyName: found.buyerName,
    listingId: row.listingId,
    listingNo: found.listingNo,
    sellerCompanyName: found.sellerName,
    productName: found.productName,
    grade: found.grade,
    unit: found.unit,
    warehouseName: found.warehouseName,
    deliveryMode: found.deliveryMode,
    deliveryModeLabel: translate(receiptDeliveryModeLabelKey(found.deliveryMode), lang),
    quantity: row.quantity,
    unitPrice: row.unitPrice,
    amount: row.amount,
    listingUnitPrice: found.listingUnitPrice,
    deliveryAddress: row.deliveryAddress ?? null,
    callerName: row.callerName,
    callerPhone: row.callerPhone,
    remark: row.remark,
    endReason: row.endReason,
    proposedByName: found.proposedByName,
    createdAt: row.createdAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    orderId: row.orderId,
    orderNo: found.orderNo,
    actions: RECEIPT_PROPOSAL_FLOW.allowed(state, reader),
  };
}
