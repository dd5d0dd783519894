import { newsRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { command, query } from '../../platform/http/endpoint.ts';
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

/** The home page shows the latest news, and a kept home page (platform/cache/catalogue-cache.ts) is forgotten with the catalogue. */
const NEWS_WRITE = { changesCatalogue: true } as const;
const articleLogged = { detail: (_answer: unknown, call: { input: { id: number } }) => ({ articleId: call.input.id }) };

/** SPEC §7 /news/* (public) and the operator's news console, where the articles visitors read are written. */
export const newsRoutes: FastifyPluginAsync = async (app) => {
  query(app, routes.list, ({ ctx, input }) => listNews(ctx, input));
  query(app, routes.categories, ({ ctx }) => listNewsCategories(ctx));
  // Counting the view is one statement of its own; the reads after it run side by side on the pool.
  query(app, routes.more, ({ ctx, input }) => newsMore(ctx, input.id));
  query(app, routes.images, ({ ctx, input }) => newsWithImages(ctx, input));
  query(app, routes.roll, ({ ctx, input }) => newsRoll(ctx, input));

  // ── operator ───────────────────────────────────────────────────────────────────────────────

  query(app, routes.adminList, ({ ctx, input }) => adminNewsList(ctx, input));

  command(app, routes.save, async ({ ctx, user, input }) => (await saveNewsArticle(ctx, user, input)).article, {
    ...NEWS_WRITE,
    message: 'news.saved',
    log: {
      event: (_article, call) => (call.input.id === undefined ? 'news.create' : 'news.update'),
      detail: (article) => ({ articleId: article.id }),
    },
  });

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

  command(app, routes.saveCategory, async ({ ctx, input }) => (await saveNewsCategory(ctx, input)).category, {
    ...NEWS_WRITE,
    message: 'news.categorySaved',
    log: {
      event: (_category, call) => (call.input.id === undefined ? 'news.category.create' : 'news.category.update'),
      detail: (category) => ({ categoryId: category.id }),
    },
  });

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
