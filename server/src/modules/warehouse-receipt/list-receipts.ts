import {
  type Language,
  type Page,
  type Receipt,
  type ReceiptListQuery,
  type ReceiptTab,
  TRADE_LOCKS,
  toPage,
} from '@hgsc/contracts';
import { and, count, desc, eq, ilike, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { pageWindow } from '../../platform/db/paging.ts';
import { receiptsWithNames, toReceipts } from './receipt-view.ts';
import { warehouseReceipts as r } from './tables.ts';

const TAB_FILTERS: Record<ReceiptTab, SQL> = {
  passtab: and(eq(r.status, 'active'), notInArray(r.lockType, [...TRADE_LOCKS])) as SQL,
  aduittab: eq(r.status, 'pendingAudit'),
  nopasstab: eq(r.status, 'rejected'),
  cancellationtab: eq(r.status, 'cancelled'),
  tradetab: and(eq(r.status, 'active'), inArray(r.lockType, [...TRADE_LOCKS])) as SQL,
};

/** The receipts of the company on its side (holder or keeper), by the list's filters. */
export function receiptFilter(companyId: number, query: Omit<ReceiptListQuery, 'current' | 'size'>): SQL {
  const side = query.as === 'keeper' ? eq(r.keeperCompanyId, companyId) : eq(r.holderCompanyId, companyId);
  const pattern = query.keyword ? containsPattern(query.keyword) : undefined;
  return and(
    side,
    query.warehouseId ? eq(r.warehouseId, query.warehouseId) : undefined,
    query.productId ? eq(r.productId, query.productId) : undefined,
    query.status ? eq(r.status, query.status) : undefined,
    pattern
      ? or(ilike(r.receiptNo, pattern), ilike(r.productName, pattern), ilike(r.brand, pattern), ilike(r.batchNo, pattern))
      : undefined,
  ) as SQL;
}

/** A page of receipts under `where`, newest first, as the company sees them. */
export async function receiptPage(
  db: Db,
  where: SQL | undefined,
  query: ReceiptListQuery | { current: number; size: number },
  viewer: { companyId: number } | { operator: true },
  lang: Language,
): Promise<Page<Receipt>> {
  const { limit, offset } = pageWindow(query);
  const [found, [total]] = await Promise.all([
    receiptsWithNames(db).where(where).orderBy(desc(r.createdAt), desc(r.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(r).where(where),
  ]);
  return toPage(toReceipts(found, viewer, lang), total?.n ?? 0, query);
}

/** One of the five tabs (/list/passtab …), or every receipt (/list, /search: tab undefined). */
export function listReceipts(db: Db, companyId: number, query: ReceiptListQuery, tab: ReceiptTab | undefined, lang: Language) {
  const where = and(receiptFilter(companyId, query), tab ? TAB_FILTERS[tab] : undefined);
  return receiptPage(db, where, query, { companyId }, lang);
}

/** /list/prime: the receipts the keeper registered, not split off another. */
export function listPrimeReceipts(db: Db, companyId: number, query: ReceiptListQuery, lang: Language) {
  return receiptPage(db, and(receiptFilter(companyId, query), isNull(r.parentId)), query, { companyId }, lang);
}

/** How many receipts each tab holds under the filters: one grouped count. */
export async function receiptTabCounts(db: Db, companyId: number, query: ReceiptListQuery): Promise<Record<ReceiptTab, number>> {
  const tabs = Object.entries(TAB_FILTERS) as [ReceiptTab, SQL][];
  const [row] = await db
    .select(Object.fromEntries(tabs.map(([tab, filter]) => [tab, sql<number>`count(*) filter (where ${filter})::int`])))
    .from(r)
    .where(receiptFilter(companyId, query));
  return Object.fromEntries(tabs.map(([tab]) => [tab, Number(row?.[tab] ?? 0)])) as Record<ReceiptTab, number>;
}

/** /myReceipt: what the company holds and may use now (in force, not locked), for pickers. */
export async function usableReceipts(db: Db, companyId: number, lang: Language): Promise<Receipt[]> {
  const found = await receiptsWithNames(db)
    .where(and(eq(r.holderCompanyId, companyId), eq(r.status, 'active'), eq(r.lockType, 'none')))
    .orderBy(desc(r.createdAt))
    .limit(500);
  return toReceipts(found, { companyId }, lang);
}
