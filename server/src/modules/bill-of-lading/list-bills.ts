import {
  BILL_STATUSES,
  BILL_TAB_STATUSES,
  type Bill,
  type BillAdminListQuery,
  type BillListQuery,
  type BillStatus,
  type BillTab,
  type Language,
  type Page,
  toPage,
} from '@hgsc/contracts';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { pageWindow } from '../../platform/db/paging.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { vehicleCrews } from '../vehicle-crew/index.ts';
import { warehouseReceipts } from '../warehouse-receipt/index.ts';
import { type BillViewer, billsWithNames, toBills } from './bill-view.ts';
import { billsOfLading as b } from './tables.ts';

/** A bill's number, its receipt's number or product, or its vehicle's plate. */
function keywordFilter(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = containsPattern(keyword);
  return or(
    ilike(b.billNo, pattern),
    inArray(
      b.receiptId,
      sql`(select ${warehouseReceipts.id} from ${warehouseReceipts} where ${warehouseReceipts.receiptNo} ilike ${pattern} or ${warehouseReceipts.productName} ilike ${pattern})`,
    ),
    inArray(b.crewId, sql`(select ${vehicleCrews.id} from ${vehicleCrews} where ${vehicleCrews.plate} ilike ${pattern})`),
  );
}

function companyFilter(companyId: number, query: Omit<BillListQuery, 'current' | 'size'>): SQL {
  return and(
    query.as === 'keeper' ? eq(b.keeperCompanyId, companyId) : eq(b.holderCompanyId, companyId),
    query.warehouseId ? eq(b.warehouseId, query.warehouseId) : undefined,
    query.date ? eq(b.scheduledDate, query.date) : undefined,
    keywordFilter(query.keyword),
  ) as SQL;
}

async function billPage(
  db: Db,
  where: SQL | undefined,
  query: { current: number; size: number },
  viewer: BillViewer,
  lang: Language,
  order: 'newest' | 'gate',
): Promise<Page<Bill>> {
  const { limit, offset } = pageWindow(query);
  // The gate works a day's list by slot; everything else reads newest first.
  const orderBy = order === 'gate' ? [asc(b.scheduledDate), asc(b.slot), asc(b.id)] : [desc(b.createdAt), desc(b.id)];
  const [found, [total]] = await Promise.all([
    billsWithNames(db)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(b).where(where),
  ]);
  return toPage(await toBills(db, found, viewer, lang), total?.n ?? 0, query);
}

/** /wr/bill/lading/{all,audit,pass,cancel,finish}/list. */
export function listBills(db: Db, companyId: number, query: BillListQuery, tab: BillTab, lang: Language) {
  const where = and(companyFilter(companyId, query), tab === 'all' ? undefined : inArray(b.status, [...BILL_TAB_STATUSES[tab]]));
  return billPage(db, where, query, { companyId }, lang, tab === 'pass' && query.date ? 'gate' : 'newest');
}

/** /wr/bill/lading/tab/counts: one grouped count. */
export async function billTabCounts(db: Db, companyId: number, query: BillListQuery): Promise<Record<BillTab, number>> {
  const rows = await db.select({ status: b.status, n: count() }).from(b).where(companyFilter(companyId, query)).groupBy(b.status);
  const of = (statuses: readonly BillStatus[]) =>
    rows.filter((row) => statuses.includes(row.status)).reduce((total, row) => total + row.n, 0);
  return Object.fromEntries(Object.entries(BILL_TAB_STATUSES).map(([tab, statuses]) => [tab, of(statuses)])) as Record<
    BillTab,
    number
  >;
}

/**
 * /wr/bill/lading/list/sub: the bills touching a receipt the company holds or keeps: on it, on a part split off it for
 * them, or the one that took its goods out or left it as what remained.
 */
export async function billsOfReceipt(db: Db, companyId: number, receiptId: number, lang: Language): Promise<Bill[]> {
  const [receipt] = await db.select().from(warehouseReceipts).where(eq(warehouseReceipts.id, receiptId));
  if (!receipt || (receipt.holderCompanyId !== companyId && receipt.keeperCompanyId !== companyId))
    throw notFound('receipt.notFound');
  const found = await billsWithNames(db)
    .where(
      or(
        eq(b.receiptId, receiptId),
        eq(b.sourceReceiptId, receiptId),
        eq(b.pickedReceiptId, receiptId),
        eq(b.restReceiptId, receiptId),
      ),
    )
    .orderBy(desc(b.createdAt), desc(b.id));
  return toBills(db, found, { companyId }, lang);
}

/** /admin/wr/bill/lading/list: every bill by status, keyword, warehouse and pick-up day, newest first. */
export function adminBillPage(db: Db, query: BillAdminListQuery, lang: Language) {
  // The day a pick-up is for: the one scheduled, else the one asked for (as the lists' schedule column reads).
  const pickupDay = sql`coalesce(${b.scheduledDate}, ${b.expectedDate})`;
  const where = and(
    query.status ? eq(b.status, query.status) : inArray(b.status, [...BILL_STATUSES]),
    keywordFilter(query.keyword),
    query.warehouseId ? eq(b.warehouseId, query.warehouseId) : undefined,
    query.from ? gte(pickupDay, query.from) : undefined,
    query.to ? lte(pickupDay, query.to) : undefined,
  );
  return billPage(db, where, query, { operator: true }, lang, 'newest');
}
