import {
  AUCTION_FLOW,
  type Auction,
  type AuctionAction,
  type AuctionAwardView,
  type AuctionRules,
  type AwardFailure,
  auctionPhaseLabelKey,
  auctionStatusLabelKey,
  bidDepositLabelKey,
  depositOf,
  type Language,
  type MessageKey,
  signUpStatusLabelKey,
  translate,
} from '@hgsc/contracts';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { lookup } from '../../platform/db/lookup.ts';
import { readTogether } from '../../platform/db/read-together.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { companies } from '../company/index.ts';
import { auctionState, phaseOf } from './bindings.ts';
import { depositNoteOf } from './sign-up-view.ts';
import { type AuctionRow, auctionSignUps, auctions, type SignUpRow } from './tables.ts';

/** Who reads an auction: a company (or nobody signed in), or the operator. */
export interface AuctionViewer {
  companyId: number | null;
  operator: boolean;
}

export const auctionsWithOwner = (db: Db) =>
  db.select({ row: auctions, ownerName: lookup<string>(companies.name, auctions.ownerCompanyId, 'owner') }).from(auctions);

export type AuctionWithOwner = { row: AuctionRow; ownerName: string };

/** Whether the viewer may read the auction at all: a published (or ended) one anybody; a draft its owner and the operator. */
export const mayRead = (row: AuctionRow, viewer: AuctionViewer) =>
  viewer.operator || row.ownerCompanyId === viewer.companyId || (row.status !== 'draft' && row.status !== 'pending');

/** The reserve is the owner's until the close; after it, the award's input for anybody to recompute. */
const reserveShown = (row: AuctionRow, viewer: AuctionViewer) =>
  viewer.operator || row.ownerCompanyId === viewer.companyId || row.status === 'awarded' || row.status === 'failed';

/** The rules as a reader may see them. */
export const rulesFor = (row: AuctionRow, viewer: AuctionViewer): AuctionRules =>
  reserveShown(row, viewer) ? row.rules : { ...row.rules, lines: row.rules.lines.map((l) => ({ ...l, reservePrice: null })) };

/** The step in words: "每次加价 5–50 元". */
export function stepLabel(rules: AuctionRules, lang: Language): string {
  const verb = translate(rules.direction === 'sell' ? 'auctionStep.raise' : 'auctionStep.lower', lang);
  const { step } = rules;
  if (step.type === 'banded') return translate('auctionStep.banded', lang, { verb });
  const key: MessageKey =
    step.type === 'fixed'
      ? step.max === null
        ? 'auctionStep.fixed'
        : 'auctionStep.fixedRange'
      : step.max === null
        ? 'auctionStep.percent'
        : 'auctionStep.percentRange';
  return translate(key, lang, { verb, min: step.min, max: step.max ?? '' });
}

/** The award with the winners' names. */
export async function awardView(db: Db, row: AuctionRow, lang: Language): Promise<AuctionAwardView | null> {
  if (!row.award || !row.awardDigest || !row.awardedAt) return null;
  const ids = [...new Set(row.award.lines.flatMap((l) => l.winners.map((w) => w.companyId)))];
  const names = new Map(
    ids.length
      ? (await db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, ids))).map(
          (c) => [c.id, c.name],
        )
      : [],
  );
  return {
    awarded: row.award.awarded,
    lines: row.award.lines.map((line) => ({
      ...line,
      failureLabel: line.failure ? translate(`awardFailure.${line.failure satisfies AwardFailure}`, lang) : null,
      winners: line.winners.map((w) => ({ ...w, companyName: names.get(w.companyId) ?? '' })),
    })),
    inputsDigest: row.awardDigest,
    computedAt: row.awardedAt.toISOString(),
  };
}

interface Extras {
  mySignUp?: Pick<
    SignUpRow,
    'id' | 'status' | 'deposit' | 'depositAmount' | 'rejectReason' | 'depositRefuseReason' | 'depositOutcome'
  > | null;
  signUpsWaiting?: number;
  award?: AuctionAwardView | null;
}

/** An auction as a reader sees it: the reserve hidden until the close, the steps its side may take now. */
export function toAuction(
  found: AuctionWithOwner,
  viewer: AuctionViewer,
  lang: Language,
  extras: Extras = {},
  now = new Date(),
): Auction {
  const { row } = found;
  const rules = rulesFor(row, viewer);
  const owner = row.ownerCompanyId === viewer.companyId;
  const state = auctionState(row, now);
  const actions: AuctionAction[] = [
    ...(owner ? AUCTION_FLOW.allowed(state, 'owner') : []),
    ...(viewer.operator ? AUCTION_FLOW.allowed(state, 'operator') : []),
  ];
  const published = row.status === 'published';
  const phase = published ? phaseOf(row, now) : null;
  const mine = extras.mySignUp ?? null;
  return {
    id: row.id,
    auctionNo: row.auctionNo,
    title: row.title,
    status: row.status,
    statusLabel: translate(auctionStatusLabelKey(row.status), lang),
    phase,
    phaseLabel: phase ? translate(auctionPhaseLabelKey(phase), lang) : null,
    ownerCompanyId: row.ownerCompanyId,
    ownerCompanyName: found.ownerName,
    direction: rules.direction,
    directionLabel: translate(`auctionDirection.${rules.direction}`, lang),
    visibility: rules.visibility,
    feedback: rules.feedback,
    step: { ...rules.step, bands: [...rules.step.bands] },
    stepLabel: stepLabel(rules, lang),
    whitelistOnly: rules.whitelistOnly,
    deposit: rules.deposit,
    depositAmount: depositOf(rules),
    extension: rules.extension,
    minValidBids: rules.minValidBids,
    lines: rules.lines.map((l) => ({ ...l })),
    ruleSet: row.ruleSet,
    deliveryPlace: row.deliveryPlace,
    remark: row.remark,
    signupStart: row.signupStart.toISOString(),
    signupEnd: row.signupEnd.toISOString(),
    openAt: row.openAt.toISOString(),
    scheduledCloseAt: row.scheduledCloseAt.toISOString(),
    closeAt: row.closeAt.toISOString(),
    extensions: row.extensions,
    serverNow: now.toISOString(),
    rejectReason: row.rejectReason,
    cancelReason: row.cancelReason,
    signUpsWaiting: owner ? (extras.signUpsWaiting ?? 0) : 0,
    mySignUp: mine && {
      id: mine.id,
      status: mine.status,
      statusLabel: translate(signUpStatusLabelKey(mine.status), lang),
      deposit: mine.deposit,
      depositLabel: translate(bidDepositLabelKey(mine.deposit), lang),
      depositAmount: mine.depositAmount,
      rejectReason: mine.rejectReason,
      depositRefuseReason: mine.depositRefuseReason,
      depositNote: depositNoteOf(mine, lang),
    },
    award: extras.award ?? null,
    sides: [
      ...(owner ? (['owner'] as const) : []),
      ...(mine ? (['bidder'] as const) : []),
      ...(viewer.operator ? (['operator'] as const) : []),
    ],
    actions: [...new Set(actions)],
    createdAt: row.createdAt.toISOString(),
  };
}

/** /auctionTrust/info: one auction with the reader's sign-up, the owner's waiting sign-ups and the award. */
export async function readAuction(db: Db, id: number, viewer: AuctionViewer, lang: Language): Promise<Auction> {
  const [found] = await auctionsWithOwner(db).where(eq(auctions.id, id)).limit(1);
  if (!found || !mayRead(found.row, viewer)) throw notFound('auction.notFound');
  const [mine, waiting, award] = await readTogether(db, [
    () =>
      viewer.companyId === null
        ? Promise.resolve([])
        : db
            .select({
              id: auctionSignUps.id,
              status: auctionSignUps.status,
              deposit: auctionSignUps.deposit,
              depositAmount: auctionSignUps.depositAmount,
              rejectReason: auctionSignUps.rejectReason,
              depositRefuseReason: auctionSignUps.depositRefuseReason,
              depositOutcome: auctionSignUps.depositOutcome,
            })
            .from(auctionSignUps)
            .where(and(eq(auctionSignUps.auctionId, id), eq(auctionSignUps.companyId, viewer.companyId))),
    () =>
      found.row.ownerCompanyId === viewer.companyId
        ? db
            .select({ n: count() })
            .from(auctionSignUps)
            .where(and(eq(auctionSignUps.auctionId, id), eq(auctionSignUps.status, 'applied')))
        : Promise.resolve([{ n: 0 }]),
    () => awardView(db, found.row, lang),
  ]);
  return toAuction(found, viewer, lang, { mySignUp: mine[0] ?? null, signUpsWaiting: waiting[0]?.n ?? 0, award });
}
