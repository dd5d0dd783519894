import {
  EXCHANGE_FLOW,
  type Exchange,
  type ExchangeParty,
  exchangeStatusLabelKey,
  type Language,
  premiumPayee,
  translate,
} from '@hgsc/contracts';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.ts';
import { companies } from '../company/index.ts';
import { receiptListings } from '../receipt-listing/index.ts';
import { users } from '../user/index.ts';
import { receiptProducts, warehouses } from '../warehouse/index.ts';
import { warehouseReceipts } from '../warehouse-receipt/index.ts';
import { exchangeSides, exchangeState } from './bindings.ts';
import { type ExchangeRow, receiptExchanges } from './tables.ts';

const applicant = alias(companies, 'applicant');
const counterparty = alias(companies, 'counterparty');
const sourceKeeper = alias(companies, 'source_keeper');
const targetKeeper = alias(companies, 'target_keeper');
const sourceReceipt = alias(warehouseReceipts, 'source_receipt');
const targetReceipt = alias(warehouseReceipts, 'target_receipt');
const sourceWarehouse = alias(warehouses, 'source_warehouse');
const targetWarehouse = alias(warehouses, 'target_warehouse');
const acceptor = alias(users, 'acceptor');
const signer = alias(users, 'signer');

/** Exchanges with the names and goods their screens show. */
export const exchangesWithNames = (db: Db) =>
  db
    .select({
      row: receiptExchanges,
      listingNo: receiptListings.listingNo,
      applicantName: applicant.name,
      counterpartyName: counterparty.name,
      productName: receiptProducts.name,
      grade: receiptProducts.grade,
      casNumber: receiptProducts.casNumber,
      unit: receiptProducts.unit,
      source: {
        receiptNo: sourceReceipt.receiptNo,
        brand: sourceReceipt.brand,
        batchNo: sourceReceipt.batchNo,
        quality: sourceReceipt.quality,
        warehouseId: sourceReceipt.warehouseId,
        warehouseName: sourceWarehouse.name,
        city: sourceWarehouse.cityName,
        keeperName: sourceKeeper.name,
      },
      target: {
        receiptNo: targetReceipt.receiptNo,
        brand: targetReceipt.brand,
        batchNo: targetReceipt.batchNo,
        quality: targetReceipt.quality,
        warehouseId: targetReceipt.warehouseId,
        warehouseName: targetWarehouse.name,
        city: targetWarehouse.cityName,
        keeperName: targetKeeper.name,
      },
      acceptedByName: acceptor.name,
      signedByName: signer.name,
    })
    .from(receiptExchanges)
    .innerJoin(receiptListings, eq(receiptListings.id, receiptExchanges.listingId))
    .innerJoin(applicant, eq(applicant.id, receiptExchanges.applicantCompanyId))
    .innerJoin(counterparty, eq(counterparty.id, receiptExchanges.counterpartyCompanyId))
    .innerJoin(sourceKeeper, eq(sourceKeeper.id, receiptExchanges.sourceKeeperCompanyId))
    .innerJoin(targetKeeper, eq(targetKeeper.id, receiptExchanges.targetKeeperCompanyId))
    .innerJoin(receiptProducts, eq(receiptProducts.id, receiptExchanges.productId))
    .innerJoin(sourceReceipt, eq(sourceReceipt.id, receiptExchanges.sourceReceiptId))
    .innerJoin(targetReceipt, eq(targetReceipt.id, receiptExchanges.targetReceiptId))
    .innerJoin(sourceWarehouse, eq(sourceWarehouse.id, sourceReceipt.warehouseId))
    .innerJoin(targetWarehouse, eq(targetWarehouse.id, targetReceipt.warehouseId))
    .leftJoin(acceptor, eq(acceptor.id, receiptExchanges.acceptedBy))
    .leftJoin(signer, eq(signer.id, receiptExchanges.signedBy));

export type ExchangeWithNames = Awaited<ReturnType<ReturnType<typeof exchangesWithNames>['execute']>>[number];

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** What the premium comes to: |premium| × quantity, to the fen; null before the first quote. */
export const premiumAmountOf = (row: Pick<ExchangeRow, 'premium' | 'quantity'>): string | null =>
  row.premium === null
    ? null
    : new Decimal(row.premium).abs().times(row.quantity).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/**
 * An exchange as a company sees it (its sides, and the steps the flow allows them now) or as the operator does. The
 * target's receipt is the listing's until the applicant accepts: its number is shown only once it is the swap's part.
 */
export function toExchange(found: ExchangeWithNames, viewer: number | 'operator', lang: Language): Exchange {
  const { row } = found;
  const sides = viewer === 'operator' ? [] : exchangeSides(row, viewer);
  const parties: ExchangeParty[] = viewer === 'operator' ? ['operator'] : sides;
  const state = exchangeState(row);
  const targetIsPart = row.acceptedAt !== null;
  return {
    id: row.id,
    exchangeNo: row.exchangeNo,
    status: row.status,
    statusLabel: translate(exchangeStatusLabelKey(row.status), lang),
    applicantCompanyId: row.applicantCompanyId,
    applicantCompanyName: found.applicantName,
    counterpartyCompanyId: row.counterpartyCompanyId,
    counterpartyCompanyName: found.counterpartyName,
    listingId: row.listingId,
    listingNo: found.listingNo,
    listingUnitPrice: row.listingUnitPrice,
    productId: row.productId,
    productName: found.productName,
    grade: found.grade,
    casNumber: found.casNumber,
    unit: found.unit,
    quantity: row.quantity,
    source: {
      ...goods(found.source, row.sourceKeeperCompanyId, row.sourceConfirmedAt, row.sourceStorageFee),
      receiptId: row.sourceReceiptId,
    },
    target: {
      ...goods(found.target, row.targetKeeperCompanyId, row.targetConfirmedAt, row.targetStorageFee),
      receiptId: targetIsPart ? row.targetReceiptId : null,
      receiptNo: targetIsPart ? found.target.receiptNo : null,
    },
    premium: row.premium,
    premiumAmount: premiumAmountOf(row),
    premiumPayee: premiumPayee(row.premium),
    quoteRemark: row.quoteRemark,
    remark: row.remark,
    declineReason: row.declineReason,
    cancelReason: row.cancelReason,
    cancelledBy: row.cancelledBy,
    acceptedByName: found.acceptedByName,
    signedByName: found.signedByName,
    feeSplitDate: row.feeSplitDate,
    createdAt: row.createdAt.toISOString(),
    quotedAt: iso(row.quotedAt),
    acceptedAt: iso(row.acceptedAt),
    signedAt: iso(row.signedAt),
    premiumCollectedAt: iso(row.premiumCollectedAt),
    settledAt: iso(row.settledAt),
    endedAt: iso(row.endedAt),
    sides,
    actions: [...new Set(parties.flatMap((party) => EXCHANGE_FLOW.allowed(state, party)))],
  };
}

function goods(found: ExchangeWithNames['source'], keeperCompanyId: number, confirmedAt: Date | null, storageFee: string | null) {
  return {
    receiptId: null,
    receiptNo: found.receiptNo,
    brand: found.brand,
    batchNo: found.batchNo,
    quality: found.quality,
    warehouseId: found.warehouseId,
    warehouseName: found.warehouseName,
    city: found.city,
    keeperCompanyId,
    keeperCompanyName: found.keeperName,
    confirmedAt: iso(confirmedAt),
    storageFee,
  };
}
