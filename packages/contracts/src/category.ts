import { z } from 'zod';
import type { Language } from './enums.ts';
import { idField, stringField } from './fields.ts';
import { defineRoute } from './route.ts';

/**
 * The product category tree the operator maintains (e.g. 醇类 › 甲醇). At most
 * CATEGORY_MAX_DEPTH levels; sibling names are unique. Public calls show the enabled tree only (a
 * disabled category hides its whole subtree); products hang on a leaf or a branch.
 */
export const CATEGORY_MAX_DEPTH = 3;

/** A category's name in the reader's language: the Chinese name where it has no English one. */
export const categoryNameIn = <Name extends string | null>(names: { name: Name; nameEn: string | null }, language: Language) =>
  language === 'en' && names.nameEn ? names.nameEn : names.name;

/** One node of the public tree (GET /homepage/product/category/tree), ordered by sortOrder then id. */
export interface CategoryNode {
  id: number;
  parentId: number | null;
  name: string;
  nameEn: string | null;
  sortOrder: number;
  /** 1 for a top-level category. */
  level: number;
  children: CategoryNode[];
}
export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    name: z.string(),
    nameEn: z.string().nullable(),
    sortOrder: z.number().int(),
    level: z.number().int(),
    children: z.array(categoryNodeSchema),
  }),
);

/** One step of a category's path from the top. */
export const categoryPathItemSchema = z.object({ id: z.number().int(), name: z.string(), nameEn: z.string().nullable() });

/**
 * POST /product/productSelectCategory (public): the enabled leaf categories for pickers, each with
 * its path from the top (cascader value = path ids); keyword matches the Chinese or English name of
 * the leaf or of any category on its path.
 */
export const selectCategoryBody = z
  .object({ keyword: stringField().trim().max(50).optional() })
  .strict()
  .nullish();
export const selectableCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  level: z.number().int(),
  /** From the top category down to this one (inclusive). */
  path: z.array(categoryPathItemSchema),
  /** Names joined with ' / ' (zh) and the English names joined likewise (Chinese where one has none). */
  pathName: z.string(),
  pathNameEn: z.string(),
});
export type SelectableCategory = z.infer<typeof selectableCategorySchema>;

// ── operator console ─────────────────────────────────────────────────────────────────────────

/** GET /admin/category/tree: every category (enabled or not) with the products hanging on it. */
export interface AdminCategoryNode extends Omit<CategoryNode, 'children'> {
  enabled: boolean;
  /** Products whose category is this one (any state). */
  productCount: number;
  children: AdminCategoryNode[];
}
export const adminCategoryNodeSchema: z.ZodType<AdminCategoryNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    name: z.string(),
    nameEn: z.string().nullable(),
    sortOrder: z.number().int(),
    level: z.number().int(),
    enabled: z.boolean(),
    productCount: z.number().int(),
    children: z.array(adminCategoryNodeSchema),
  }),
);

const sortOrderField = z.coerce
  .number({ error: 'field.invalid' })
  .int({ error: 'field.invalid' })
  .min(0, { error: 'field.invalid' })
  .max(100_000, { error: 'field.invalid' });

/** A parent id, or null/absent for a top-level category. */
const parentField = idField.nullable().optional();

/**
 * POST /admin/category/save: create (no id) or rename/re-sort (id). A parentId different from the
 * current one moves the category as /admin/category/move does.
 */
export const categorySaveBody = z
  .object({
    id: idField.optional(),
    parentId: parentField,
    name: stringField().trim().min(1, { error: 'field.required' }).max(30, { error: 'field.tooLong' }),
    nameEn: stringField().trim().max(60, { error: 'field.tooLong' }).optional(),
    sortOrder: sortOrderField.optional(),
  })
  .strict();
export type CategorySaveInput = z.infer<typeof categorySaveBody>;

/** POST /admin/category/del | enable | disable: {id}. */
export const categoryIdBody = z.object({ id: idField }).strict();

/** POST /admin/category/move: a new parent (null = top level) and position. */
export const categoryMoveBody = z.object({ id: idField, parentId: idField.nullable(), sortOrder: sortOrderField }).strict();
export type CategoryMoveInput = z.infer<typeof categoryMoveBody>;

/** A category as the operator calls answer it. */
export const adminCategorySchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  nameEn: z.string().nullable(),
  sortOrder: z.number().int(),
  level: z.number().int(),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

const tags = ['catalogue'];
const adminTags = ['admin'];
const auth = 'operator';

/**
 * The category tree, public as SPEC §7 "Public and catalogue" has it (/homepage/product/category/tree), and its
 * operator editor (/admin/category/…).
 */
export const categoryRoutes = {
  tree: defineRoute({
    method: 'GET',
    path: '/homepage/product/category/tree',
    answer: z.array(categoryNodeSchema),
    summary:
      'The enabled category tree (no login), up to three levels, ordered by sort order; a disabled category hides its subtree',
    tags,
    auth: 'public',
  }),
  selectable: defineRoute({
    method: 'POST',
    path: '/product/productSelectCategory',
    input: selectCategoryBody,
    answer: z.array(selectableCategorySchema),
    summary:
      'Leaf categories for pickers (no login), each with its path from the top (cascader value = path ids); optional keyword on any name of the path',
    tags,
    auth: 'public',
  }),
  adminTree: defineRoute({
    method: 'GET',
    path: '/admin/category/tree',
    answer: z.array(adminCategoryNodeSchema),
    summary: 'Every category with its enabled flag and product count, as a tree (operator)',
    tags: adminTags,
    auth,
  }),
  save: defineRoute({
    method: 'POST',
    path: '/admin/category/save',
    input: categorySaveBody,
    answer: adminCategorySchema,
    summary:
      'Create a category (no id; under parentId, at most three levels) or rename / re-sort one (id); a changed parentId moves it; sibling names are unique (operator)',
    tags: adminTags,
    auth,
  }),
  remove: defineRoute({
    method: 'POST',
    path: '/admin/category/del',
    input: categoryIdBody,
    answer: z.null(),
    summary: 'Delete a category without subcategories or products (409 otherwise: disable it instead) (operator)',
    tags: adminTags,
    auth,
  }),
  enable: defineRoute({
    method: 'POST',
    path: '/admin/category/enable',
    input: categoryIdBody,
    answer: adminCategorySchema,
    summary: 'Enable a disabled category: it shows again in the public tree and pickers (operator)',
    tags: adminTags,
    auth,
  }),
  disable: defineRoute({
    method: 'POST',
    path: '/admin/category/disable',
    input: categoryIdBody,
    answer: adminCategorySchema,
    summary: 'Disable a category: it and its subtree leave the public tree and pickers (operator)',
    tags: adminTags,
    auth,
  }),
  move: defineRoute({
    method: 'POST',
    path: '/admin/category/move',
    input: categoryMoveBody,
    answer: adminCategorySchema,
    summary:
      'Move a category under another parent (null = top level) at a sort order; not under itself or its subcategories, at most three levels (operator)',
    tags: adminTags,
    auth,
  }),
};
