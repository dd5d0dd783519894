import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { fieldError, idField } from './fields.ts';
import { defineRoute } from './route.ts';

/**
 * The notification centre: a signed-in person's inbox of the turns that passed to them (a new order to take, a
 * contract to sign, a payment to confirm, a cancellation to answer) and of the answers to what they asked. Each
 * links to its object; reading one, or all, marks them read.
 */

/** POST /notification/list: the caller's notifications, newest first; `unread` only those not read yet. */
export const notificationListBody = pageQuerySchema.extend({ unread: z.boolean().optional() }).strict().nullish();

/** POST /notification/read: marks these notifications of the caller read, or all of them without `ids`. */
export const notificationReadBody = z
  .object({ ids: z.array(idField, { error: fieldError }).min(1, { error: 'field.required' }).max(200).optional() })
  .strict()
  .nullish();

export const notificationSchema = z.object({
  id: z.number().int(),
  /** What it is about, in the caller's language. */
  title: z.string(),
  /** The kind of object and its id (an order). */
  bizType: z.string(),
  bizId: z.number().int(),
  /** The page of the object, below the site root. */
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** What a notification is about, as a person chooses how to be told: its turn, a cancellation, an order's end. */
export const NOTIFICATION_TOPICS = ['turn', 'cancel', 'end'] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

/** How a person is told: the inbox (the bell), and an SMS to its verified mobile. */
export const NOTIFICATION_CHANNELS = ['inbox', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Without a choice of its own: every topic in the inbox; an SMS for a turn and a cancellation, not for an end. */
export const DEFAULT_NOTIFICATION_CHOICES: Record<NotificationTopic, Record<NotificationChannel, boolean>> = {
  turn: { inbox: true, sms: true },
  cancel: { inbox: true, sms: true },
  end: { inbox: true, sms: false },
};
/** No SMS between these China times (held until the end): 22:00–08:00 unless the person says otherwise. */
export const DEFAULT_QUIET_HOURS = { quietStart: '22:00', quietEnd: '08:00' } as const;

const clockField = z.string({ error: fieldError }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'notification.clockInvalid' });

export const notificationSettingsSchema = z
  .object({
    topics: z
      .array(
        z.object({ topic: z.enum(NOTIFICATION_TOPICS, { error: fieldError }), inbox: z.boolean(), sms: z.boolean() }).strict(),
        { error: fieldError },
      )
      .max(NOTIFICATION_TOPICS.length),
    /** SMS are held from quietStart to quietEnd (China time); equal times: no quiet hours. */
    quietStart: clockField,
    quietEnd: clockField,
  })
  .strict();
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

const tags = ['notification'];

export const notificationRoutes = {
  list: defineRoute({
    method: 'POST',
    path: '/notification/list',
    input: notificationListBody,
    answer: pageSchema(notificationSchema),
    summary: "The caller's notifications, newest first, paged {current, size, unread?}",
    tags,
  }),
  unreadCount: defineRoute({
    method: 'GET',
    path: '/notification/unreadCount',
    answer: z.object({ count: z.number().int() }),
    summary: "How many of the caller's notifications are not read yet (the header's bell)",
    tags,
  }),
  read: defineRoute({
    method: 'POST',
    path: '/notification/read',
    input: notificationReadBody,
    answer: z.object({ updated: z.number().int() }),
    summary: "Marks the caller's notifications {ids} read, or all of them when no ids are sent",
    tags,
  }),
  settings: defineRoute({
    method: 'GET',
    path: '/notification/settings',
    answer: notificationSettingsSchema,
    summary: 'How the caller is told of each topic (inbox, SMS) and its SMS quiet hours (China time)',
    tags,
  }),
  saveSettings: defineRoute({
    method: 'POST',
    path: '/notification/settings/save',
    input: notificationSettingsSchema,
    answer: notificationSettingsSchema,
    summary: "Saves the caller's choices per topic and channel and its SMS quiet hours; a topic not sent keeps its choice",
    tags,
  }),
};
