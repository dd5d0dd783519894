import { AUDIT_STATUS, type Page, type PageQuery, type WhiteListEntry } from '@hgsc/contracts';
import { and, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Caller } from '../../platform/auth/caller.ts';
import type { Db } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { readPage } from '../../platform/db/paging.ts';
import { invalidField, notFound, wrongState } from '../../platform/http/app-error.ts';
import { companies } from '../company/index.ts';
import { auctionWhiteList } from './tables.ts';

const entries = (db: Db) =>
  db
    .select({ row: auctionWhiteList, companyName: companies.name, creditCode: companies.creditCode })
    .from(auctionWhiteList)
    .innerJoin(companies, eq(companies.id, auctionWhiteList.companyId));

const toEntry = (found: {
  row: typeof auctionWhiteList.$inferSelect;
  companyName: string;
  creditCode: string;
}): WhiteListEntry => ({
  id: found.row.id,
  companyId: found.row.companyId,
  companyName: found.companyName,
  creditCode: found.creditCode,
  remark: found.row.remark,
  addedAt: found.row.createdAt.toISOString(),
});

/** /auctionWhiteList/get: the owner's list, by a company's name or credit code. */
export function whiteList(db: Db, caller: Caller, query: PageQuery & { keyword?: string }): Promise<Page<WhiteListEntry>> {
  const pattern = query.keyword ? containsPattern(query.keyword) : null;
  const where = and(
    eq(auctionWhiteList.ownerCompanyId, caller.company.companyId),
    pattern ? or(ilike(companies.name, pattern), ilike(companies.creditCode, pattern)) : undefined,
  );
  return readPage(
    query,
    entries(db).where(where).orderBy(desc(auctionWhiteList.createdAt), desc(auctionWhiteList.id)),
    db
      .select({ n: count() })
      .from(auctionWhiteList)
      .innerJoin(companies, eq(companies.id, auctionWhiteList.companyId))
      .where(where),
    toEntry,
  );
}

/** /auctionWhiteList/add: a certified company other than the owner, once. */
export async function addToWhiteList(tx: Db, caller: Caller, body: { companyId: number; remark: string | null }) {
  const ownerCompanyId = caller.company.companyId;
  if (body.companyId === ownerCompanyId) throw invalidField('companyId', 'auction.whiteList.ownCompany');
  const [company] = await tx
    .select({ auditStatus: companies.auditStatus })
    .from(companies)
    .where(eq(companies.id, body.companyId));
  if (company?.auditStatus !== AUDIT_STATUS.APPROVED) throw invalidField('companyId', 'auction.whiteList.notCertified');
  const [added] = await tx
    .insert(auctionWhiteList)
    .values({ ownerCompanyId, companyId: body.companyId, remark: body.remark, addedBy: caller.userId })
    .onConflictDoNothing()
    .returning({ id: auctionWhiteList.id });
  if (!added) throw wrongState('auction.whiteList.already');
  const [found] = await entries(tx).where(eq(auctionWhiteList.id, added.id));
  if (!found) throw new Error(`white-list entry ${added.id} vanished`);
  return toEntry(found);
}

/** /auctionWhiteList/remove: the owner's entry; another company's is not found. */
export async function removeFromWhiteList(tx: Db, caller: Caller, id: number) {
  const [removed] = await tx
    .delete(auctionWhiteList)
    .where(and(eq(auctionWhiteList.id, id), eq(auctionWhiteList.ownerCompanyId, caller.company.companyId)))
    .returning({ id: auctionWhiteList.id });
  if (!removed) throw notFound('auction.whiteList.notFound');
  return removed;
}

/** /auctionWhiteList/getCompany: certified companies by name or credit code, each marked if on the list. */
export async function whiteListCandidates(db: Db, caller: Caller, keyword: string) {
  const pattern = containsPattern(keyword);
  const found = await db
    .select({ companyId: companies.id, companyName: companies.name, creditCode: companies.creditCode })
    .from(companies)
    .where(
      and(
        eq(companies.auditStatus, AUDIT_STATUS.APPROVED),
        or(ilike(companies.name, pattern), ilike(companies.creditCode, pattern)),
      ),
    )
    .orderBy(companies.name)
    .limit(20);
  const others = found.filter((c) => c.companyId !== caller.company.companyId);
  const listed = new Set(
    others.length
      ? (
          await db
            .select({ id: auctionWhiteList.companyId })
            .from(auctionWhiteList)
            .where(
              and(
                eq(auctionWhiteList.ownerCompanyId, caller.company.companyId),
                inArray(
                  auctionWhiteList.companyId,
                  others.map((c) => c.companyId),
                ),
              ),
            )
        ).map((r) => r.id)
      : [],
  );
  return others.map((c) => ({ ...c, listed: listed.has(c.companyId) }));
}
