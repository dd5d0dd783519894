import { z } from 'zod';
import { emptySchema, pageQuerySchema, pageSchema } from './envelope.ts';
import { fieldError, idField, stringField } from './fields.ts';
import { fileKeyField } from './files.ts';
import { defineRoute } from './route.ts';

/**
 * News (资讯). The operator writes articles (Markdown) in categories and publishes
 * them; visitors read the published ones without logging in (SPEC §7 /news/*).
 */
export const NEWS_STATUSES = ['draft', 'published', 'unpublished'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

export const NEWS_TITLE_MAX = 100;
export const NEWS_SUMMARY_MAX = 300;
/** Markdown source, characters. Rendered with raw HTML disabled, like the help pages. */
export const NEWS_CONTENT_MAX = 50_000;
export const NEWS_SOURCE_MAX = 50;
export const NEWS_AUTHOR_MAX = 30;
export const NEWS_CATEGORY_NAME_MAX = 20;
export const NEWS_CATEGORY_NAME_EN_MAX = 50;
/** /news/more answers at most this many other articles of the same category. */
export const NEWS_MORE_COUNT = 5;

const keywordField = stringField().trim().max(50, { error: 'field.tooLong' }).optional();
const optionalBody = <T extends z.ZodType>(schema: T) => z.preprocess((v) => v ?? {}, schema);
/** The public list calls that take nothing accept no body at all. */
const noBody = optionalBody(z.object({}).strict()).optional();
/** How many rows a block asks for (picture block, ticker): 1–limit, default `fallback`. */
const countField = (limit: number, fallback: number) =>
  z.coerce
    .number({ error: 'field.invalid' })
    .int({ error: 'field.invalid' })
    .min(1, { error: 'field.invalid' })
    .max(limit, { error: 'field.invalid' })
    .default(fallback);

// ── public ────────────────────────────────────────────────────────────────────────────────────

/** POST /news/category/list (public; body may be left out): every category, in order, with its published article count. */
export const newsCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  sortOrder: z.number().int(),
  /** Published articles in the category. */
  articleCount: z.number().int(),
});
export type NewsCategory = z.infer<typeof newsCategorySchema>;

/**
 * POST /news/list (public; body may be left out): published articles, pinned first, then newest
 * published first. `categoryId` filters by category; `keyword` matches the title or the summary.
 */
export const newsListBody = optionalBody(
  pageQuerySchema.extend({ categoryId: idField.optional(), keyword: keywordField }).strict(),
);
export type NewsListBody = z.infer<typeof newsListBody>;

/** An article in a list (no content). */
export const newsCardSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  categoryNameEn: z.string(),
  title: z.string(),
  summary: z.string(),
  coverKey: z.string().nullable(),
  /** Preview URL (/seeView) of the cover image. */
  coverUrl: z.string().nullable(),
  source: z.string().nullable(),
  author: z.string().nullable(),
  publishedAt: z.string().nullable(),
  viewCount: z.number().int(),
  pinned: z.boolean(),
});
export type NewsCard = z.infer<typeof newsCardSchema>;

/** A neighbouring article (previous / next) of /news/more. */
export const newsLinkSchema = z.object({ id: z.number().int(), title: z.string(), publishedAt: z.string().nullable() });
export type NewsLink = z.infer<typeof newsLinkSchema>;

/**
 * POST /news/more (public): one published article with its content (counts one view), the previous
 * and next article of the same category in publishing order (`previous` was published just
 * before it, `next` just after; null at either end), and up to NEWS_MORE_COUNT other articles of
 * the category (`more`, newest first). 404 for a draft, an unpublished or a missing article.
 */
export const newsMoreBody = z.object({ id: idField }).strict();
export const newsDetailSchema = newsCardSchema.extend({ content: z.string() });
export type NewsDetail = z.infer<typeof newsDetailSchema>;
export const newsMoreSchema = z.object({
  article: newsDetailSchema,
  previous: newsLinkSchema.nullable(),
  next: newsLinkSchema.nullable(),
  more: z.array(newsCardSchema),
});
export type NewsMore = z.infer<typeof newsMoreSchema>;

/**
 * POST /news/img/list (public; body may be left out): published articles with a cover image for
 * picture blocks, pinned first then newest; `size` 1–20 (default 5), optionally in one category.
 */
export const newsImgListBody = optionalBody(z.object({ categoryId: idField.optional(), size: countField(20, 5) }).strict());

/** POST /news/roll/list (public; body may be left out): the latest published titles for a ticker; `size` 1–30 (default 10). */
export const newsRollListBody = optionalBody(z.object({ size: countField(30, 10) }).strict());
export const newsRollItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  categoryName: z.string(),
  categoryNameEn: z.string(),
  publishedAt: z.string().nullable(),
});
export type NewsRollItem = z.infer<typeof newsRollItemSchema>;

// ── operator console ─────────────────────────────────────────────────────────────────────────

export const newsStatusField = z.enum(NEWS_STATUSES, { error: 'field.invalid' });

/** GET /admin/news/list (operator): every article (any state), last changed first; filters optional. */
export const adminNewsListQuery = pageQuerySchema
  .extend({ categoryId: idField.optional(), status: newsStatusField.optional(), keyword: keywordField })
  .strict();
export const adminNewsArticleSchema = newsDetailSchema.extend({
  status: newsStatusField,
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type AdminNewsArticle = z.infer<typeof adminNewsArticleSchema>;

const optionalText = (max: number) =>
  stringField()
    .trim()
    .max(max, { error: 'field.tooLong' })
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * POST /admin/news/save (operator): without `id` a new draft; with `id` an edit that keeps the
 * article's state (an edited published article stays published). `coverKey` is a public image the
 * operator uploaded through /oss/upload/img; null or left out = no cover.
 */
export const adminNewsSaveBody = z
  .object({
    id: idField.optional(),
    categoryId: idField,
    title: stringField().trim().min(1, { error: 'field.required' }).max(NEWS_TITLE_MAX, { error: 'field.tooLong' }),
    summary: stringField().trim().min(1, { error: 'field.required' }).max(NEWS_SUMMARY_MAX, { error: 'field.tooLong' }),
    content: stringField().trim().min(1, { error: 'field.required' }).max(NEWS_CONTENT_MAX, { error: 'field.tooLong' }),
    coverKey: fileKeyField.nullish().transform((v) => v ?? null),
    source: optionalText(NEWS_SOURCE_MAX),
    author: optionalText(NEWS_AUTHOR_MAX),
    pinned: z.boolean({ error: fieldError }).default(false),
  })
  .strict();
export type AdminNewsSaveBody = z.infer<typeof adminNewsSaveBody>;

/** POST /admin/news/publish, /unpublish, /del and /admin/news/category/del: `{ id }`. */
export const newsIdBody = z.object({ id: idField }).strict();

/** GET /admin/news/category/list (operator): every category with its article count in any state. */
export const adminNewsCategorySchema = newsCategorySchema.extend({
  /** Articles in any state (a category with articles cannot be deleted). */
  totalCount: z.number().int(),
});
export type AdminNewsCategory = z.infer<typeof adminNewsCategorySchema>;

/** POST /admin/news/category/save (operator): without `id` a new category; names are unique (409). */
export const adminNewsCategorySaveBody = z
  .object({
    id: idField.optional(),
    name: stringField().trim().min(1, { error: 'field.required' }).max(NEWS_CATEGORY_NAME_MAX, { error: 'field.tooLong' }),
    nameEn: stringField().trim().min(1, { error: 'field.required' }).max(NEWS_CATEGORY_NAME_EN_MAX, { error: 'field.tooLong' }),
    sortOrder: z.coerce
      .number({ error: 'field.invalid' })
      .int({ error: 'field.invalid' })
      .min(0, { error: 'field.invalid' })
      .max(9999, { error: 'field.invalid' })
      .default(0),
  })
  .strict();
export type AdminNewsCategorySaveBody = z.infer<typeof adminNewsCategorySaveBody>;

const tags = ['news'];
const adminTags = ['admin'];

/** SPEC §7 /news/* (public) and the operator's news console, where the articles visitors read are written. */
export const newsRoutes = {
  list: defineRoute({
    method: 'POST',
    path: '/news/list',
    input: newsListBody,
    answer: pageSchema(newsCardSchema),
    summary: 'Published articles, pinned first then newest (paged; by category; keyword matches title or summary)',
    tags,
    auth: 'public',
  }),
  categories: defineRoute({
    method: 'POST',
    path: '/news/category/list',
    input: noBody,
    answer: z.array(newsCategorySchema),
    summary: 'Every news category in order, with its published article count',
    tags,
    auth: 'public',
  }),
  more: defineRoute({
    method: 'POST',
    path: '/news/more',
    input: newsMoreBody,
    answer: newsMoreSchema,
    summary:
      'One published article with content (counts a view), previous/next in its category by publishing time, and more of the category',
    tags,
    auth: 'public',
  }),
  images: defineRoute({
    method: 'POST',
    path: '/news/img/list',
    input: newsImgListBody,
    answer: z.array(newsCardSchema),
    summary: 'Published articles with a cover image, for picture blocks (size 1–20, default 5)',
    tags,
    auth: 'public',
  }),
  roll: defineRoute({
    method: 'POST',
    path: '/news/roll/list',
    input: newsRollListBody,
    answer: z.array(newsRollItemSchema),
    summary: 'The latest published titles for a ticker (size 1–30, default 10)',
    tags,
    auth: 'public',
  }),

  adminList: defineRoute({
    method: 'GET',
    path: '/admin/news/list',
    input: adminNewsListQuery,
    answer: pageSchema(adminNewsArticleSchema),
    summary: 'Every news article in any state, last changed first (paged; by category, status, keyword) (operator)',
    tags: adminTags,
    auth: 'operator',
  }),
  save: defineRoute({
    method: 'POST',
    path: '/admin/news/save',
    input: adminNewsSaveBody,
    answer: adminNewsArticleSchema,
    summary: 'Create a news article (as a draft) or edit one, keeping its state (operator)',
    tags: adminTags,
    auth: 'operator',
  }),
  publish: defineRoute({
    method: 'POST',
    path: '/admin/news/publish',
    input: newsIdBody,
    answer: adminNewsArticleSchema,
    summary: 'Publish a draft or unpublished article; 409 when already published (operator)',
    tags: adminTags,
    auth: 'operator',
  }),
  unpublish: defineRoute({
    method: 'POST',
    path: '/admin/news/unpublish',
    input: newsIdBody,
    answer: adminNewsArticleSchema,
    summary: 'Hide a published article; 409 for a draft or an unpublished one (operator)',
    tags: adminTags,
    auth: 'operator',
  }),
  remove: defineRoute({
    method: 'POST',
    path: '/admin/news/del',
    input: newsIdBody,
    answer: emptySchema,
    summary: 'Delete a news article in any state (operator)',
    tags: adminTags,
    auth: 'operator',
  }),
  adminCategories: defineRoute({
    method: 'GET',
    path: '/admin/news/category/list',
    answer: z.array(adminNewsCategorySchema),
    summary: 'Every news category with its published and total article counts (operator)',
    tags: adminTags,
    auth: 'operator',
  }),
  saveCategory: defineRoute({
    method: 'POST',
    path: '/admin/news/category/save',
    input: adminNewsCategorySaveBody,
    answer: adminNewsCategorySchema,
    summary: 'Create or rename a news category; names are unique (operator)',
    tags: adminTags,
    auth: 'operator',
  }),
  removeCategory: defineRoute({
    method: 'POST',
    path: '/admin/news/category/del',
    input: newsIdBody,
    answer: emptySchema,
    summary: 'Delete a news category; 409 while it holds articles (operator)',
    tags: adminTags,
    auth: 'operator',
  }),
};
