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
};
