import { chinaDate, ORDER_STATUS, shiftDay } from '@hgsc/contracts';
import { and, asc, eq, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import type { JobHandler } from '../../../platform/jobs/queue.ts';
import { recordOrderEvent } from '../order-events.ts';
import { orders } from '../tables.ts';

export const REMIND_OVERDUE_JOB = 'order.remindOverdue';
/** A balance still unpaid is brought up again after this many days. */
export const REMIND_AGAIN_DAYS = 7;
/** Orders reminded per sweep at most; the next sweep takes the rest. */
const BATCH = 500;

/** The China day an order settled on, as the database computes it. */
const settledOn = sql`((${orders.settledAt} at time zone 'UTC') + interval '8 hours')::date`;

/**
 * Waiting for its balance (75) past the day it fell due — the settlement's day plus the days the terms give — and not
 * reminded within REMIND_AGAIN_DAYS.
 */
function overdueOn(today: string): SQL {
  return and(
    eq(orders.status, ORDER_STATUS.BALANCE_DUE),
    sql`${settledOn} + ${orders.dueDays} < ${today}::date`,
    or(isNull(orders.overdueRemindedOn), lte(orders.overdueRemindedOn, shiftDay(today, -REMIND_AGAIN_DAYS))),
  ) as SQL;
}

async function remindOne(tx: Db, id: number, today: string): Promise<boolean> {
  const [order] = await tx
    .select({ id: orders.id, status: orders.status, settledAt: orders.settledAt, dueDays: orders.dueDays })
    .from(orders)
    .where(and(eq(orders.id, id), overdueOn(today)))
    .for('update');
  if (!order?.settledAt) return false;
  await tx.update(orders).set({ overdueRemindedOn: today }).where(eq(orders.id, id));
  // The step tells both sides (notify-turns.ts); the order's timeline keeps it.
  await recordOrderEvent(tx, {
    orderId: id,
    action: 'remindOverdue',
    party: 'system',
    actorUserId: null,
    companyId: null,
    fromStatus: order.status,
    toStatus: order.status,
    detail: { dueOn: shiftDay(chinaDate(order.settledAt), order.dueDays) },
  });
  return true;
}

/**
 * The overdue sweep (a durable job): each order whose balance fell due and is still unconfirmed is brought to both
 * sides once, then again every REMIND_AGAIN_DAYS while it stays unpaid — each in its own transaction, checked again
 * under its lock, so one paid meanwhile is left alone.
 */
export async function remindOverdueBalances(ctx: AppContext, now = new Date()): Promise<{ reminded: number[] }> {
  const today = chinaDate(now);
  const due = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(overdueOn(today))
    .orderBy(asc(orders.settledAt))
    .limit(BATCH);
  const reminded: number[] = [];
  for (const { id } of due) if (await ctx.db.transaction((tx) => remindOne(tx, id, today))) reminded.push(id);
  return { reminded };
}

export const remindOverdueJob: JobHandler = async (ctx) => {
  const { reminded } = await remindOverdueBalances(ctx);
  return { reminded: reminded.length };
};
