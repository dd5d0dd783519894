import { type NotificationSettings, notificationRoutes } from '@hgsc/contracts';
import { call } from '../../shared/request/call.ts';

/** The notification centre: the signed-in person's inbox, its unread count (the bell), marking read. */
export const notificationApi = {
  list: (body: { current: number; size: number; unread?: boolean }) => call(notificationRoutes.list, body),
  unreadCount: () => call(notificationRoutes.unreadCount),
  /** Marks these read, or every unread one without ids. */
  read: (ids?: number[]) => call(notificationRoutes.read, ids ? { ids } : {}),
  settings: () => call(notificationRoutes.settings),
  saveSettings: (body: NotificationSettings) => call(notificationRoutes.saveSettings, body),
};

export const NOTIFICATION_KEY = ['notification'] as const;
export const NOTIFICATION_LIST_KEY = ['notification', 'list'] as const;
export const UNREAD_COUNT_KEY = ['notification', 'unreadCount'] as const;
export const SETTINGS_KEY = ['notification', 'settings'] as const;

/** How often the bell asks again while a page is open (the server delivers within its job poll, 5 s by default). */
export const BELL_REFRESH_MS = 20_000;
