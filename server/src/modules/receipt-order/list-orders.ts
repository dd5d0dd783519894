import {
  type AdminReceiptOrderListQuery,
  KEEPER_TRANSFER_TAB_STATUSES,
  type KeeperTransferListQuery,
  type Language,
  type Page,
  RECEIPT_ORDER_TAB_STATUSES,
  RECEIPT_ORDER_TABS,
  type ReceiptOrder,
  type ReceiptOrderListQuery,
} from '@hgsc/contracts';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { readPage } from '../../platform/db/paging.ts';
import { receiptProductIdsNamed } from '../warehouse/index.ts';
import { ordersWithNames, toReceiptOrder } from './order-view.ts';
import { receiptOrders } from './tables.ts';

const sideColumn = (as: 'buyer' | 'seller') => (as === 'buyer' ? receiptOrders.buyerCompanyId : receiptOrders.sellerCompanyId);

/** Orders by order number or product name. */
const matching = (db: Db, keyword: string | undefined) =>
  keyword
    ? or(
        ilike(receiptOrders.orderNo, containsPattern(keyword)),
        inArray(receiptOrders.productId, receiptProductIdsNamed(db, keyword)),
      )
    : undefined;

/** A page of orders matching `where`, as `viewer` sees them. */
const orderPage = (
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  viewer: number | 'operator',
  query: { current: number; size: number },
  lang: Language,
): Promise<Page<ReceiptOrder>> =>
  readPage(
    query,
    ordersWithNames(db)
      .where(where)
      .orderBy(...order),
    db.select({ n: count() }).from(receiptOrders).where(where),
    (found) => toReceiptOrder(found, viewer, lang),
  );

/**
 * /wr/order/transfer/list: the keeper's confirmation inbox — transfers of receipts at its warehouses. What waits comes
 * oldest first (a queue); what it confirmed, newest first.
 */
export function listKeeperTransfers(db: Db, companyId: number, query: KeeperTransferListQuery, lang: Language) {
  const where = and(
    eq(receiptOrders.keeperCompanyId, companyId),
    isNotNull(receiptOrders.transferAskedAt),
    inArray(receiptOrders.status, [...KEEPER_TRANSFER_TAB_STATUSES[query.tab]]),
    matching(db, query.keyword),
  );
  const order =
    query.tab === 'waiting'
      ? [asc(receiptOrders.transferAskedAt), asc(receiptOrders.id)]
      : [desc(receiptOrders.updatedAt), desc(receiptOrders.id)];
  return orderPage(db, where, order, companyId, query, lang);
}

/** /admin/wr/order/list: every receipt order for the operator, by status and words, newest first. */
export function listOrdersForOperator(db: Db, query: AdminReceiptOrderListQuery, lang: Language) {
  const where = and(query.status ? eq(receiptOrders.status, query.status) : undefined, matching(db, query.keyword));
  return orderPage(db, where, [desc(receiptOrders.createdAt), desc(receiptOrders.id)], 'operator', query, lang);
}

/** /wr/order/list: the company's receipt orders as buyer or seller, newest first, by tab, listing or words. */
export function listReceiptOrders(
  db: Db,
  companyId: number,
  query: ReceiptOrderListQuery,
  lang: Language,
): Promise<Page<ReceiptOrder>> {
  const where = and(
    eq(sideColumn(query.as), companyId),
    inArray(receiptOrders.status, [...RECEIPT_ORDER_TAB_STATUSES[query.tab]]),
    query.listingId ? eq(receiptOrders.listingId, query.listingId) : undefined,
    matching(db, query.keyword),
  );
  return orderPage(db, where, [desc(receiptOrders.createdAt), desc(receiptOrders.id)], companyId, query, lang);
}

/** /wr/order/tab/counts: how many receipt orders each tab holds for the company as buyer or seller. */
export async function receiptOrderTabCounts(
  db: Db,
  companyId: number,
  as: 'buyer' | 'seller',
): Promise<Record<(typeof RECEIPT_ORDER_TABS)[number], number>> {
  const rows = await db
    .select({ status: receiptOrders.status, n: count() })
    .from(receiptOrders)
    .where(eq(sideColumn(as), companyId))
    .groupBy(receiptOrders.status);
  const of = (tab: (typeof RECEIPT_ORDER_TABS)[number]) =>
    rows.filter((r) => RECEIPT_ORDER_TAB_STATUSES[tab].includes(r.status)).reduce((sum, r) => sum + r.n, 0);
  return Object.fromEntries(RECEIPT_ORDER_TABS.map((tab) => [tab, of(tab)])) as Record<
    (typeof RECEIPT_ORDER_TABS)[number],
    number
  >;
}
