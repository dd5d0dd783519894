import {
  DEFAULT_NOTIFICATION_CHOICES,
  DEFAULT_QUIET_HOURS,
  NOTIFICATION_TOPICS,
  type NotificationChannel,
  type NotificationSettings,
  type NotificationTopic,
} from '@hgsc/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notificationSettings } from './tables.ts';

/** A person's choices as the delivery reads them: whether a topic goes to a channel, and the quiet hours. */
export interface Choices {
  wants(topic: NotificationTopic, channel: NotificationChannel): boolean;
  quietStart: string;
  quietEnd: string;
}

type Row = typeof notificationSettings.$inferSelect;

const choicesOf = (row: Row | undefined): Choices => ({
  wants: (topic, channel) => row?.choices[topic]?.[channel] ?? DEFAULT_NOTIFICATION_CHOICES[topic][channel],
  quietStart: row?.quietStart ?? DEFAULT_QUIET_HOURS.quietStart,
  quietEnd: row?.quietEnd ?? DEFAULT_QUIET_HOURS.quietEnd,
});

/** The choices of these people (the defaults for those who made none). */
export async function choicesFor(db: Db, userIds: readonly number[]): Promise<Map<number, Choices>> {
  const rows =
    userIds.length === 0
      ? []
      : await db
          .select()
          .from(notificationSettings)
          .where(inArray(notificationSettings.userId, [...userIds]));
  return new Map(userIds.map((id) => [id, choicesOf(rows.find((row) => row.userId === id))]));
}

/** GET /notification/settings: every topic's channels and the quiet hours, as the person chose or by default. */
export async function settingsOf(db: Db, userId: number): Promise<NotificationSettings> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  const choices = choicesOf(row);
  return {
    topics: NOTIFICATION_TOPICS.map((topic) => ({
      topic,
      inbox: choices.wants(topic, 'inbox'),
      sms: choices.wants(topic, 'sms'),
    })),
    quietStart: choices.quietStart,
    quietEnd: choices.quietEnd,
  };
}

/** POST /notification/settings/save: the topics sent replace their choices; the others keep theirs. */
export async function saveSettings(tx: Db, userId: number, input: NotificationSettings): Promise<NotificationSettings> {
  const current = await settingsOf(tx, userId);
  const topics = current.topics.map(({ topic, inbox, sms }) => {
    const sent = input.topics.find((t) => t.topic === topic);
    return { topic, inbox: sent?.inbox ?? inbox, sms: sent?.sms ?? sms };
  });
  const choices = Object.fromEntries(topics.map(({ topic, ...channels }) => [topic, channels]));
  const values = { choices, quietStart: input.quietStart, quietEnd: input.quietEnd, updatedAt: new Date() };
  await tx
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: values });
  // The answer is what was written: every topic's choices, and the quiet hours sent.
  return { topics, quietStart: input.quietStart, quietEnd: input.quietEnd };
}

const CHINA_OFFSET_MS = 8 * 3_600_000;
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * When an SMS may go: `now`, or the end of the person's quiet hours (China time) when `now` falls inside them. The
 * window may pass midnight (22:00–08:00); equal ends mean none.
 */
export function smsMomentAfter(now: Date, quietStart: string, quietEnd: string): Date {
  const start = minutesOf(quietStart);
  const end = minutesOf(quietEnd);
  if (start === end) return now;
  const china = new Date(now.getTime() + CHINA_OFFSET_MS);
  const minute = china.getUTCHours() * 60 + china.getUTCMinutes();
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!inside) return now;
  const untilEnd = (end - minute + 24 * 60) % (24 * 60);
  const at = new Date(now.getTime() + untilEnd * 60_000);
  at.setUTCSeconds(0, 0);
  return at;
}
