import {
  bidDepositLabelKey,
  depositOutcomeLabelKey,
  type Language,
  SIGN_UP_FLOW,
  type SignUp,
  type SignUpAction,
  signUpStatusLabelKey,
  translate,
} from '@hgsc/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { lookup } from '../../platform/db/lookup.ts';
import { type FileView, fileViewsByKey, fileViewsOf } from '../../platform/files/file-views.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { companies } from '../company/index.ts';
import type { AuctionViewer } from './auction-view.ts';
import { phaseOf, signUpState } from './bindings.ts';
import { type AuctionRow, auctionSignUps, auctions, auctionWhiteList, type SignUpRow } from './tables.ts';

/** Sign-ups with their auction and the names and facts their screens show. */
export const signUpsWithNames = (db: Db) =>
  db
    .select({
      row: auctionSignUps,
      auction: {
        auctionNo: auctions.auctionNo,
        title: auctions.title,
        status: auctions.status,
        ownerCompanyId: auctions.ownerCompanyId,
        signupStart: auctions.signupStart,
        signupEnd: auctions.signupEnd,
        openAt: auctions.openAt,
        closeAt: auctions.closeAt,
      },
      companyName: lookup<string>(companies.name, auctionSignUps.companyId, 'bidder'),
      whitelisted: sql<boolean>`exists (select 1 from ${auctionWhiteList} w where w.owner_company_id = ${auctions.ownerCompanyId}
        and w.company_id = ${auctionSignUps.companyId})`.mapWith(Boolean),
    })
    .from(auctionSignUps)
    .innerJoin(auctions, eq(auctions.id, auctionSignUps.auctionId));

type AuctionFacts = Pick<
  AuctionRow,
  'auctionNo' | 'title' | 'status' | 'ownerCompanyId' | 'signupStart' | 'signupEnd' | 'openAt' | 'closeAt'
>;
export interface SignUpWithNames {
  row: SignUpRow;
  auction: AuctionFacts;
  companyName: string;
  whitelisted: boolean;
}

/** The sides the viewer is of a sign-up. */
const partiesOf = (found: SignUpWithNames, viewer: AuctionViewer) => [
  ...(found.row.companyId === viewer.companyId ? (['bidder'] as const) : []),
  ...(found.auction.ownerCompanyId === viewer.companyId ? (['owner'] as const) : []),
  ...(viewer.operator ? (['operator'] as const) : []),
];

/** A sign-up as one of its sides reads it, with the steps that side may take now. */
export function toSignUp(
  found: SignUpWithNames,
  viewer: AuctionViewer,
  lang: Language,
  files: Map<string, FileView>,
  now = new Date(),
): SignUp {
  const { row, auction } = found;
  const state = signUpState(
    { ...row, ownerCompanyId: auction.ownerCompanyId, openAt: auction.openAt, auctionStatus: auction.status },
    now,
  );
  const actions = new Set<SignUpAction>(partiesOf(found, viewer).flatMap((party) => SIGN_UP_FLOW.allowed(state, party)));
  return {
    id: row.id,
    auctionId: row.auctionId,
    auctionNo: auction.auctionNo,
    auctionTitle: auction.title,
    auctionStatus: auction.status,
    auctionPhase: auction.status === 'published' ? phaseOf(auction, now) : null,
    companyId: row.companyId,
    companyName: found.companyName,
    contactName: row.contactName,
    contactMobile: row.contactMobile,
    remark: row.remark,
    status: row.status,
    statusLabel: translate(signUpStatusLabelKey(row.status), lang),
    whitelisted: found.whitelisted,
    deposit: row.deposit,
    depositLabel: translate(bidDepositLabelKey(row.deposit), lang),
    depositAmount: row.depositAmount,
    depositProofKeys: row.depositProofKeys,
    depositProofs: fileViewsOf(files, row.depositProofKeys),
    depositRemark: row.depositRemark,
    rejectReason: row.rejectReason,
    depositRefuseReason: row.depositRefuseReason,
    depositNote: depositNoteOf(row, lang),
    appliedAt: row.appliedAt.toISOString(),
    qualifiedAt: row.qualifiedAt?.toISOString() ?? null,
    actions: [...actions],
  };
}

/** One sign-up to its bidder, the auction's owner or the operator; anybody else is told it does not exist. */
export async function readSignUp(db: Db, id: number, viewer: AuctionViewer, lang: Language): Promise<SignUp> {
  const [found] = await signUpsWithNames(db).where(eq(auctionSignUps.id, id)).limit(1);
  if (!found || partiesOf(found, viewer).length === 0) throw notFound('auction.signUp.notFound');
  return toSignUp(found, viewer, lang, await fileViewsByKey(db, found.row.depositProofKeys));
}

/** Why a deposit went back or was kept, in the reader's language; null while it is held or was never asked. */
export const depositNoteOf = (row: Pick<SignUpRow, 'depositOutcome'>, lang: Language) =>
  row.depositOutcome ? translate(depositOutcomeLabelKey(row.depositOutcome), lang) : null;
