import { type MessageKey, type NotificationTopic, translate } from '@hgsc/contracts';
import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import { users } from '../auth/users.ts';
import type { AppContext } from '../context.ts';
import { anyOf } from '../db/any-of.ts';
import type { Db } from '../db/client.ts';
import { type NodeOperationLogRow, nodeOperationLogs } from '../flow/tables.ts';
import { enqueueJobIn, type JobHandlers } from '../jobs/queue.ts';
import type { JobRow } from '../jobs/tables.ts';
import { NOTIFY_JOB, type NotificationDraft, notifierOf } from './notifiers.ts';
import { choicesFor, smsMomentAfter } from './settings.ts';
import { notifications } from './tables.ts';

/** The job that sends one notification's SMS, at once or when the person's quiet hours end. */
export const NOTIFY_SMS_JOB = 'notify.sms';

/** One person told of one step. */
interface Telling {
  step: NodeOperationLogRow;
  draft: NotificationDraft;
}

/**
 * The steps with a notifier, and who each tells, by its kind's notifier: once a person a step, never the person who
 * took it.
 */
async function tellingsOf(ctx: AppContext, logIds: readonly number[]) {
  const found = await ctx.db
    .select()
    .from(nodeOperationLogs)
    .where(anyOf(nodeOperationLogs.id, [...new Set(logIds)]))
    .orderBy(asc(nodeOperationLogs.id));
  const steps = found.filter((step) => notifierOf(step.bizType));
  const tellings: Telling[] = [];
  for (const step of steps) {
    const drafts = (await notifierOf(step.bizType)?.(ctx.db, step)) ?? [];
    const told = drafts.filter((draft) => draft.userId !== step.actorUserId);
    for (const draft of new Map(told.map((d) => [d.userId, d])).values()) tellings.push({ step, draft });
  }
  return { steps, tellings };
}

/**
 * Each entity's last step that moved its state: the turns announced before it are answered. An entity's first step
 * (placed, created) has none announced before it.
 */
function lastMovesOf(steps: readonly NodeOperationLogRow[]): NodeOperationLogRow[] {
  const last = new Map<string, NodeOperationLogRow>();
  for (const step of steps)
    if (step.fromState !== null && step.fromState !== step.toState) last.set(`${step.bizType}:${step.bizId}`, step);
  return [...last.values()];
}

/**
 * The delivery of logged steps' notifications (the steps of a burst of jobs together): for each step, its kind's
 * notifier says who to tell; each person gets one notification per step, whatever the number of runs. A topic the
 * person keeps out of its inbox is written already read (kept, not announced); one it wants by SMS queues that SMS in
 * the same transaction, so a retry that finds the notification written finds its SMS queued too.
 */
export async function deliverSteps(ctx: AppContext, logIds: readonly number[]): Promise<{ delivered: number }> {
  const { steps, tellings } = await tellingsOf(ctx, logIds);
  const moves = lastMovesOf(steps);
  if (tellings.length === 0 && moves.length === 0) return { delivered: 0 };
  const choices = await choicesFor(ctx.db, [...new Set(tellings.map((t) => t.draft.userId))]);
  const now = new Date();
  const delivered = await ctx.db.transaction(async (tx) => {
    const written =
      tellings.length === 0
        ? []
        : await tx
            .insert(notifications)
            .values(
              tellings.map(({ step, draft }) => ({
                userId: draft.userId,
                companyId: draft.companyId,
                kind: draft.kind,
                params: draft.params,
                bizType: step.bizType,
                bizId: step.bizId,
                stepId: step.id,
                topic: draft.topic,
                link: draft.link,
                dedupeKey: `step:${step.id}:${draft.userId}`,
                readAt: choices.get(draft.userId)?.wants(draft.topic, 'inbox') === false ? now : null,
              })),
            )
            .onConflictDoNothing()
            .returning({ id: notifications.id, userId: notifications.userId, topic: notifications.topic });
    // After the writes: a turn this batch announces is answered by a later step of the batch as by one delivered later.
    for (const step of moves) await answerEarlierTurns(tx, step);
    for (const row of written) {
      const chosen = choices.get(row.userId);
      if (!chosen?.wants(row.topic as NotificationTopic, 'sms')) continue;
      await enqueueJobIn(tx, {
        kind: NOTIFY_SMS_JOB,
        payload: { notificationId: row.id },
        runAt: smsMomentAfter(now, chosen.quietStart, chosen.quietEnd),
      });
    }
    return written.length;
  });
  return { delivered };
}

/**
 * Once an entity's state moves on, the turns announced before are answered (taken, or passed by a cancellation or a
 * close): they are marked read, so the bell counts only what waits for the person now.
 */
async function answerEarlierTurns(tx: Db, step: NodeOperationLogRow) {
  await tx
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.bizType, step.bizType),
        eq(notifications.bizId, step.bizId),
        eq(notifications.topic, 'turn'),
        isNull(notifications.readAt),
        lt(notifications.stepId, step.id),
      ),
    );
}

/**
 * Sends notifications' SMS to their people's mobiles (in Chinese, as the platform's SMS are), through the SMS
 * provider (the outbox by default). Marked sent before they go, so a job run twice sends each once; a refusal of the
 * provider unmarks those not sent and the jobs are retried.
 */
export async function sendNotificationSms(ctx: AppContext, ids: readonly number[]): Promise<{ sent: number }> {
  const marked = await ctx.db
    .update(notifications)
    .set({ smsSentAt: new Date() })
    .where(and(anyOf(notifications.id, [...new Set(ids)]), isNull(notifications.smsSentAt)))
    .returning();
  if (marked.length === 0) return { sent: 0 };
  const mobiles = new Map(
    (
      await ctx.db
        .select({ id: users.id, mobile: users.mobile })
        .from(users)
        .where(
          anyOf(
            users.id,
            marked.map((n) => n.userId),
          ),
        )
    ).map((user) => [user.id, user.mobile]),
  );
  let sent = 0;
  for (const [index, notification] of marked.entries()) {
    const mobile = mobiles.get(notification.userId);
    if (!mobile) continue;
    try {
      await ctx.sms.send({
        mobile,
        purpose: 'notice',
        content: `【化工商城】${translate(notification.kind as MessageKey, 'zh', notification.params)}`,
      });
      sent += 1;
    } catch (error) {
      const unsent = marked.slice(index).map((n) => n.id);
      await ctx.db.update(notifications).set({ smsSentAt: null }).where(anyOf(notifications.id, unsent));
      throw error;
    }
  }
  return { sent };
}

const logIdsOf = (job: JobRow) => (job.payload.logIds as number[] | undefined) ?? [];

export const NOTIFY_JOB_HANDLERS: JobHandlers = {
  [NOTIFY_JOB]: { batch: (ctx, jobs) => deliverSteps(ctx, jobs.flatMap(logIdsOf)) },
  [NOTIFY_SMS_JOB]: {
    batch: (ctx, jobs) =>
      sendNotificationSms(
        ctx,
        jobs.map((job) => Number(job.payload.notificationId)),
      ),
  },
};
