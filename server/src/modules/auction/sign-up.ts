import {
  type BidDepositStatus,
  depositOf,
  type Language,
  type SignUp,
  type SignUpApplyBody,
  type SignUpStatus,
  signUpStatusLabelKey,
} from '@hgsc/contracts';
import { and, eq } from 'drizzle-orm';
import type { Caller } from '../../platform/auth/caller.ts';
import type { Db } from '../../platform/db/client.ts';
import { recordNodeOperation } from '../../platform/flow/node-log.ts';
import { forbidden, notFound, wrongState } from '../../platform/http/app-error.ts';
import { mayRead } from './auction-view.ts';
import { AUCTION_BINDING, phaseOf } from './bindings.ts';
import { readSignUp } from './sign-up-view.ts';
import { auctionSignUps, auctionWhiteList } from './tables.ts';

/** Whether the company is on the owner's white list. */
export async function isWhitelisted(db: Db, ownerCompanyId: number, companyId: number): Promise<boolean> {
  const [found] = await db
    .select({ id: auctionWhiteList.id })
    .from(auctionWhiteList)
    .where(and(eq(auctionWhiteList.ownerCompanyId, ownerCompanyId), eq(auctionWhiteList.companyId, companyId)));
  return found !== undefined;
}

/**
 * /csSignUp/apply: the company signs up to bid, during the sign-up window, once per auction, never to its own, and to
 * a white-list-only auction only from the owner's list. The auction's row is locked so that a sign-up and the
 * owner's cancellation cannot cross. The deposit it will pay is fixed now, from the rules published.
 */
export async function applyForAuction(tx: Db, caller: Caller, body: SignUpApplyBody, lang: Language): Promise<SignUp> {
  const companyId = caller.company.companyId;
  const auction = await AUCTION_BINDING.lock(tx, body.auctionId);
  if (!auction || !mayRead(auction, { companyId, operator: false })) throw notFound('auction.notFound');
  if (auction.ownerCompanyId === companyId) throw forbidden('auction.signUp.ownAuction');
  if (auction.status !== 'published' || phaseOf(auction) !== 'signup') throw wrongState('auction.signUp.closed');
  if (auction.rules.whitelistOnly && !(await isWhitelisted(tx, auction.ownerCompanyId, companyId)))
    throw forbidden('auction.signUp.notWhitelisted');
  const amount = depositOf(auction.rules);
  const deposit: BidDepositStatus = amount === null ? 'none' : 'unpaid';
  const status: SignUpStatus = 'applied';
  const [created] = await tx
    .insert(auctionSignUps)
    .values({
      auctionId: auction.id,
      companyId,
      userId: caller.userId,
      contactName: body.contactName,
      contactMobile: body.contactMobile,
      remark: body.remark,
      status,
      deposit,
      depositAmount: amount,
    })
    .onConflictDoNothing()
    .returning({ id: auctionSignUps.id });
  if (!created) throw wrongState('auction.signUp.already');
  await recordNodeOperation(tx, {
    bizType: 'auctionSignUp',
    bizId: created.id,
    node: signUpStatusLabelKey(status),
    action: 'apply',
    actorRole: 'bidder',
    actorUserId: caller.userId,
    companyId,
    fromState: null,
    toState: status,
    detail: { auctionId: auction.id, deposit: amount },
  });
  return readSignUp(tx, created.id, { companyId, operator: false }, lang);
}
