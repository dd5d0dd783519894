import { envelopeSchema, newsRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/plugin.ts';
import { command, query } from '../../platform/http/endpoint.ts';
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

/** The home page shows the latest news, and a kept home page (catalogue-cache.ts) is forgotten with the catalogue. */
const NEWS_WRITE = { changesCatalogue: true } as const;
const articleLogged = { detail: (_answer: unknown, call: { input: { id: number } }) => ({ articleId: call.input.id }) };

/** SPEC §7 /news/* (public) and the operator's news console (issue 4 item 6). */
export const newsRoutes: FastifyPluginAsync = async (app) => {
  query(app, routes.list, ({ ctx, input }) => listNews(ctx, input));
  query(app, routes.categories, ({ ctx }) => listNewsCategories(ctx));
  // Counting the view is one statement of its own; the reads after it run side by side on the pool.
  query(app, routes.more, ({ ctx, input }) => newsMore(ctx, input.id));
  query(app, routes.images, ({ ctx, input }) => newsWithImages(ctx, input));
  query(app, routes.roll, ({ ctx, input }) => newsRoll(ctx, input));

  // ── operator ───────────────────────────────────────────────────────────────────────────────

  query(app, routes.adminList, ({ ctx, input }) => adminNewsList(ctx, input));

  // The two saves (this one and the category's below) log one event for something new and another for an edit, which
  // the endpoint's one event per route cannot say: they are registered by hand from their declarations, as before.
  const zod = app.withTypeProvider<ZodTypeProvider>();
  const handWritten = { auth: 'operator', ...NEWS_WRITE } as const;

  zod.post(
    routes.save.path,
    {
      config: handWritten,
      schema: {
        tags: [...routes.save.tags],
        summary: routes.save.summary,
        body: routes.save.input,
        response: { 200: envelopeSchema(routes.save.answer) },
      },
    },
    async (request) => {
      const { article, created } = await saveNewsArticle(app.ctx, currentUser(request), request.body);
      app.logEvent(request, created ? 'news.create' : 'news.update', { articleId: article.id });
      return ok(request, article, 'news.saved');
    },
  );

  command(app, routes.publish, ({ ctx, user, input }) => publishNews(ctx, user, input.id), {
    ...NEWS_WRITE,
    message: 'news.published',
    log: { event: 'news.publish', ...articleLogged },
  });

  command(app, routes.unpublish, ({ ctx, user, input }) => unpublishNews(ctx, user, input.id), {
    ...NEWS_WRITE,
    message: 'news.unpublished',
    log: { event: 'news.unpublish', ...articleLogged },
  });

  command(
    app,
    routes.remove,
    async ({ ctx, input }) => {
      await deleteNewsArticle(ctx, input.id);
      return null;
    },
    { ...NEWS_WRITE, message: 'news.deleted', log: { event: 'news.delete', ...articleLogged } },
  );

  query(app, routes.adminCategories, ({ ctx }) => adminNewsCategories(ctx));

  zod.post(
    routes.saveCategory.path,
    {
      config: handWritten,
      schema: {
        tags: [...routes.saveCategory.tags],
        summary: routes.saveCategory.summary,
        body: routes.saveCategory.input,
        response: { 200: envelopeSchema(routes.saveCategory.answer) },
      },
    },
    async (request) => {
      const { category, created } = await saveNewsCategory(app.ctx, request.body);
      app.logEvent(request, created ? 'news.category.create' : 'news.category.update', { categoryId: category.id });
      return ok(request, category, 'news.categorySaved');
    },
  );

  command(
    app,
    routes.removeCategory,
    async ({ ctx, input }) => {
      await deleteNewsCategory(ctx.db, input.id);
      return null;
    },
    {
      ...NEWS_WRITE,
      message: 'news.categoryDeleted',
      log: { event: 'news.category.delete', detail: (_answer, call) => ({ categoryId: call.input.id }) },
    },
  );
};
