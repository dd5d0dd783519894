import {
  type Language,
  type Page,
  QUOTE_TAB_STATUSES,
  QUOTE_TABS,
  type Quote,
  type QuoteBox,
  type QuoteListQuery,
  type QuoteStatus,
  type QuoteTab,
  toPage,
} from '@hgsc/contracts';
import { and, count, desc, eq, gt, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { pageWindow } from '../../platform/db/paging.ts';
import { companies } from '../company/index.ts';
import { quotesWithNames, toQuote } from './quote-view.ts';
import { quoteAccess, quotes } from './tables.ts';

/** A box of the company's quotes: those it sent (drafts too), or those offered to it or shared with it. */
function boxOf(db: Db, box: QuoteBox, companyId: number): SQL | undefined {
  if (box === 'sent') return eq(quotes.supplierCompanyId, companyId);
  const shared = db
    .select({ id: quoteAccess.quoteId })
    .from(quoteAccess)
    .where(and(eq(quoteAccess.companyId, companyId), eq(quoteAccess.status, 'approved')));
  return and(gt(quotes.version, 0), or(eq(quotes.buyerCompanyId, companyId), inArray(quotes.id, shared)));
}

/** A quote number, a product's name or CAS number, or the other company's name. */
function keywordOf(db: Db, box: QuoteBox, keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = containsPattern(keyword);
  const other = box === 'sent' ? quotes.buyerCompanyId : quotes.supplierCompanyId;
  return or(
    ilike(quotes.quoteNo, pattern),
    ilike(quotes.productName, pattern),
    ilike(quotes.casNumber, pattern),
    inArray(other, db.select({ id: companies.id }).from(companies).where(ilike(companies.name, pattern))),
  );
}

/** /cs/quote/pageList: a box's quotes of a tab, the latest changed first. */
export async function listQuotes(db: Db, companyId: number, query: QuoteListQuery, lang: Language): Promise<Page<Quote>> {
  const where = and(
    boxOf(db, query.box, companyId),
    inArray(quotes.status, [...QUOTE_TAB_STATUSES[query.tab]]),
    keywordOf(db, query.box, query.keyword),
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [counted]] = await Promise.all([
    quotesWithNames(db).where(where).orderBy(desc(quotes.updatedAt), desc(quotes.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(quotes).where(where),
  ]);
  const now = new Date();
  return toPage(
    rows.map((found) => toQuote(found, companyId, lang, now)),
    counted?.n ?? 0,
    query,
  );
}

/** /cs/quote/tab/counts: how many quotes each tab of a box holds. */
export async function countQuotes(db: Db, companyId: number, box: QuoteBox): Promise<Record<QuoteTab, number>> {
  const rows = await db
    .select({ status: quotes.status, n: count() })
    .from(quotes)
    .where(boxOf(db, box, companyId))
    .groupBy(quotes.status);
  const byStatus = new Map<QuoteStatus, number>(rows.map((r) => [r.status, r.n]));
  return Object.fromEntries(
    QUOTE_TABS.map((tab) => [tab, QUOTE_TAB_STATUSES[tab].reduce((sum, status) => sum + (byStatus.get(status) ?? 0), 0)]),
  ) as Record<QuoteTab, number>;
}
