import type { MessageKey, NotificationTopic, PermissionCode } from '@hgsc/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { NodeOperationLogRow } from '../../platform/flow/tables.ts';
import { registerNotifier } from '../../platform/notify/notifiers.ts';
import { companies, draftsFor, type Telling } from '../company/index.ts';
import { auctionDeals, auctionSignUps, auctions } from './tables.ts';

const OWNERS: readonly PermissionCode[] = ['quote.auction'];
const BIDDERS: readonly PermissionCode[] = ['quote.bid'];

/** An auction's steps: its owner is told of the review and the close; the bidders of a cancellation and the close. */
const AUCTION_TOLD: Partial<Record<string, { kind: MessageKey; topic: NotificationTopic; bidders: boolean }>> = {
  approve: { kind: 'notify.auction.approved', topic: 'turn', bidders: false },
  reject: { kind: 'notify.auction.rejected', topic: 'turn', bidders: false },
  cancel: { kind: 'notify.auction.cancelled', topic: 'cancel', bidders: true },
  award: { kind: 'notify.auction.awarded', topic: 'end', bidders: true },
  fail: { kind: 'notify.auction.failed', topic: 'end', bidders: true },
};

registerNotifier('auction', async (db, step: NodeOperationLogRow) => {
  const told = AUCTION_TOLD[step.action];
  if (!told) return [];
  const [auction] = await db.select().from(auctions).where(eq(auctions.id, step.bizId));
  if (!auction) return [];
  const bidders = told.bidders
    ? await db
        .select({ companyId: auctionSignUps.companyId })
        .from(auctionSignUps)
        .where(
          and(eq(auctionSignUps.auctionId, auction.id), inArray(auctionSignUps.status, ['applied', 'approved', 'qualified'])),
        )
    : [];
  const tellings: Telling[] = [
    { companyId: auction.ownerCompanyId, permissions: OWNERS, kind: told.kind, topic: told.topic },
    ...bidders.map((b) => ({ companyId: b.companyId, permissions: BIDDERS, kind: told.kind, topic: told.topic })),
  ];
  const detail = step.detail as Record<string, unknown>;
  return draftsFor(
    db,
    tellings,
    { title: auction.title, no: auction.auctionNo, reason: typeof detail.reason === 'string' ? detail.reason : '' },
    `/bidDemand?id=${auction.id}`,
  );
});

/** A sign-up's steps: the owner is told of a new one; the bidder of each answer and of its deposit's course. */
const SIGN_UP_TOLD: Partial<Record<string, { to: 'owner' | 'bidder'; kind: MessageKey; topic: NotificationTopic }>> = {
  apply: { to: 'owner', kind: 'notify.auctionSignUp.applied', topic: 'turn' },
  approve: { to: 'bidder', kind: 'notify.auctionSignUp.approved', topic: 'turn' },
  reject: { to: 'bidder', kind: 'notify.auctionSignUp.rejected', topic: 'end' },
  confirmDeposit: { to: 'bidder', kind: 'notify.auctionSignUp.confirmed', topic: 'turn' },
  refuseDeposit: { to: 'bidder', kind: 'notify.auctionSignUp.refused', topic: 'turn' },
  release: { to: 'bidder', kind: 'notify.auctionSignUp.released', topic: 'end' },
};

registerNotifier('auctionSignUp', async (db, step: NodeOperationLogRow) => {
  const told = SIGN_UP_TOLD[step.action];
  if (!told) return [];
  const [found] = await db
    .select({
      signUp: auctionSignUps,
      title: auctions.title,
      auctionId: auctions.id,
      ownerCompanyId: auctions.ownerCompanyId,
      companyName: companies.name,
    })
    .from(auctionSignUps)
    .innerJoin(auctions, eq(auctions.id, auctionSignUps.auctionId))
    .innerJoin(companies, eq(companies.id, auctionSignUps.companyId))
    .where(eq(auctionSignUps.id, step.bizId));
  if (!found) return [];
  const owner = told.to === 'owner';
  const kind: MessageKey =
    step.action === 'approve' && step.toState === 'approved' ? 'notify.auctionSignUp.approvedPay' : told.kind;
  const detail = step.detail as Record<string, unknown>;
  return draftsFor(
    db,
    [
      {
        companyId: owner ? found.ownerCompanyId : found.signUp.companyId,
        permissions: owner ? OWNERS : BIDDERS,
        kind,
        topic: told.topic,
      },
    ],
    {
      title: found.title,
      company: found.companyName,
      amount: found.signUp.depositAmount ?? '',
      reason: typeof detail.reason === 'string' ? detail.reason : '',
    },
    owner ? `/manage/bidDemandCtnter?id=${found.auctionId}` : '/myBidDemand',
  );
});

/** A deal's contract steps: drawn up, the winner is told to sign; signed by one side, the other is. */
registerNotifier('auctionDeal', async (db, step: NodeOperationLogRow) => {
  if (step.action !== 'generate' && step.action !== 'sign') return [];
  const [found] = await db
    .select({ deal: auctionDeals, title: auctions.title })
    .from(auctionDeals)
    .innerJoin(auctions, eq(auctions.id, auctionDeals.auctionId))
    .where(eq(auctionDeals.id, step.bizId));
  if (!found) return [];
  const toOwner = step.actorRole === 'winner';
  const detail = step.detail as Record<string, unknown>;
  return draftsFor(
    db,
    [
      {
        companyId: toOwner ? found.deal.ownerCompanyId : found.deal.winnerCompanyId,
        permissions: ['contract.sign'],
        kind: step.action === 'generate' ? 'notify.auctionDeal.generated' : 'notify.auctionDeal.signed',
        topic: 'turn',
      },
    ],
    { title: found.title, contractNo: typeof detail.contractNo === 'string' ? detail.contractNo : '' },
    toOwner ? `/manage/bidDemandCtnter?id=${found.deal.auctionId}` : `/bidDemand?id=${found.deal.auctionId}`,
  );
});
