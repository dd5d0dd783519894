import { type Language, type Page, type ReceiptContract, type ReceiptContractListQuery, toPage } from '@hgsc/contracts';
import { and, count, desc, eq, gt, ilike, notExists, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../platform/db/client.ts';
import { containsPattern } from '../../../platform/db/like.ts';
import { pageWindow } from '../../../platform/db/paging.ts';
import { contracts } from '../../contract/index.ts';
import { ordersWithNames } from '../order-view.ts';
import { receiptOrders } from '../tables.ts';
import { receiptContractViews } from './contract-view.ts';
import { RECEIPT_ORDER_KIND } from './order-subject.ts';

const later = alias(contracts, 'later_version');

/** The joined contract is the order's newest version: no later one of the same order. */
const newestVersionOfOrder = (db: Db) =>
  and(
    eq(contracts.subjectKind, RECEIPT_ORDER_KIND),
    eq(contracts.subjectId, receiptOrders.id),
    notExists(
      db
        .select({ one: sql`1` })
        .from(later)
        .where(
          and(
            eq(later.subjectKind, contracts.subjectKind),
            eq(later.subjectId, contracts.subjectId),
            gt(later.version, contracts.version),
          ),
        ),
    ),
  ) as SQL;

/**
 * /wr/contract/list: the company's receipt orders that have a contract, each by its newest version, newest first — as
 * buyer, as seller, or both — of a contract `status`, and whose order or contract number holds `keyword`.
 */
export async function listReceiptContracts(
  db: Db,
  companyId: number,
  query: ReceiptContractListQuery,
  lang: Language,
): Promise<Page<ReceiptContract>> {
  const asBuyer = eq(receiptOrders.buyerCompanyId, companyId);
  const asSeller = eq(receiptOrders.sellerCompanyId, companyId);
  const where = and(
    query.party === 'buyer' ? asBuyer : query.party === 'seller' ? asSeller : or(asBuyer, asSeller),
    query.status ? eq(contracts.status, query.status) : undefined,
    query.keyword
      ? or(
          ilike(receiptOrders.orderNo, containsPattern(query.keyword)),
          ilike(contracts.contractNo, containsPattern(query.keyword)),
        )
      : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [counted]] = await Promise.all([
    ordersWithNames(db)
      .innerJoin(contracts, newestVersionOfOrder(db))
      .where(where)
      .orderBy(desc(contracts.generatedAt), desc(contracts.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(receiptOrders).innerJoin(contracts, newestVersionOfOrder(db)).where(where),
  ]);
  return toPage(await receiptContractViews(db, rows, companyId, lang), counted?.n ?? 0, query);
}
