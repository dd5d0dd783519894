import { categoryRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { command, query } from '../../platform/http/endpoint.ts';
import { toAdminCategory } from './admin-category.ts';
import { deleteCategory } from './delete-category.ts';
import { moveCategory } from './move-category.ts';
import { saveCategory } from './save-category.ts';
import { setCategoryEnabled } from './toggle-category.ts';
import { adminCategoryTree, publicCategoryTree, selectableCategories } from './tree.ts';

/** Every operator write here changes what the public catalogue (home page, searches) shows. */
const catalogueWrite = { changesCatalogue: true } as const;

/**
 * The category tree, public as SPEC §7 "Public and catalogue" has it (/homepage/product/category/tree), and its
 * operator editor (/admin/category/…).
 */
export const categoryRoutes: FastifyPluginAsync = async (app) => {
  query(app, routes.tree, ({ ctx }) => publicCategoryTree(ctx.db));

  query(app, routes.selectable, ({ ctx, input }) => selectableCategories(ctx.db, input?.keyword));

  query(app, routes.adminTree, ({ ctx }) => adminCategoryTree(ctx.db));

  command(
    app,
    routes.save,
    async ({ ctx, input, log }) => {
      const { row, created } = await saveCategory(ctx.db, input);
      log(created ? 'admin.category.create' : 'admin.category.update', { categoryId: row.id, name: row.name });
      return toAdminCategory(ctx.db, row);
    },
    { ...catalogueWrite, message: (_category, call) => (call.input.id === undefined ? 'common.created' : 'common.updated') },
  );

  command(
    app,
    routes.remove,
    async ({ ctx, input, log }) => {
      const row = await deleteCategory(ctx.db, input.id);
      // The record names the category, which the answer (null) no longer carries.
      log('admin.category.delete', { categoryId: row.id, name: row.name });
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
