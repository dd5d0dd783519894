import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { takeStep } from '../../platform/flow/engine.ts';
import type { JobHandler } from '../../platform/jobs/queue.ts';
import { SIGN_UP_BINDING } from './bindings.ts';
import { auctionDeals, auctionSignUps } from './tables.ts';

/**
 * A deal whose contract was not signed by both by its due time is in default (违约): it ends there, and the winner's
 * deposit, kept for the contract, is forfeited (罚没). Under the deal's lock, so a signature committing meanwhile wins.
 */
export async function defaultDeal(tx: Db, id: number, now = new Date()): Promise<boolean> {
  const [deal] = await tx.select().from(auctionDeals).where(eq(auctionDeals.id, id)).for('update');
  if (!deal || (deal.status !== 'awaiting' && deal.status !== 'signing') || deal.dueAt.getTime() > now.getTime()) return false;
  await tx.update(auctionDeals).set({ status: 'defaulted', updatedAt: now }).where(eq(auctionDeals.id, id));
  const [signUp] = await tx
    .select({ id: auctionSignUps.id })
    .from(auctionSignUps)
    .where(
      and(
        eq(auctionSignUps.auctionId, deal.auctionId),
        eq(auctionSignUps.companyId, deal.winnerCompanyId),
        eq(auctionSignUps.deposit, 'frozen'),
      ),
    );
  if (signUp)
    await takeStep(tx, SIGN_UP_BINDING, {
      id: signUp.id,
      action: 'forfeit',
      actor: { party: 'system', userId: null, companyId: null },
      changes: { deposit: 'forfeited', depositOutcome: 'contractNotSigned' },
      detail: { reason: 'contractNotSigned', dealNo: deal.dealNo },
    });
  return true;
}

export const DEFAULT_DEALS_JOB = 'auction.defaultDeals';

/** The sweep of deals past their due time, a transaction each. */
export const defaultDealsJob: JobHandler = async (ctx) => {
  const due = await ctx.db
    .select({ id: auctionDeals.id })
    .from(auctionDeals)
    .where(and(inArray(auctionDeals.status, ['awaiting', 'signing']), lte(auctionDeals.dueAt, new Date())))
    .orderBy(asc(auctionDeals.dueAt))
    .limit(100);
  let defaulted = 0;
  for (const { id } of due) if (await ctx.db.transaction((tx) => defaultDeal(tx, id))) defaulted += 1;
  return { defaulted };
};
