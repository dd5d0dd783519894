import {
  type BuyerOrderTab,
  type Language,
  ORDER_TAB_STATUSES,
  type OrderInterestedListBody,
  type OrderListBody,
  type OrderView,
  type Page,
  type SellerOrderTab,
} from '@hgsc/contracts';
import { and, count, desc, eq, exists, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { readPreparedPage } from '../../platform/db/paging.ts';
import { companies } from '../company/tables.ts';
import type { OrderCaller, TradeParty } from './order-access.ts';
import { orderViews, viewerOf } from './order-view.ts';
import { orderInterests, orderItems, orders } from './tables.ts';

/** Search over the order number, a line's product name and the counterparty's company name. */
function keywordFilter(db: Db, keyword: string, party: TradeParty): SQL {
  const pattern = containsPattern(keyword);
  const counterparty = party === 'buyer' ? orders.sellerCompanyId : orders.buyerCompanyId;
  return or(
    ilike(orders.orderNo, pattern),
    exists(
      db
        .select({ one: orderItems.id })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orders.id), ilike(orderItems.name, pattern))),
    ),
    exists(
      db
        .select({ one: companies.id })
        .from(companies)
        .where(and(eq(companies.id, counterparty), ilike(companies.name, pattern))),
    ),
  ) as SQL;
}

/** The orders of the caller's company on its side, in the statuses of `tab` (null: all). */
export function tabFilter(party: TradeParty, companyId: number, statuses: readonly number[] | null): SQL {
  const own = party === 'buyer' ? eq(orders.buyerCompanyId, companyId) : eq(orders.sellerCompanyId, companyId);
  return (statuses ? and(own, inArray(orders.status, [...statuses])) : own) as SQL;
}

/** The orders of `where`, newest first: the lists' order, which orders_*_recent_idx walk (tables.ts). */
export const newestOrders = (db: Db, where: SQL) =>
  db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id));

async function pageOf(db: Db, where: SQL, query: OrderListBody, caller: OrderCaller, lang: Language): Promise<Page<OrderView>> {
  const rows = newestOrders(db, where);
  const total = db.select({ n: count() }).from(orders).where(where);
  const page = await readPreparedPage(db, query, rows, total, (r) => r);
  const records = await orderViews(db, page.records, viewerOf(caller, lang));
  return { ...page, records };
}

/**
 * /order/buyer/* and /order/seller/* lists: the caller company's orders on that side, in the tab's
 * statuses (ORDER_TAB_STATUSES), newest first, searched by `keyword`, paged as SPEC §9.
 */
export function listOrders(
  db: Db,
  caller: OrderCaller,
  party: TradeParty,
  tab: BuyerOrderTab | SellerOrderTab,
  query: OrderListBody,
  lang: Language,
): Promise<Page<OrderView>> {
  const statuses = (ORDER_TAB_STATUSES[party] as Record<string, readonly number[] | null>)[tab] ?? null;
  const filters = [tabFilter(party, caller.company.companyId, statuses)];
  if (query.keyword) filters.push(keywordFilter(db, query.keyword, party));
  return pageOf(db, and(...filters) as SQL, query, caller, lang);
}

/**
 * POST /order/select/interested: the orders the caller marked, on the side `party` or both sides of
 * its company, searched by `keyword` against each order's counterparty, newest first.
 */
export function listInterested(db: Db, caller: OrderCaller, query: OrderInterestedListBody, lang: Language) {
  const companyId = caller.company.companyId;
  const marked = exists(
    db
      .select({ one: orderInterests.orderId })
      .from(orderInterests)
      .where(and(eq(orderInterests.orderId, orders.id), eq(orderInterests.userId, caller.userId))),
  );
  const sides = query.party ? [query.party] : (['buyer', 'seller'] as const);
  const onSide = (party: TradeParty) => {
    const own = tabFilter(party, companyId, null);
    return query.keyword ? (and(own, keywordFilter(db, query.keyword, party)) as SQL) : own;
  };
  return pageOf(db, and(marked, or(...sides.map(onSide))) as SQL, query, caller, lang);
}
