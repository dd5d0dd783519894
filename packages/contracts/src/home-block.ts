import { z } from 'zod';
import { emptySchema } from './envelope.ts';
import { fieldError, idField, stringField } from './fields.ts';
import { fileKeyField } from './files.ts';
import { defineRoute } from './route.ts';

/**
 * The home blocks the operator arranges — banners (轮播图) and the order of the hot
 * list (热门商品置顶). Visitors get the enabled banners in the /search/home/page answer; pinned
 * products lead the home hot block, in the operator's order, while the catalogue still shows them.
 */

/** Banner links stay on this site (a path, not a protocol-relative //host) or go to an http(s) address. */
const LINK_PATTERN = /^(\/(?!\/)[^\s]*|https?:\/\/[^\s]+)$/;

/** A banner as visitors see it. */
export const homeBannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string(),
  link: z.string().nullable(),
});
export type HomeBanner = z.infer<typeof homeBannerSchema>;

/** A banner as the operator edits it. */
export const adminHomeBannerSchema = homeBannerSchema.extend({
  imageKey: z.string(),
  sortOrder: z.number().int(),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type AdminHomeBanner = z.infer<typeof adminHomeBannerSchema>;

/** At most this many banners are enabled at once (the carousel stays readable). */
export const MAX_ENABLED_BANNERS = 8;

/** POST /admin/home/banner/save: without id a new banner, with id an edit. */
export const adminHomeBannerSaveBody = z
  .object({
    id: idField.optional(),
    title: stringField().trim().min(1, { error: 'field.required' }).max(60, { error: 'field.tooLong' }),
    /** A public image uploaded through /oss/upload/img. */
    imageKey: fileKeyField,
    link: stringField()
      .trim()
      .max(500, { error: 'field.tooLong' })
      .regex(LINK_PATTERN, { error: 'homeBlock.linkInvalid' })
      .nullish()
      .or(z.literal('').transform(() => null))
      .transform((v) => v ?? null),
    sortOrder: z.coerce.number({ error: fieldError }).int({ error: 'field.invalid' }).min(0).max(9999).default(0),
    enabled: z.boolean({ error: fieldError }).default(true),
  })
  .strict();
export type AdminHomeBannerSaveBody = z.infer<typeof adminHomeBannerSaveBody>;

export const homeBlockIdBody = z.object({ id: idField }).strict();

/** At most this many products are pinned to the hot list. */
export const MAX_HOT_PINS = 20;

/** A pinned product, in the operator's order; `visible` is false while the catalogue hides it. */
export const adminHotPinSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  casNumber: z.string(),
  shopName: z.string(),
  sortOrder: z.number().int(),
  visible: z.boolean(),
});
export type AdminHotPin = z.infer<typeof adminHotPinSchema>;

/** POST /admin/home/hot/save: the pinned products in order (replaces the list; [] unpins all). */
export const adminHotPinsSaveBody = z
  .object({
    productIds: z
      .array(idField, { error: fieldError })
      .max(MAX_HOT_PINS, { error: 'homeBlock.tooManyPins' })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'homeBlock.duplicatePin' }),
  })
  .strict();
export type AdminHotPinsSaveBody = z.infer<typeof adminHotPinsSaveBody>;

/** The operator's list calls take nothing and accept no body at all. */
const noBody = z.preprocess((v) => v ?? {}, z.object({}).strict()).optional();
const tags = ['admin'];

/**
 * The operator arranges the home blocks; visitors get them from POST /search/home/page (SPEC §7 "Public and
 * catalogue").
 */
export const homeBlockRoutes = {
  banners: defineRoute({
    method: 'POST',
    path: '/admin/home/banner/list',
    input: noBody,
    answer: z.array(adminHomeBannerSchema),
    summary: 'Every home banner in order, enabled or not (operator)',
    tags,
    auth: 'operator',
  }),
  saveBanner: defineRoute({
    method: 'POST',
    path: '/admin/home/banner/save',
    input: adminHomeBannerSaveBody,
    answer: adminHomeBannerSchema,
    summary:
      'Create or edit a home banner (title, uploaded image, link, order, enabled); 409 beyond 8 enabled banners (operator)',
    tags,
    auth: 'operator',
  }),
  removeBanner: defineRoute({
    method: 'POST',
    path: '/admin/home/banner/del',
    input: homeBlockIdBody,
    answer: emptySchema,
    summary: 'Delete a home banner (operator)',
    tags,
    auth: 'operator',
  }),
  hotPins: defineRoute({
    method: 'POST',
    path: '/admin/home/hot/list',
    input: noBody,
    answer: z.array(adminHotPinSchema),
    summary:
      'The products pinned to the head of the home hot block, in order, each with whether the catalogue shows it (operator)',
    tags,
    auth: 'operator',
  }),
  saveHotPins: defineRoute({
    method: 'POST',
    path: '/admin/home/hot/save',
    input: adminHotPinsSaveBody,
    answer: z.array(adminHotPinSchema),
    summary: 'Replace the pinned hot products with this ordered list (at most 20; new pins must be public products) (operator)',
    tags,
    auth: 'operator',
  }),
};
