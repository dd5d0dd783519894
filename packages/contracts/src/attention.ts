import { z } from 'zod';
import { catalogueProductCardSchema } from './catalogue.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { fieldError, idField } from './fields.ts';
import { defineRoute } from './route.ts';

/**
 * A logged-in user follows (关注, SPEC §7 "Matching …") public products. Following is per user; a product
 * can be followed once (again → 409); only a product the catalogue shows can be followed (else 404).
 */

/** POST /wr/product/attention: follow one product. */
export const attentionBody = z.object({ productId: idField }).strict();

/** POST /wr/product/attention/del: stop following one product (productId) or several (ids = product ids). */
export const attentionDelBody = z
  .object({
    productId: idField.optional(),
    ids: z.array(idField, { error: fieldError }).min(1, { error: 'field.required' }).max(200).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.productId === undefined && body.ids === undefined)
      ctx.addIssue({ code: 'custom', path: ['productId'], message: 'field.required' });
  });

/** POST /wr/product/attention/list: the caller's followed products, latest followed first. */
export const attentionListBody = pageQuerySchema.strict().nullish();

/** A followed product; `available` false when it is no longer shown (off shelf, shop closed …). */
export const attentionItemSchema = catalogueProductCardSchema.extend({
  followedAt: z.string(),
  available: z.boolean(),
});
export type AttentionItem = z.infer<typeof attentionItemSchema>;

export const attentionDelResultSchema = z.object({ removed: z.number().int() });

const tags = ['attention'];

/** SPEC §7 "Matching …" (/wr/product/attention, /attention/del): following products; kept per user, so logged in. */
export const attentionRoutes = {
  follow: defineRoute({
    method: 'POST',
    path: '/wr/product/attention',
    input: attentionBody,
    answer: z.null(),
    summary: 'Follow a product the catalogue shows (404 otherwise); following it again → 409',
    tags,
  }),
  unfollow: defineRoute({
    method: 'POST',
    path: '/wr/product/attention/del',
    input: attentionDelBody,
    answer: attentionDelResultSchema,
    summary: 'Stop following one product (productId) or several (ids: product ids); 404 when none was followed',
    tags,
  }),
  list: defineRoute({
    method: 'POST',
    path: '/wr/product/attention/list',
    input: attentionListBody,
    answer: pageSchema(attentionItemSchema),
    summary:
      'The caller’s followed products, latest followed first, paged; `available` false once the catalogue no longer shows one',
    tags,
  }),
};
