import type { Deposit, DepositListQuery, Language, Page, PageQuery } from '@hgsc/contracts';
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { readPage } from '../../platform/db/paging.ts';
import { depositsWithNames, toDeposit } from './deposit-view.ts';
import { depositApplications as d } from './tables.ts';

function page(db: Db, where: SQL | undefined, query: PageQuery, companyId: number, lang: Language): Promise<Page<Deposit>> {
  return readPage(
    query,
    depositsWithNames(db).where(where).orderBy(desc(d.createdAt), desc(d.id)),
    db.select({ n: count() }).from(d).where(where),
    (found) => toDeposit(found, companyId, lang),
  );
}

/** /wr/deposit/list: the company's applications, or the inbound queue of the warehouses it keeps. */
export function listDeposits(db: Db, companyId: number, query: DepositListQuery, lang: Language) {
  const pattern = query.keyword ? containsPattern(query.keyword) : undefined;
  const where = and(
    query.as === 'keeper' ? eq(d.keeperCompanyId, companyId) : eq(d.applicantCompanyId, companyId),
    query.status ? eq(d.status, query.status) : undefined,
    pattern ? or(ilike(d.depositNo, pattern), ilike(d.batchNo, pattern), ilike(d.brand, pattern)) : undefined,
  );
  return page(db, where, query, companyId, lang);
}

/** /wr/warehouse/receipt/cancel/list: the company's withdrawn and refused applications. */
export function listEndedDeposits(db: Db, companyId: number, query: PageQuery, lang: Language) {
  return page(db, and(eq(d.applicantCompanyId, companyId), inArray(d.status, ['withdrawn', 'refused'])), query, companyId, lang);
}
