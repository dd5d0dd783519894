import { type Language, type MessageKey, type Notification, type Page, type PageQuery, toPage, translate } from '@hgsc/contracts';
import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { type NotificationRow, notifications } from '../../platform/notify/tables.ts';

const toNotification = (row: NotificationRow, lang: Language): Notification => ({
  id: row.id,
  title: translate(row.kind as MessageKey, lang, row.params),
  bizType: row.bizType,
  bizId: row.bizId,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

/** POST /notification/list: the caller's notifications, newest first, in the caller's language; `unread` narrows. */
export async function listNotifications(
  db: Db,
  userId: number,
  query: PageQuery & { unread?: boolean | undefined },
  lang: Language,
): Promise<Page<Notification>> {
  const where = and(eq(notifications.userId, userId), query.unread ? isNull(notifications.readAt) : undefined) as SQL;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.id))
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return toPage(
    rows.map((row) => toNotification(row, lang)),
    total?.n ?? 0,
    query,
  );
}

/** GET /notification/unreadCount: the bell's number. */
export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}
