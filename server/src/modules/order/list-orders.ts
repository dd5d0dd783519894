import {
  type BuyerOrderTab,
  type Language,
  ORDER_PARTY_PERMISSION,
  ORDER_TAB_STATUSES,
  type OrderInterestedListBody,
  type OrderListBody,
  type OrderView,
  type Page,
  type SellerOrderTab,
} from '@hgsc/contracts';
import { and, count, desc, eq, exists, ilike, inArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { hasPermission } from '../../platform/auth/plugin.ts';
import type { Db } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { pageFrom, pageWindow, readPreparedPage } from '../../platform/db/paging.ts';
import { preparedStatement } from '../../platform/db/prepared.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import { companies } from '../company/index.ts';
import type { OrderCaller, TradeParty } from './order-access.ts';
import { orderViews, viewerOf } from './order-view.ts';
import { type OrderRow, orderInterests, orderItems, orders } from './tables.ts';

/** Search over the order number, a line's product name and the counterparty's company name (`pattern`: containsPattern). */
function keywordFilter(db: Db, pattern: string | Placeholder, party: TradeParty): SQL {
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
export function tabFilter(party: TradeParty, companyId: number | Placeholder, statuses: readonly number[] | null): SQL {
  const own = party === 'buyer' ? eq(orders.buyerCompanyId, companyId) : eq(orders.sellerCompanyId, companyId);
  return (statuses ? and(own, inArray(orders.status, [...statuses])) : own) as SQL;
}

/** The orders of `where`, newest first: the lists' order, which orders_*_recent_idx walk (tables.ts). */
export const newestOrders = (db: Db, where: SQL) =>
  db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id));

type ListStatements = ReturnType<typeof buildListStatements>;

/**
 * A list of one shape — a side, a tab, with a keyword or not — as its page and its count, each built once and prepared
 * once per connection under its own name: the company, the keyword's pattern and the window are placeholders, the
 * tab's statuses constants. Building the two per call was a tenth of an order list's server time in a profile.
 */
function buildListStatements(party: TradeParty, tab: BuyerOrderTab | SellerOrderTab, keyword: boolean) {
  const statuses = (ORDER_TAB_STATUSES[party] as Record<string, readonly number[] | null>)[tab] ?? null;
  const where = (db: Db) =>
    and(
      tabFilter(party, sql.placeholder('companyId'), statuses),
      keyword ? keywordFilter(db, sql.placeholder('pattern'), party) : undefined,
    ) as SQL;
  const name = `order_list_${party}_${tab}${keyword ? '_keyword' : ''}`;
  return {
    page: preparedStatement((db) =>
      newestOrders(db, where(db)).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(name),
    ),
    total: preparedStatement((db) => db.select({ n: count() }).from(orders).where(where(db)).prepare(`${name}_count`)),
  };
}

/** The shapes met so far: at most sides × tabs × 2. */
const listStatements = new Map<string, ListStatements>();

function listStatementsOf(party: TradeParty, tab: BuyerOrderTab | SellerOrderTab, keyword: boolean) {
  const key = `${party}:${tab}:${keyword}`;
  let statements = listStatements.get(key);
  if (!statements) {
    statements = buildListStatements(party, tab, keyword);
    listStatements.set(key, statements);
  }
  return statements;
}

async function withViews(db: Db, page: Page<OrderRow>, caller: OrderCaller, lang: Language): Promise<Page<OrderView>> {
  return { ...page, records: await orderViews(db, page.records, viewerOf(caller, lang)) };
}

/**
 * /order/buyer/* and /order/seller/* lists: the caller company's orders on that side, in the tab's
 * statuses (ORDER_TAB_STATUSES), newest first, searched by `keyword`, paged as SPEC §9.
 */
export async function listOrders(
  db: Db,
  caller: OrderCaller,
  party: TradeParty,
  tab: BuyerOrderTab | SellerOrderTab,
  query: OrderListBody,
  lang: Language,
): Promise<Page<OrderView>> {
  const { page, total } = listStatementsOf(party, tab, Boolean(query.keyword));
  const values = {
    companyId: caller.company.companyId,
    pattern: query.keyword ? containsPattern(query.keyword) : null,
    ...pageWindow(query),
  };
  return withViews(db, await pageFrom(query, page(db).execute(values), total(db).execute(values), (r) => r), caller, lang);
}

/**
 * POST /order/select/interested: the orders the caller marked, on the side `party` or both sides of
 * its company — only the sides whose order permission the caller holds, as /order/detail asks (a side asked
 * for and not held → 403) —, searched by `keyword` against each order's counterparty, newest first.
 */
export async function listInterested(
  db: Db,
  caller: OrderCaller,
  query: OrderInterestedListBody,
  lang: Language,
): Promise<Page<OrderView>> {
  const companyId = caller.company.companyId;
  const marked = exists(
    db
      .select({ one: orderInterests.orderId })
      .from(orderInterests)
      .where(and(eq(orderInterests.orderId, orders.id), eq(orderInterests.userId, caller.userId))),
  );
  const sides = (query.party ? [query.party] : (['buyer', 'seller'] as const)).filter((party) =>
    hasPermission(caller.company, ORDER_PARTY_PERMISSION[party]),
  );
  if (sides.length === 0) throw forbidden('permission.denied');
  const onSide = (party: TradeParty) => {
    const own = tabFilter(party, companyId, null);
    return query.keyword ? (and(own, keywordFilter(db, containsPattern(query.keyword), party)) as SQL) : own;
  };
  const where = and(marked, or(...sides.map(onSide))) as SQL;
  const total = db.select({ n: count() }).from(orders).where(where);
  return withViews(db, await readPreparedPage(db, query, newestOrders(db, where), total, (r) => r), caller, lang);
}
