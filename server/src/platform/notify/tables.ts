import type { NotificationChannel, NotificationTopic } from '@hgsc/contracts';
import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A person's in-app notifications: one row per person told about a step of an entity (an order waiting for them…).
 * The words are kept as a message key and its values, so each reader reads them in the language of the page; `link`
 * is the page of the object. `dedupeKey` makes a delivery that runs again (a retried job) write nothing twice.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** The company the person is told as (its side of the object); null when it is the person's own business. */
    companyId: bigint('company_id', { mode: 'number' }),
    /** The message key of what the person is told, read with `params`. */
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default(sql`'{}'::jsonb`),
    bizType: text('biz_type').notNull(),
    bizId: bigint('biz_id', { mode: 'number' }).notNull(),
    /** The step it tells of (the node operation log's row), and what it is about. */
    stepId: bigint('step_id', { mode: 'number' }),
    topic: text('topic').$type<NotificationTopic>(),
    link: text('link').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When its SMS went to the provider: set before sending, so a retried job never sends it twice. */
    smsSentAt: timestamp('sms_sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_dedupe_unique').on(t.dedupeKey),
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    index('notifications_entity_idx').on(t.bizType, t.bizId).where(sql`${t.readAt} is null`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * A person's choices of how to be told (per topic: inbox, SMS) and the China times between which no SMS is sent.
 * No row: the defaults (DEFAULT_NOTIFICATION_CHOICES, DEFAULT_QUIET_HOURS).
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  choices: jsonb('choices').$type<Partial<Record<NotificationTopic, Record<NotificationChannel, boolean>>>>().notNull(),
  quietStart: text('quiet_start').notNull(),
  quietEnd: text('quiet_end').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
