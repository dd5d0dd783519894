import {
  type AdminCategory,
  adminCategoryNodeSchema,
  adminCategorySchema,
  categoryIdBody,
  categoryMoveBody,
  categoryNodeSchema,
  categorySaveBody,
  envelopeSchema,
  selectableCategorySchema,
  selectCategoryBody,
} from '@hgsc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { ok } from '../../platform/http/envelope.ts';
import { deleteCategory } from './delete-category.ts';
import { moveCategory } from './move-category.ts';
import { saveCategory } from './save-category.ts';
import type { CategoryRow } from './tables.ts';
import { setCategoryEnabled } from './toggle-category.ts';
import { adminCategoryTree, allCategories, levelOf, publicCategoryTree, selectableCategories } from './tree.ts';

const OPERATOR = { auth: 'operator' } as const;
/** An operator call that changes what the public catalogue (home page, searches) shows. */
const OPERATOR_CATALOGUE_WRITE = { ...OPERATOR, changesCatalogue: true } as const;

async function toAdminCategory(db: Db, row: CategoryRow): Promise<AdminCategory> {
  return {
    id: row.id,
    parentId: row.parentId,
    name: row.name,
    nameEn: row.nameEn,
    sortOrder: row.sortOrder,
    level: levelOf(await allCategories(db), row.id),
    enabled: row.enabled,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Issue 4 item 3: the category tree (public) and its operator editor (/admin/category/…). */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/homepage/product/category/tree',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['catalogue'],
        summary:
          'The enabled category tree (no login), up to three levels, ordered by sort order; a disabled category hides its subtree',
        response: { 200: envelopeSchema(z.array(categoryNodeSchema)) },
      },
    },
    async (request) => ok(request, await publicCategoryTree(ctx.db)),
  );

  app.post(
    '/product/productSelectCategory',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['catalogue'],
        summary:
          'Leaf categories for pickers (no login), each with its path from the top (cascader value = path ids); optional keyword on any name of the path',
        body: selectCategoryBody,
        response: { 200: envelopeSchema(z.array(selectableCategorySchema)) },
      },
    },
    async (request) => ok(request, await selectableCategories(ctx.db, request.body?.keyword)),
  );

  const tags = ['admin'];
  app.get(
    '/admin/category/tree',
    {
      config: OPERATOR,
      schema: {
        tags,
        summary: 'Every category with its enabled flag and product count, as a tree (operator)',
        response: { 200: envelopeSchema(z.array(adminCategoryNodeSchema)) },
      },
    },
    async (request) => ok(request, await adminCategoryTree(ctx.db)),
  );

  app.post(
    '/admin/category/save',
    {
      config: OPERATOR_CATALOGUE_WRITE,
      schema: {
        tags,
        summary:
          'Create a category (no id; under parentId, at most three levels) or rename / re-sort one (id); a changed parentId moves it; sibling names are unique (operator)',
        body: categorySaveBody,
        response: { 200: envelopeSchema(adminCategorySchema) },
      },
    },
    async (request) => {
      const { row, created } = await saveCategory(ctx, request.body);
      app.logEvent(request, created ? 'admin.category.create' : 'admin.category.update', { categoryId: row.id, name: row.name });
      return ok(request, await toAdminCategory(ctx.db, row), created ? 'common.created' : 'common.updated');
    },
  );

  app.post(
    '/admin/category/del',
    {
      config: OPERATOR_CATALOGUE_WRITE,
      schema: {
        tags,
        summary: 'Delete a category without subcategories or products (409 otherwise: disable it instead) (operator)',
        body: categoryIdBody,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const row = await deleteCategory(ctx, request.body.id);
      app.logEvent(request, 'admin.category.delete', { categoryId: row.id, name: row.name });
      return ok(request, null, 'common.deleted');
    },
  );

  for (const enabled of [true, false]) {
    app.post(
      enabled ? '/admin/category/enable' : '/admin/category/disable',
      {
        config: OPERATOR_CATALOGUE_WRITE,
        schema: {
          tags,
          summary: enabled
            ? 'Enable a disabled category: it shows again in the public tree and pickers (operator)'
            : 'Disable a category: it and its subtree leave the public tree and pickers (operator)',
          body: categoryIdBody,
          response: { 200: envelopeSchema(adminCategorySchema) },
        },
      },
      async (request) => {
        const row = await setCategoryEnabled(ctx, request.body.id, enabled);
        app.logEvent(request, enabled ? 'admin.category.enable' : 'admin.category.disable', { categoryId: row.id });
        return ok(request, await toAdminCategory(ctx.db, row), enabled ? 'category.enabled' : 'category.disabled');
      },
    );
  }

  app.post(
    '/admin/category/move',
    {
      config: OPERATOR_CATALOGUE_WRITE,
      schema: {
        tags,
        summary:
          'Move a category under another parent (null = top level) at a sort order; not under itself or its subcategories, at most three levels (operator)',
        body: categoryMoveBody,
        response: { 200: envelopeSchema(adminCategorySchema) },
      },
    },
    async (request) => {
      const row = await moveCategory(ctx, request.body);
      app.logEvent(request, 'admin.category.move', { categoryId: row.id, parentId: row.parentId, sortOrder: row.sortOrder });
      return ok(request, await toAdminCategory(ctx.db, row), 'category.moved');
    },
  );
};
