import { ORDER_STATUS } from '@hgsc/contracts';
import { and, asc, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { JobHandler } from '../../platform/jobs/queue.ts';
import { applyOrderAction } from './apply-action.ts';
import { orders } from './tables.ts';

export const CLOSE_EXPIRED_JOB = 'order.closeExpired';
const S = ORDER_STATUS;
const UNSIGNED = [S.WAIT_CONTRACT, S.NONE_SIGNED, S.SELLER_TO_SIGN, S.BUYER_TO_SIGN];
const HOUR_MS = 3600 * 1000;
/** Orders closed per sweep at most; the next sweep takes the rest. */
const BATCH = 500;

/** Orders waiting too long: a contract not signed by both within the limit of placement, or unpaid since the contract. */
function expired(ctx: AppContext, now: Date): SQL {
  const contractDeadline = new Date(now.getTime() - ctx.config.ORDER_CONTRACT_TIMEOUT_HOURS * HOUR_MS);
  const paymentDeadline = new Date(now.getTime() - ctx.config.ORDER_PAYMENT_TIMEOUT_HOURS * HOUR_MS);
  return or(
    and(inArray(orders.status, UNSIGNED), lte(orders.createdAt, contractDeadline)),
    and(inArray(orders.status, [S.CONTRACT_COMPLETE]), lte(orders.statusChangedAt, paymentDeadline)),
  ) as SQL;
}

/**
 * The close sweep (a durable job, platform/jobs): each expired order is closed (101) by the system
 * through the order-flow table in its own transaction — the row is locked and checked again, so an
 * order signed or paid meanwhile (or closed by another process) is left alone. Stock returns.
 */
export async function closeExpiredOrders(ctx: AppContext, now = new Date()): Promise<{ closed: number[] }> {
  const candidates = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(expired(ctx, now))
    .orderBy(asc(orders.id))
    .limit(BATCH);
  const closed: number[] = [];
  for (const { id } of candidates) {
    try {
      await ctx.db.transaction(async (tx) => {
        const [still] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(expired(ctx, now), inArray(orders.id, [id])))
          .for('update');
        if (!still) return;
        await applyOrderAction(tx, {
          orderId: id,
          action: 'close',
          party: 'system',
          actorUserId: null,
          detail: { reason: 'timeout' },
        });
        closed.push(id);
      });
    } catch (error) {
      // Moved on meanwhile: nothing to close.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return { closed };
}

export const closeExpiredJob: JobHandler = async (ctx) => {
  const { closed } = await closeExpiredOrders(ctx);
  return { closed: closed.length };
};
