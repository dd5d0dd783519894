import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { notifications } from '../../platform/notify/tables.ts';

/**
 * POST /notification/read: marks the caller's notifications `ids` read (another person's ids are not the caller's to
 * mark and change nothing), or all its unread ones. Answers how many it marked; marking a read one again counts none.
 */
export async function readNotifications(tx: Db, userId: number, ids: readonly number[] | undefined): Promise<number> {
  const marked = await tx
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === undefined ? undefined : inArray(notifications.id, [...ids]),
      ) as SQL,
    )
    .returning({ id: notifications.id });
  return marked.length;
}
