import { envelopeSchema, categoryRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { command, query } from '../../platform/http/endpoint.ts';
import { ok } from '../../platform/http/envelope.ts';
import { toAdminCategory } from './admin-category.ts';
import { deleteCategory } from './delete-category.ts';
import { moveCategory } from './move-category.ts';
import { saveCategory } from './save-category.ts';
import { setCategoryEnabled } from './toggle-category.ts';
import { adminCategoryTree, publicCategoryTree, selectableCategories } from './tree.ts';

/** Every operator write here changes what the public catalogue (home page, searches) shows. */
const catalogueWrite = { changesCatalogue: true } as const;

/** Issue 4 item 3: the category tree (public) and its operator editor (/admin/category/…). */
export const categoryRoutes: FastifyPluginAsync = async (app) => {
  query(app, routes.tree, ({ ctx }) => publicCategoryTree(ctx.db));

  query(app, routes.selectable, ({ ctx, input }) => selectableCategories(ctx.db, input?.keyword));

  query(app, routes.adminTree, ({ ctx }) => adminCategoryTree(ctx.db));

  // Registered by hand: the endpoint chooses its success message from the answer, and a save's answer does not
  // say whether it created the category or changed one (its message and its log event do).
  app.withTypeProvider<ZodTypeProvider>().route({
    method: routes.save.method,
    url: routes.save.path,
    config: { auth: routes.save.auth, ...catalogueWrite },
    schema: {
      tags: [...routes.save.tags],
      summary: routes.save.summary,
      body: routes.save.input,
      response: { 200: envelopeSchema(routes.save.answer) },
    },
    handler: async (request) => {
      const { row, created } = await saveCategory(app.ctx.db, request.body);
      app.logEvent(request, created ? 'admin.category.create' : 'admin.category.update', { categoryId: row.id, name: row.name });
      return ok(request, await toAdminCategory(app.ctx.db, row), created ? 'common.created' : 'common.updated');
    },
  });

  command(
    app,
    routes.remove,
    async ({ ctx, request, input }) => {
      const row = await deleteCategory(ctx.db, input.id);
      // The record names the category, which the answer (null) no longer carries.
      request.server.logEvent(request, 'admin.category.delete', { categoryId: row.id, name: row.name });
      return null;
    },
    { ...catalogueWrite, message: 'common.deleted' },
  );

  command(
    app,
    routes.enable,
    async ({ ctx, input }) => toAdminCategory(ctx.db, await setCategoryEnabled(ctx.db, input.id, true)),
    {
      ...catalogueWrite,
      message: 'category.enabled',
      log: { event: 'admin.category.enable', detail: (answer) => ({ categoryId: answer.id }) },
    },
  );

  command(
    app,
    routes.disable,
    async ({ ctx, input }) => toAdminCategory(ctx.db, await setCategoryEnabled(ctx.db, input.id, false)),
    {
      ...catalogueWrite,
      message: 'category.disabled',
      log: { event: 'admin.category.disable', detail: (answer) => ({ categoryId: answer.id }) },
    },
  );

  command(app, routes.move, async ({ ctx, input }) => toAdminCategory(ctx.db, await moveCategory(ctx.db, input)), {
    ...catalogueWrite,
    message: 'category.moved',
    log: {
      event: 'admin.category.move',
      detail: (answer) => ({ categoryId: answer.id, parentId: answer.parentId, sortOrder: answer.sortOrder }),
    },
  });
};
