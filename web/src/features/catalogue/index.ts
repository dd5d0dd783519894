export { catalogueQueries, type ShopProductQuery } from './api.ts';
export { sampleSubcategories } from './category-tree.ts';
export { DangerTag } from './components/DangerTag.tsx';
export { ProductGrid } from './components/ProductGrid.tsx';
export { ProductResults, ProductSortControl } from './components/ProductResults.tsx';
export { productHref, shopHref } from './product-view.ts';
export { useBrands } from './queries.ts';
export { catalogueFeature } from './routes.tsx';
export { searchHref } from './search-query.ts';
