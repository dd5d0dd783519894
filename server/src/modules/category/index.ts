/** The category module's interface: what the route list and other modules may use of it; the rest of the folder is its own. */

export { categoryUse } from './category-use.ts';
export { type CategoryNames, categoryNames } from './names.ts';
export { categoryRoutes } from './routes.ts';
export { categories } from './tables.ts';
export { allCategories, childrenIndex, publicCategoryTree, subtreeIds } from './tree.ts';
