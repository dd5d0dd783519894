import {
  type Language,
  type Page,
  RECEIPT_ORDER_TAB_STATUSES,
  RECEIPT_ORDER_TABS,
  type ReceiptOrder,
  type ReceiptOrderListQuery,
  toPage,
} from '@hgsc/contracts';
import { and, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { pageWindow } from '../../platform/db/paging.ts';
import { receiptProducts } from '../warehouse/index.ts';
import { ordersWithNames, toReceiptOrder } from './order-view.ts';
import { receiptOrders } from './tables.ts';

const sideColumn = (as: 'buyer' | 'seller') => (as === 'buyer' ? receiptOrders.buyerCompanyId : receiptOrders.sellerCompanyId);

/** /wr/order/list: the company's receipt orders as buyer or seller, newest first, by tab, listing or words. */
export async function listReceiptOrders(
  db: Db,
  companyId: number,
  query: ReceiptOrderListQuery,
  lang: Language,
): Promise<Page<ReceiptOrder>> {
  const keyword = query.keyword;
  const where = and(
    eq(sideColumn(query.as), companyId),
    inArray(receiptOrders.status, [...RECEIPT_ORDER_TAB_STATUSES[query.tab]]),
    query.listingId ? eq(receiptOrders.listingId, query.listingId) : undefined,
    keyword
      ? or(
          ilike(receiptOrders.orderNo, containsPattern(keyword)),
          inArray(
            receiptOrders.productId,
            db
              .select({ id: receiptProducts.id })
              .from(receiptProducts)
              .where(ilike(receiptProducts.name, containsPattern(keyword))),
          ),
        )
      : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [counted]] = await Promise.all([
    ordersWithNames(db).where(where).orderBy(desc(receiptOrders.createdAt), desc(receiptOrders.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(receiptOrders).where(where),
  ]);
  return toPage(
    rows.map((found) => toReceiptOrder(found, companyId, lang)),
    counted?.n ?? 0,
    query,
  );
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
