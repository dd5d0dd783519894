import {
  type Language,
  LISTING_FLOW,
  type Listing,
  listingStatusLabelKey,
  placeWords,
  receiptDeliveryModeLabelKey,
  translate,
} from '@hgsc/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { lookup } from '../../platform/db/lookup.ts';
import { preparedRowById } from '../../platform/db/prepared.ts';
import { companies } from '../company/index.ts';
import { warehouses } from '../warehouse/index.ts';
import { receiptsWithNamesByIds, receiptWithNamesById, toReceipts } from '../warehouse-receipt/index.ts';
import { listingSides, listingState } from './bindings.ts';
import { receiptListings } from './tables.ts';

/** The names a listing's screens show beside it: the seller, and (warehouses joined) the warehouse's province and city. */
export const listingNames = {
  sellerName: lookup<string>(companies.name, receiptListings.sellerCompanyId, 'seller'),
  provinceName: warehouses.provinceName,
  cityName: warehouses.cityName,
};

/** Listings with the names their screens show. */
export const listingsWithNames = (db: Db) =>
  db
    .select({ row: receiptListings, ...listingNames })
    .from(receiptListings)
    .innerJoin(warehouses, eq(warehouses.id, receiptListings.warehouseId));

export type ListingWithNames = Awaited<ReturnType<ReturnType<typeof listingsWithNames>['execute']>>[number];

/** One listing with its names, or undefined: a buyer reads a listing before each application. */
export const listingWithNamesById = preparedRowById((db) =>
  listingsWithNames(db)
    .where(eq(receiptListings.id, sql.placeholder('id')))
    .limit(1)
    .prepare('receipt_listing_with_names'),
);

/** The receipts behind listings: one listing's by its id, a page's by their list. */
async function receiptsOfListings(db: Db, found: readonly ListingWithNames[]) {
  const [only] = found;
  if (found.length > 1 || !only)
    return receiptsWithNamesByIds(
      db,
      found.map((f) => f.row.receiptId),
    );
  const receipt = await receiptWithNamesById(db, only.row.receiptId);
  return receipt ? [receipt] : [];
}

/** Who looks: a company (its side decides its steps), or a visitor of the public market. */
export type ListingViewer = { companyId: number } | null;

/**
 * The listings as `viewer` sees them: the offer, and the facts of the receipt behind it as the registry keeps them
 * (batch, quality, the storage fee to date), read through the receipt module's own view.
 */
export async function toListings(
  db: Db,
  found: readonly ListingWithNames[],
  viewer: ListingViewer,
  lang: Language,
): Promise<Listing[]> {
  if (found.length === 0) return [];
  const receiptRows = await receiptsOfListings(db, found);
  // The receipt read as nobody's: its facts, not a party's steps (those are the listing's).
  const receipts = new Map(toReceipts(receiptRows, { companyId: 0 }, lang).map((r) => [r.id, r]));
  return found.map(({ row, sellerName, provinceName, cityName }) => {
    const receipt = receipts.get(row.receiptId);
    if (!receipt) throw new Error(`listing ${row.id} names no receipt ${row.receiptId}`);
    const sides = viewer ? [...listingSides(row, viewer.companyId)] : [];
    const actions = sides.includes('seller') ? LISTING_FLOW.allowed(listingState(row), 'seller') : [];
    return {
      id: row.id,
      listingNo: row.listingNo,
      status: row.status,
      statusLabel: translate(listingStatusLabelKey(row.status), lang),
      sellerCompanyId: row.sellerCompanyId,
      sellerCompanyName: sellerName,
      receiptId: row.receiptId,
      receiptNo: receipt.receiptNo,
      certificateCode: receipt.certificateCode,
      productId: row.productId,
      productName: receipt.productName,
      grade: receipt.grade,
      casNumber: receipt.casNumber,
      hazardClass: receipt.hazardClass,
      unNumber: receipt.unNumber,
      unit: receipt.unit,
      brand: receipt.brand,
      origin: receipt.origin,
      batchNo: receipt.batchNo,
      productionDate: receipt.productionDate,
      quality: receipt.quality,
      hasQcReport: receipt.qcReportKey !== null,
      packingLabel: receipt.packingLabel,
      warehouseId: row.warehouseId,
      warehouseName: receipt.warehouseName,
      warehouseCode: receipt.warehouseCode,
      place: placeWords({ province: provinceName, city: cityName, area: '' }, 'zh').join(''),
      keeperCompanyName: receipt.keeperCompanyName,
      unitPrice: row.unitPrice,
      minQty: row.minQty,
      step: row.step,
      listedQty: row.listedQty,
      availableQty: row.availableQty,
      reservedQty: row.reservedQty,
      soldQty: row.soldQty,
      returnedQty: row.returnedQty,
      deliveryMode: row.deliveryMode,
      deliveryModeLabel: translate(receiptDeliveryModeLabelKey(row.deliveryMode), lang),
      validUntil: row.validUntil,
      remark: row.remark,
      storageStart: receipt.storageStart,
      storageFeeToDate: receipt.fees.amount,
      storageRate: receipt.feeRate,
      createdAt: row.createdAt.toISOString(),
      endedAt: row.endedAt?.toISOString() ?? null,
      sides,
      actions,
    };
  });
}
