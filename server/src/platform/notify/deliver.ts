import { type MessageKey, translate } from '@hgsc/contracts';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { users } from '../auth/users.ts';
import type { AppContext } from '../context.ts';
import { type NodeOperationLogRow, nodeOperationLogs } from '../flow/tables.ts';
import { enqueueJobIn, type JobHandler } from '../jobs/queue.ts';
import { NOTIFY_JOB, notifierOf } from './notifiers.ts';
import { choicesFor, smsMomentAfter } from './settings.ts';
import { notifications } from './tables.ts';

/** The job that sends one notification's SMS, at once or when the person's quiet hours end. */
export const NOTIFY_SMS_JOB = 'notify.sms';

/**
 * The delivery job: for each logged step, its kind's notifier says who to tell; each person gets one notification
 * per step, whatever the number of runs, and never the person who took the step. A topic the person keeps out of its
 * inbox is written already read (kept, not announced); one it wants by SMS queues that SMS in the same transaction,
 * so a retry that finds the notification written finds its SMS queued too.
 */
export const deliverStepNotifications: JobHandler = async (ctx: AppContext, job) => {
  const logIds = (job.payload.logIds as number[] | undefined) ?? [];
  if (logIds.length === 0) return { delivered: 0 };
  const steps = await ctx.db.select().from(nodeOperationLogs).where(inArray(nodeOperationLogs.id, logIds));
  let delivered = 0;
  for (const step of steps) {
    const notifier = notifierOf(step.bizType);
    if (!notifier) continue;
    // An entity's first step (placed, created) has no turn announced before it.
    if (step.fromState !== null && step.fromState !== step.toState) await answerEarlierTurns(ctx, step);
    const drafts = (await notifier(ctx.db, step)).filter((draft) => draft.userId !== step.actorUserId);
    const unique = [...new Map(drafts.map((draft) => [draft.userId, draft])).values()];
    if (unique.length === 0) continue;
    const choices = await choicesFor(
      ctx.db,
      unique.map((draft) => draft.userId),
    );
    const now = new Date();
    delivered += await ctx.db.transaction(async (tx) => {
      const written = await tx
        .insert(notifications)
        .values(
          unique.map((draft) => ({
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
        .returning({ id: notifications.id, userId: notifications.userId });
      for (const row of written) {
        const chosen = choices.get(row.userId);
        const topic = unique.find((draft) => draft.userId === row.userId)?.topic;
        if (!chosen || !topic || !chosen.wants(topic, 'sms')) continue;
        await enqueueJobIn(tx, {
          kind: NOTIFY_SMS_JOB,
          payload: { notificationId: row.id },
          runAt: smsMomentAfter(now, chosen.quietStart, chosen.quietEnd),
        });
      }
      return written.length;
    });
  }
  return { delivered };
};

/**
 * Once an entity's state moves on, the turns announced before are answered (taken, or passed by a cancellation or a
 * close): they are marked read, so the bell counts only what waits for the person now.
 */
async function answerEarlierTurns(ctx: AppContext, step: NodeOperationLogRow) {
  await ctx.db
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
 * Sends one notification's SMS to the person's mobile (in Chinese, as the platform's SMS are), through the SMS
 * provider (the outbox by default). Marked sent before it goes, so a job run twice sends it once; a refusal of the
 * provider unmarks it and the job is retried.
 */
export const sendNotificationSms: JobHandler = async (ctx: AppContext, job) => {
  const id = Number(job.payload.notificationId);
  const [marked] = await ctx.db
    .update(notifications)
    .set({ smsSentAt: new Date() })
    .where(and(eq(notifications.id, id), isNull(notifications.smsSentAt)))
    .returning();
  if (!marked) return { sent: 0 };
  const [user] = await ctx.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, marked.userId));
  if (!user?.mobile) return { sent: 0 };
  try {
    await ctx.sms.send({
      mobile: user.mobile,
      purpose: 'notice',
      content: `【化工商城】${translate(marked.kind as MessageKey, 'zh', marked.params)}`,
    });
  } catch (error) {
    await ctx.db.update(notifications).set({ smsSentAt: null }).where(eq(notifications.id, id));
    throw error;
  }
  return { sent: 1 };
};

export const NOTIFY_JOB_HANDLERS = { [NOTIFY_JOB]: deliverStepNotifications, [NOTIFY_SMS_JOB]: sendNotificationSms };
