import { inArray } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { nodeOperationLogs } from '../flow/tables.ts';
import type { JobHandler } from '../jobs/queue.ts';
import { NOTIFY_JOB, notifierOf } from './notifiers.ts';
import { notifications } from './tables.ts';

/**
 * The delivery job: for each logged step, its kind's notifier says who to tell; each person gets one notification
 * per step, whatever the number of runs (a retry after a failure half-way writes only what is missing), and never
 * the person who took the step.
 */
export const deliverStepNotifications: JobHandler = async (ctx: AppContext, job) => {
  const logIds = (job.payload.logIds as number[] | undefined) ?? [];
  if (logIds.length === 0) return { delivered: 0 };
  const steps = await ctx.db.select().from(nodeOperationLogs).where(inArray(nodeOperationLogs.id, logIds));
  let delivered = 0;
  for (const step of steps) {
    const notifier = notifierOf(step.bizType);
    if (!notifier) continue;
    const drafts = (await notifier(ctx.db, step)).filter((draft) => draft.userId !== step.actorUserId);
    const unique = [...new Map(drafts.map((draft) => [draft.userId, draft])).values()];
    if (unique.length === 0) continue;
    const written = await ctx.db
      .insert(notifications)
      .values(
        unique.map((draft) => ({
          userId: draft.userId,
          companyId: draft.companyId,
          kind: draft.kind,
          params: draft.params,
          bizType: step.bizType,
          bizId: step.bizId,
          link: draft.link,
          dedupeKey: `step:${step.id}:${draft.userId}`,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: notifications.id });
    delivered += written.length;
  }
  return { delivered };
};

export const NOTIFY_JOB_HANDLERS = { [NOTIFY_JOB]: deliverStepNotifications };
