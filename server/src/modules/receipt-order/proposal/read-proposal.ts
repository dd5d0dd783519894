import type { AdminReceiptProposalListQuery, Language, Page, ReceiptProposal, ReceiptProposalListQuery } from '@hgsc/contracts';
import { and, count, desc, eq, gt, ilike, inArray, lte, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { containsPattern } from '../../../platform/db/like.ts';
import { readPage } from '../../../platform/db/paging.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { companies } from '../../company/index.ts';
import { receiptOrderProposals } from '../tables.ts';
import { proposalsWithNames, toProposal } from './proposal-view.ts';

/** /wr/order/proposal/info: an order entered for the caller's company; to any other company it is not found. */
export async function readProposal(db: Db, id: number, companyId: number, lang: Language): Promise<ReceiptProposal> {
  const [found] = await proposalsWithNames(db).where(eq(receiptOrderProposals.id, id)).limit(1);
  if (!found || found.row.buyerCompanyId !== companyId) throw notFound('receiptProposal.notFound');
  return toProposal(found, 'buyer', lang);
}

/** /admin/order/proposal/info: any entered order, as the operator reads it. */
export async function readProposalForOperator(db: Db, id: number, lang: Language): Promise<ReceiptProposal> {
  const [found] = await proposalsWithNames(db).where(eq(receiptOrderProposals.id, id)).limit(1);
  if (!found) throw notFound('receiptProposal.notFound');
  return toProposal(found, 'operator', lang);
}

const proposalPage = (
  db: Db,
  where: SQL | undefined,
  reader: 'buyer' | 'operator',
  query: { current: number; size: number },
  lang: Language,
): Promise<Page<ReceiptProposal>> =>
  readPage(
    query,
    proposalsWithNames(db).where(where).orderBy(desc(receiptOrderProposals.createdAt), desc(receiptOrderProposals.id)),
    db.select({ n: count() }).from(receiptOrderProposals).where(where),
    (found) => toProposal(found, reader, lang),
  );

/**
 * /wr/order/proposal/list: the orders entered for the company — those waiting for its answer in time (`waiting`), the
 * rest (answered, withdrawn, lapsed, or out of time: `ended`), or all; newest first.
 */
export function listProposals(db: Db, companyId: number, query: ReceiptProposalListQuery, lang: Language) {
  const now = new Date();
  const waiting = and(eq(receiptOrderProposals.status, 'proposed'), gt(receiptOrderProposals.expiresAt, now));
  const ended = or(ne(receiptOrderProposals.status, 'proposed'), lte(receiptOrderProposals.expiresAt, now));
  const tab = query.tab === 'waiting' ? waiting : query.tab === 'ended' ? ended : undefined;
  return proposalPage(db, and(eq(receiptOrderProposals.buyerCompanyId, companyId), tab), 'buyer', query, lang);
}

/** /admin/order/proposal/list: every entered order, by status, number or buyer's name; newest first. */
export function listProposalsForOperator(db: Db, query: AdminReceiptProposalListQuery, lang: Language) {
  const words = query.keyword
    ? or(
        ilike(receiptOrderProposals.proposalNo, containsPattern(query.keyword)),
        inArray(
          receiptOrderProposals.buyerCompanyId,
          db
            .select({ id: companies.id })
            .from(companies)
            .where(ilike(companies.name, containsPattern(query.keyword))),
        ),
      )
    : undefined;
  const where = and(query.status ? eq(receiptOrderProposals.status, query.status) : undefined, words);
  return proposalPage(db, where, 'operator', query, lang);
}
