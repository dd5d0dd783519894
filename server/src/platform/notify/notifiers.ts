import type { MessageKey, NotificationTopic } from '@hgsc/contracts';
import type { Db } from '../db/client.ts';
import type { NodeOperationLogRow } from '../flow/tables.ts';
import { enqueueJobIn } from '../jobs/queue.ts';

/** One person to tell about a step, and what to tell them. */
export interface NotificationDraft {
  userId: number;
  companyId: number | null;
  /** The message key of what the person is told, read with `params`. */
  kind: MessageKey;
  /** What it is about, as the person chooses how to be told (inbox, SMS). */
  topic: NotificationTopic;
  params: Record<string, string | number>;
  /** The page of the object, below the site root (/order/12). */
  link: string;
}

/**
 * Who a step of an entity of this kind concerns and what they are told: the parties whose turn it now is, the side
 * whose request was answered. Runs in the delivery job, after the step's transaction committed, on the pool.
 */
export type Notifier = (db: Db, step: NodeOperationLogRow) => Promise<NotificationDraft[]>;

const notifiers = new Map<string, Notifier>();

/** A module says how the steps of its entities notify (once, when it loads). */
export function registerNotifier(bizType: string, notifier: Notifier): void {
  notifiers.set(bizType, notifier);
}

export const notifierOf = (bizType: string): Notifier | undefined => notifiers.get(bizType);

/** The job that delivers the notifications of logged steps. */
export const NOTIFY_JOB = 'notify.steps';

/**
 * Queues the delivery of the notifications of steps just logged, in the steps' own transaction: the job exists
 * exactly when the steps do (a step rolled back notifies no one), and runs after the commit, never inside it.
 */
export async function queueStepNotifications(tx: Db, steps: readonly Pick<NodeOperationLogRow, 'id' | 'bizType'>[]) {
  const logIds = steps.filter((step) => notifiers.has(step.bizType)).map((step) => step.id);
  if (logIds.length === 0) return;
  await enqueueJobIn(tx, { kind: NOTIFY_JOB, payload: { logIds } });
}
