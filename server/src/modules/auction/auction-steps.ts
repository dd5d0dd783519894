import type { Auction, Language } from '@hgsc/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Caller } from '../../platform/auth/caller.ts';
import type { Db } from '../../platform/db/client.ts';
import { takeStep } from '../../platform/flow/engine.ts';
import { invalidField, wrongState } from '../../platform/http/app-error.ts';
import { readAuction } from './auction-view.ts';
import { AUCTION_BINDING, SIGN_UP_BINDING } from './bindings.ts';
import { publishClosed } from './live.ts';
import { auctionSignUps } from './tables.ts';

const ownerActor = (caller: Caller) => ({ party: 'owner' as const, userId: caller.userId, companyId: caller.company.companyId });
const operatorActor = (userId: number) => ({ party: 'operator' as const, userId, companyId: null });
const asOwner = (caller: Caller) => ({ companyId: caller.company.companyId, operator: false });
const asOperator = { companyId: null, operator: true };

/** /auctionTrust/submit: the owner sends its draft for review; its sign-up must still be ahead. */
export async function submitAuction(tx: Db, caller: Caller, id: number, lang: Language): Promise<Auction> {
  const row = await AUCTION_BINDING.lock(tx, id);
  if (row?.ownerCompanyId === caller.company.companyId && row.status === 'draft' && row.signupStart.getTime() <= Date.now())
    throw invalidField('signupStart', 'auction.timesPast');
  await takeStep(tx, AUCTION_BINDING, {
    id,
    action: 'submit',
    actor: ownerActor(caller),
    changes: { submittedAt: new Date(), rejectReason: null },
    lang,
  });
  return readAuction(tx, id, asOwner(caller), lang);
}

/** /auctionTrust/audit/approve: the operator publishes it, unless bidding would already have opened. */
export async function approveAuction(tx: Db, operatorId: number, id: number, lang: Language): Promise<Auction> {
  const row = await AUCTION_BINDING.lock(tx, id);
  if (row?.status === 'pending' && row.openAt.getTime() <= Date.now()) throw wrongState('auction.openPast');
  await takeStep(tx, AUCTION_BINDING, {
    id,
    action: 'approve',
    actor: operatorActor(operatorId),
    changes: { publishedAt: new Date() },
    lang,
  });
  return readAuction(tx, id, asOperator, lang);
}

/** /auctionTrust/audit/reject: back to its owner as a draft, with the reason it reads. */
export async function rejectAuction(tx: Db, operatorId: number, id: number, reason: string, lang: Language): Promise<Auction> {
  await takeStep(tx, AUCTION_BINDING, {
    id,
    action: 'reject',
    actor: operatorActor(operatorId),
    changes: { rejectReason: reason },
    detail: { reason },
    lang,
  });
  return readAuction(tx, id, asOperator, lang);
}

/**
 * /auctionTrust/cancel (the owner) and /auctionTrust/audit/cancel (the operator): before bidding opens; every deposit
 * declared or frozen goes back, each a step of its sign-up (its bidder told).
 */
export async function cancelAuction(
  tx: Db,
  by: { caller: Caller } | { operatorId: number },
  id: number,
  reason: string,
  lang: Language,
): Promise<Auction> {
  const cancelled = await takeStep(tx, AUCTION_BINDING, {
    id,
    action: 'cancel',
    actor: 'caller' in by ? ownerActor(by.caller) : operatorActor(by.operatorId),
    changes: { cancelReason: reason },
    detail: { reason },
    lang,
  });
  await publishClosed(tx, id, cancelled.lastSeq, 'cancelled');
  await releaseDeposits(tx, id, 'cancelled');
  return readAuction(tx, id, 'caller' in by ? asOwner(by.caller) : asOperator, lang);
}

/** Every deposit of the auction declared or frozen goes back (but the kept ones: the winners'), saying why. */
export async function releaseDeposits(
  tx: Db,
  auctionId: number,
  reason: 'cancelled' | 'notWon' | 'failed',
  keep: readonly number[] = [],
) {
  const held = await tx
    .select({ id: auctionSignUps.id, companyId: auctionSignUps.companyId })
    .from(auctionSignUps)
    .where(and(eq(auctionSignUps.auctionId, auctionId), inArray(auctionSignUps.deposit, ['declared', 'frozen'])));
  for (const signUp of held) {
    if (keep.includes(signUp.companyId)) continue;
    await takeStep(tx, SIGN_UP_BINDING, {
      id: signUp.id,
      action: 'release',
      actor: { party: 'system', userId: null, companyId: null },
      changes: { deposit: 'released', depositOutcome: reason },
      detail: { reason },
    });
  }
}
