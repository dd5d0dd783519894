import type { Language, Page, PageQuery, SignUp, SignUpStatus } from '@hgsc/contracts';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Caller } from '../../platform/auth/caller.ts';
import type { Db } from '../../platform/db/client.ts';
import { readPage } from '../../platform/db/paging.ts';
import { fileViewsByKey } from '../../platform/files/file-views.ts';
import { notFound } from '../../platform/http/app-error.ts';
import type { AuctionViewer } from './auction-view.ts';
import { signUpsWithNames, toSignUp } from './sign-up-view.ts';
import { auctionSignUps, auctions } from './tables.ts';

async function pageOf(
  db: Db,
  query: PageQuery,
  where: SQL | undefined,
  viewer: AuctionViewer,
  lang: Language,
): Promise<Page<SignUp>> {
  const now = new Date();
  const page = await readPage(
    query,
    signUpsWithNames(db).where(where).orderBy(desc(auctionSignUps.appliedAt), desc(auctionSignUps.id)),
    db.select({ n: count() }).from(auctionSignUps).innerJoin(auctions, eq(auctions.id, auctionSignUps.auctionId)).where(where),
    (found) => found,
  );
  const files = await fileViewsByKey(
    db,
    page.records.flatMap((found) => found.row.depositProofKeys),
  );
  return { ...page, records: page.records.map((found) => toSignUp(found, viewer, lang, files, now)) };
}

/** /csSignUp/list: an auction's sign-ups, to its owner. */
export async function listSignUps(db: Db, caller: Caller, query: PageQuery & { auctionId: number }, lang: Language) {
  const [auction] = await db.select({ owner: auctions.ownerCompanyId }).from(auctions).where(eq(auctions.id, query.auctionId));
  if (auction?.owner !== caller.company.companyId) throw notFound('auction.notFound');
  return pageOf(
    db,
    query,
    eq(auctionSignUps.auctionId, query.auctionId),
    { companyId: caller.company.companyId, operator: false },
    lang,
  );
}

/** /csSignUp/my/pageList: the company's sign-ups, newest first. */
export const mySignUps = (db: Db, caller: Caller, query: PageQuery & { status?: SignUpStatus }, lang: Language) =>
  pageOf(
    db,
    query,
    and(
      eq(auctionSignUps.companyId, caller.company.companyId),
      query.status ? eq(auctionSignUps.status, query.status) : undefined,
    ),
    { companyId: caller.company.companyId, operator: false },
    lang,
  );

/** /csSignUp/deposit/pageList: the deposits declared and waiting for the operator (or all that were paid). */
export const depositsToConfirm = (db: Db, query: PageQuery & { declaredOnly: boolean }, lang: Language) =>
  pageOf(
    db,
    query,
    query.declaredOnly ? eq(auctionSignUps.deposit, 'declared') : undefined,
    { companyId: null, operator: true },
    lang,
  );
