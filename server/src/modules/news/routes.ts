import {
  adminNewsArticleSchema,
  adminNewsCategorySaveBody,
  adminNewsCategorySchema,
  adminNewsListQuery,
  adminNewsSaveBody,
  emptySchema,
  envelopeSchema,
  newsCardSchema,
  newsCategorySchema,
  newsIdBody,
  newsImgListBody,
  newsListBody,
  newsMoreBody,
  newsMoreSchema,
  newsRollItemSchema,
  newsRollListBody,
  pageSchema,
} from '@hgsc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/plugin.ts';
import { ok } from '../../platform/http/envelope.ts';
import { adminNewsList } from './admin-list.ts';
import { publishNews, unpublishNews } from './article-state.ts';
import { deleteNewsArticle } from './delete-article.ts';
import { deleteNewsCategory } from './delete-category.ts';
import { listNews } from './list-news.ts';
import { newsRoll, newsWithImages } from './news-blocks.ts';
import { adminNewsCategories, listNewsCategories } from './news-categories.ts';
import { newsMore } from './news-more.ts';
import { saveNewsArticle } from './save-article.ts';
import { saveNewsCategory } from './save-category.ts';

const PUBLIC = { auth: 'public' } as const;
const OPERATOR = { auth: 'operator' } as const;
/** The home page shows the latest news, and a kept home page (catalogue-cache.ts) is forgotten with the catalogue. */
const OPERATOR_NEWS_WRITE = { ...OPERATOR, changesCatalogue: true } as const;
const tags = ['news'];
const adminTags = ['admin'];
/** The public list calls accept no body at all. */
const noBody = z.preprocess((v) => v ?? {}, z.object({}).strict()).optional();

/** SPEC §7 /news/* (public) and the operator's news console (issue 4 item 6). */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/news/list',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Published articles, pinned first then newest (paged; by category; keyword matches title or summary)',
        body: newsListBody,
        response: { 200: envelopeSchema(pageSchema(newsCardSchema)) },
      },
    },
    async (request) => ok(request, await listNews(ctx, request.body)),
  );

  app.post(
    '/news/category/list',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Every news category in order, with its published article count',
        body: noBody,
        response: { 200: envelopeSchema(z.array(newsCategorySchema)) },
      },
    },
    async (request) => ok(request, await listNewsCategories(ctx)),
  );

  app.post(
    '/news/more',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary:
          'One published article with content (counts a view), previous/next in its category by publishing time, and more of the category',
        body: newsMoreBody,
        response: { 200: envelopeSchema(newsMoreSchema) },
      },
    },
    async (request) => ok(request, await newsMore(ctx, request.body.id)),
  );

  app.post(
    '/news/img/list',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Published articles with a cover image, for picture blocks (size 1–20, default 5)',
        body: newsImgListBody,
        response: { 200: envelopeSchema(z.array(newsCardSchema)) },
      },
    },
    async (request) => ok(request, await newsWithImages(ctx, request.body)),
  );

  app.post(
    '/news/roll/list',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'The latest published titles for a ticker (size 1–30, default 10)',
        body: newsRollListBody,
        response: { 200: envelopeSchema(z.array(newsRollItemSchema)) },
      },
    },
    async (request) => ok(request, await newsRoll(ctx, request.body)),
  );

  // ── operator ───────────────────────────────────────────────────────────────────────────────

  app.get(
    '/admin/news/list',
    {
      config: OPERATOR,
      schema: {
        tags: adminTags,
        summary: 'Every news article in any state, last changed first (paged; by category, status, keyword) (operator)',
        querystring: adminNewsListQuery,
        response: { 200: envelopeSchema(pageSchema(adminNewsArticleSchema)) },
      },
    },
    async (request) => ok(request, await adminNewsList(ctx, request.query)),
  );

  app.post(
    '/admin/news/save',
    {
      config: OPERATOR_NEWS_WRITE,
      schema: {
        tags: adminTags,
        summary: 'Create a news article (as a draft) or edit one, keeping its state (operator)',
        body: adminNewsSaveBody,
        response: { 200: envelopeSchema(adminNewsArticleSchema) },
      },
    },
    async (request) => {
      const { article, created } = await saveNewsArticle(ctx, currentUser(request), request.body);
      app.logEvent(request, created ? 'news.create' : 'news.update', { articleId: article.id });
      return ok(request, article, 'news.saved');
    },
  );

  app.post(
    '/admin/news/publish',
    {
      config: OPERATOR_NEWS_WRITE,
      schema: {
        tags: adminTags,
        summary: 'Publish a draft or unpublished article; 409 when already published (operator)',
        body: newsIdBody,
        response: { 200: envelopeSchema(adminNewsArticleSchema) },
      },
    },
    async (request) => {
      const article = await publishNews(ctx, currentUser(request), request.body.id);
      app.logEvent(request, 'news.publish', { articleId: article.id });
      return ok(request, article, 'news.published');
    },
  );

  app.post(
    '/admin/news/unpublish',
    {
      config: OPERATOR_NEWS_WRITE,
      schema: {
        tags: adminTags,
        summary: 'Hide a published article; 409 for a draft or an unpublished one (operator)',
        body: newsIdBody,
        response: { 200: envelopeSchema(adminNewsArticleSchema) },
      },
    },
    async (request) => {
      const article = await unpublishNews(ctx, currentUser(request), request.body.id);
      app.logEvent(request, 'news.unpublish', { articleId: article.id });
      return ok(request, article, 'news.unpublished');
    },
  );

  app.post(
    '/admin/news/del',
    {
      config: OPERATOR_NEWS_WRITE,
      schema: {
        tags: adminTags,
        summary: 'Delete a news article in any state (operator)',
        body: newsIdBody,
        response: { 200: envelopeSchema(emptySchema) },
      },
    },
    async (request) => {
      await deleteNewsArticle(ctx, request.body.id);
      app.logEvent(request, 'news.delete', { articleId: request.body.id });
      return ok(request, null, 'news.deleted');
    },
  );

  app.get(
    '/admin/news/category/list',
    {
      config: OPERATOR,
      schema: {
        tags: adminTags,
        summary: 'Every news category with its published and total article counts (operator)',
        response: { 200: envelopeSchema(z.array(adminNewsCategorySchema)) },
      },
    },
    async (request) => ok(request, await adminNewsCategories(ctx)),
  );

  app.post(
    '/admin/news/category/save',
    {
      config: OPERATOR_NEWS_WRITE,
      schema: {
        tags: adminTags,
        summary: 'Create or rename a news category; names are unique (operator)',
        body: adminNewsCategorySaveBody,
        response: { 200: envelopeSchema(adminNewsCategorySchema) },
      },
    },
    async (request) => {
      const { category, created } = await saveNewsCategory(ctx, request.body);
      app.logEvent(request, created ? 'news.category.create' : 'news.category.update', { categoryId: category.id });
      return ok(request, category, 'news.categorySaved');
    },
  );

  app.post(
    '/admin/news/category/del',
    {
      config: OPERATOR_NEWS_WRITE,
      schema: {
        tags: adminTags,
        summary: 'Delete a news category; 409 while it holds articles (operator)',
        body: newsIdBody,
        response: { 200: envelopeSchema(emptySchema) },
      },
    },
    async (request) => {
      await deleteNewsCategory(ctx, request.body.id);
      app.logEvent(request, 'news.category.delete', { categoryId: request.body.id });
      return ok(request, null, 'news.categoryDeleted');
    },
  );
};
