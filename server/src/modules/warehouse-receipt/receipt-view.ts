import {
  chinaDate,
  type Language,
  packagingLabelKey,
  RECEIPT_FLOW,
  type Receipt,
  receiptLockLabelKey,
  receiptStatusLabelKey,
  type StorageFeeView,
  shiftDay,
  translate,
} from '@hgsc/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { anyOf } from '../../platform/db/any-of.ts';
import type { Db } from '../../platform/db/client.ts';
import { lookup } from '../../platform/db/lookup.ts';
import { preparedRowById, preparedStatement } from '../../platform/db/prepared.ts';
import { companies } from '../company/index.ts';
import { feeSchedules, type RatePeriod, receiptProducts, storageFee, warehouses } from '../warehouse/index.ts';
import { receiptSides } from './bindings.ts';
import { type ReceiptRow, warehouseReceipts } from './tables.ts';

/**
 * The storage rates of a receipt's warehouse and product, oldest first, read beside it (its fee to date needs them);
 * the numbers as text, never through a float.
 */
const ratePeriodsOfReceipt = sql<RatePeriod[]>`(
  select coalesce(
    json_agg(json_build_object('from', f.effective_from::text, 'to', f.effective_to::text, 'rate', f.storage_rate::text)
      order by f.effective_from),
    '[]'::json)
  from ${feeSchedules} f
  where f.warehouse_id = ${warehouseReceipts.warehouseId} and f.product_id = ${warehouseReceipts.productId})`;

/** Receipts with the names their screens show, and the storage rates of their fees. */
export const receiptsWithNames = (db: Db) =>
  db
    .select({
      row: warehouseReceipts,
      warehouseCode: warehouses.code,
      warehouseName: warehouses.name,
      warehouseKind: warehouses.kind,
      warehouseAddress: warehouses.address,
      keeperName: lookup<string>(companies.name, warehouseReceipts.keeperCompanyId, 'keeper'),
      depositorName: lookup<string>(companies.name, warehouseReceipts.depositorCompanyId, 'depositor'),
      holderName: lookup<string>(companies.name, warehouseReceipts.holderCompanyId, 'holder'),
      minSplitQty: lookup<string>(receiptProducts.minSplitQty, warehouseReceipts.productId, 'product'),
      splitStep: lookup<string>(receiptProducts.splitStep, warehouseReceipts.productId, 'product'),
      parentNo: lookup<string | null>(warehouseReceipts.receiptNo, warehouseReceipts.parentId, 'parent'),
      rates: ratePeriodsOfReceipt,
    })
    .from(warehouseReceipts)
    .innerJoin(warehouses, eq(warehouses.id, warehouseReceipts.warehouseId));

export type ReceiptWithNames = Awaited<ReturnType<ReturnType<typeof receiptsWithNames>['execute']>>[number];

const receiptsByIdsStatement = preparedStatement((db) =>
  receiptsWithNames(db)
    .where(anyOf(warehouseReceipts.id, sql.placeholder('ids')))
    .orderBy(warehouseReceipts.id)
    .prepare('receipts_with_names_by_ids'),
);

/** Receipts with their names by id, in the order of their ids: one prepared statement for any list. */
export const receiptsWithNamesByIds = (db: Db, ids: readonly number[]): Promise<ReceiptWithNames[]> =>
  receiptsByIdsStatement(db).execute({ ids });

/**
 * One receipt with its names, or undefined: by `= $1`, which PostgreSQL plans once per connection (a list's
 * `= ANY($1)` is planned on every call, 0.5 ms of a listing page's read).
 */
export const receiptWithNamesById = preparedRowById((db) =>
  receiptsWithNames(db)
    .where(eq(warehouseReceipts.id, sql.placeholder('id')))
    .limit(1)
    .prepare('receipt_with_names_by_id'),
);

/** Who looks: a company (its sides decide its steps), or the operator. */
export type ReceiptViewer = { companyId: number } | { operator: true };

/**
 * The storage fee a receipt owes: from its storage start (or the day after the one paid to) to today, or to the day
 * it was deregistered. A split receipt owes nothing itself: its children carry its goods, storage start and fees.
 */
export function feeOf(row: ReceiptRow, rates: RatePeriod[], today = chinaDate()): StorageFeeView {
  const from = row.feePaidTo ? shiftDay(row.feePaidTo, 1) : row.storageStart;
  const to =
    row.status === 'split'
      ? shiftDay(from, -1)
      : row.status === 'cancelled' && row.cancelledAt
        ? chinaDate(row.cancelledAt)
        : today;
  return storageFee({ from, to, quantities: [{ from: row.storageStart, quantity: row.quantity }], rates });
}

/** What a receipt owes in storage fees up to `today` (a pick-up settles it on the day of the last load). */
export async function storageFeeDue(db: Db, row: ReceiptRow, today = chinaDate()): Promise<StorageFeeView> {
  const rates = await ratesFor(db, [row]);
  return feeOf(row, rates.get(`${row.warehouseId}:${row.productId}`) ?? [], today);
}

const ratesStatement = preparedStatement((db) =>
  db
    .select({
      warehouseId: feeSchedules.warehouseId,
      productId: feeSchedules.productId,
      from: feeSchedules.effectiveFrom,
      to: feeSchedules.effectiveTo,
      rate: feeSchedules.storageRate,
    })
    .from(feeSchedules)
    .where(
      and(
        anyOf(feeSchedules.warehouseId, sql.placeholder('warehouseIds')),
        anyOf(feeSchedules.productId, sql.placeholder('productIds')),
      ),
    )
    .prepare('receipt_storage_rates'),
);

/** The storage rates of the warehouses and products of `rows`, by "warehouse:product". */
async function ratesFor(db: Db, rows: readonly ReceiptRow[]): Promise<Map<string, RatePeriod[]>> {
  const rates = new Map<string, RatePeriod[]>();
  if (rows.length === 0) return rates;
  const found = await ratesStatement(db).execute({
    warehouseIds: [...new Set(rows.map((r) => r.warehouseId))],
    productIds: [...new Set(rows.map((r) => r.productId))],
  });
  for (const { warehouseId, productId, ...period } of found) {
    const key = `${warehouseId}:${productId}`;
    rates.set(key, [...(rates.get(key) ?? []), period]);
  }
  return rates;
}

/** The receipts as `viewer` sees them, with their fees to date. */
export function toReceipts(found: readonly ReceiptWithNames[], viewer: ReceiptViewer, lang: Language): Receipt[] {
  const today = chinaDate();
  return found.map((f) => {
    const { row } = f;
    const periods = f.rates;
    const sides = 'companyId' in viewer ? receiptSides(row, viewer.companyId) : [];
    const parties = 'companyId' in viewer ? sides : (['operator'] as const);
    const state = { status: row.status, lock: row.lockType };
    const actions = [...new Set(parties.flatMap((party) => RECEIPT_FLOW.allowed(state, party)))];
    const inForce = periods.find((p) => p.from <= today && (p.to === null || today <= p.to));
    return {
      id: row.id,
      receiptNo: row.receiptNo,
      parentId: row.parentId,
      parentNo: f.parentNo,
      rootId: row.rootId ?? row.id,
      depositId: row.depositId,
      status: row.status,
      statusLabel: translate(receiptStatusLabelKey(row.status), lang),
      lock: row.lockType,
      lockLabel: translate(receiptLockLabelKey(row.lockType), lang),
      warehouseId: row.warehouseId,
      warehouseCode: f.warehouseCode,
      warehouseName: f.warehouseName,
      warehouseKind: f.warehouseKind,
      warehouseAddress: f.warehouseAddress,
      keeperCompanyId: row.keeperCompanyId,
      keeperCompanyName: f.keeperName,
      depositorCompanyName: f.depositorName,
      holderCompanyId: row.holderCompanyId,
      holderCompanyName: f.holderName,
      productId: row.productId,
      productName: row.productName,
      grade: row.grade,
      casNumber: row.casNumber,
      hazardClass: row.hazardClass,
      unNumber: row.unNumber,
      unit: row.unit,
      minSplitQty: f.minSplitQty,
      splitStep: f.splitStep,
      brand: row.brand,
      origin: row.origin,
      batchNo: row.batchNo,
      productionDate: row.productionDate,
      quality: row.quality,
      qcReportKey: row.qcReportKey,
      packing: row.packing,
      packingLabel: translate(packagingLabelKey(row.packing), lang),
      pieces: row.pieces,
      quantity: row.quantity,
      location: row.location,
      storageStart: row.storageStart,
      termEnd: row.termEnd,
      lossStandard: row.lossStandard,
      insurance: row.insurance,
      feeRate: inForce?.rate ?? null,
      feePaidTo: row.feePaidTo,
      fees: feeOf(row, periods, today),
      auditReason: row.auditReason,
      cancelReason: row.cancelReason,
      issuedAt: row.issuedAt?.toISOString() ?? null,
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      certificateCode: row.certificateCode,
      sides,
      actions,
    };
  });
}

export function toReceipt(found: ReceiptWithNames, viewer: ReceiptViewer, lang: Language): Receipt {
  const [receipt] = toReceipts([found], viewer, lang);
  if (!receipt) throw new Error('a receipt view went missing');
  return receipt;
}
