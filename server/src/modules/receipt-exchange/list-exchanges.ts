import {
  type AdminExchangeListQuery,
  EXCHANGE_TAB_STATUSES,
  EXCHANGE_TABS,
  type Exchange,
  type ExchangeListQuery,
  type ExchangeTab,
  type KeeperExchangeListQuery,
  type Language,
  type Page,
} from '@hgsc/contracts';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { readPage } from '../../platform/db/paging.ts';
import { receiptProductIdsNamed } from '../warehouse/index.ts';
import { exchangesWithNames, toExchange } from './exchange-view.ts';
import { receiptExchanges } from './tables.ts';

const sideColumn = (as: 'applicant' | 'counterparty') =>
  as === 'applicant' ? receiptExchanges.applicantCompanyId : receiptExchanges.counterpartyCompanyId;

/** Exchanges by number or product name. */
const matching = (db: Db, keyword: string | undefined) =>
  keyword
    ? or(
        ilike(receiptExchanges.exchangeNo, containsPattern(keyword)),
        inArray(receiptExchanges.productId, receiptProductIdsNamed(db, keyword)),
      )
    : undefined;

/** A page of exchanges matching `where`, as `viewer` sees them. */
const exchangePage = (
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  viewer: number | 'operator',
  query: { current: number; size: number },
  lang: Language,
): Promise<Page<Exchange>> =>
  readPage(
    query,
    exchangesWithNames(db)
      .where(where)
      .orderBy(...order),
    db.select({ n: count() }).from(receiptExchanges).where(where),
    (found) => toExchange(found, viewer, lang),
  );

const NEWEST = [desc(receiptExchanges.createdAt), desc(receiptExchanges.id)];

/** /wr/exchange/apply/list and /seller/list: the company's exchanges as applicant or counterparty, newest first. */
export function listExchanges(
  db: Db,
  companyId: number,
  as: 'applicant' | 'counterparty',
  query: ExchangeListQuery,
  lang: Language,
): Promise<Page<Exchange>> {
  const where = and(
    eq(sideColumn(as), companyId),
    inArray(receiptExchanges.status, [...EXCHANGE_TAB_STATUSES[query.tab]]),
    matching(db, query.keyword),
  );
  return exchangePage(db, where, NEWEST, companyId, query, lang);
}

/**
 * /wr/exchange/apply/keeper/list: the signed exchanges with a part at the keeper's warehouses — waiting for its
 * confirmation (oldest signed first, a queue), or confirmed by it (newest first).
 */
export function listKeeperExchanges(db: Db, companyId: number, query: KeeperExchangeListQuery, lang: Language) {
  const source = eq(receiptExchanges.sourceKeeperCompanyId, companyId);
  const target = eq(receiptExchanges.targetKeeperCompanyId, companyId);
  const waiting = or(
    and(source, isNull(receiptExchanges.sourceConfirmedAt)),
    and(target, isNull(receiptExchanges.targetConfirmedAt)),
  );
  const confirmed = or(
    and(source, isNotNull(receiptExchanges.sourceConfirmedAt)),
    and(target, isNotNull(receiptExchanges.targetConfirmedAt)),
  );
  const where = and(
    isNotNull(receiptExchanges.signedAt),
    query.tab === 'waiting' ? and(eq(receiptExchanges.status, 'signed'), waiting) : undefined,
    query.tab === 'confirmed' ? confirmed : or(source, target),
    matching(db, query.keyword),
  );
  const order =
    query.tab === 'waiting' ? [asc(receiptExchanges.signedAt), asc(receiptExchanges.id)] : [desc(receiptExchanges.updatedAt)];
  return exchangePage(db, where, order, companyId, query, lang);
}

/** /admin/wr/exchange/list: every exchange for the operator, by status and words, newest first. */
export function listExchangesForOperator(db: Db, query: AdminExchangeListQuery, lang: Language) {
  const where = and(query.status ? eq(receiptExchanges.status, query.status) : undefined, matching(db, query.keyword));
  return exchangePage(db, where, NEWEST, 'operator', query, lang);
}

/** /wr/exchange/apply/tab/counts: how many exchanges each tab holds for the company as applicant or counterparty. */
export async function exchangeTabCounts(
  db: Db,
  companyId: number,
  as: 'applicant' | 'counterparty',
): Promise<Record<ExchangeTab, number>> {
  const rows = await db
    .select({ status: receiptExchanges.status, n: count() })
    .from(receiptExchanges)
    .where(eq(sideColumn(as), companyId))
    .groupBy(receiptExchanges.status);
  const of = (tab: ExchangeTab) =>
    rows.filter((r) => EXCHANGE_TAB_STATUSES[tab].includes(r.status)).reduce((sum, r) => sum + r.n, 0);
  return Object.fromEntries(EXCHANGE_TABS.map((tab) => [tab, of(tab)])) as Record<ExchangeTab, number>;
}
