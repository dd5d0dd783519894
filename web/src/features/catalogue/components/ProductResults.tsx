import type { CatalogueSort, ShopProductSort } from '@hgsc/contracts';
import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Segmented } from '../../../shared/ui/Segmented.tsx';
import type { ProductCardData } from '../product-view.ts';
import { ProductGrid } from './ProductGrid.tsx';

/** The order the sort control offers a shop's products (newest first is the default). */
const SHOP_SORTS: ShopProductSort[] = ['newest', 'hot', 'priceAsc', 'priceDesc'];
/** The catalogue's: relevance first, its default. */
export const CATALOGUE_SORT_ORDER: CatalogueSort[] = ['relevance', ...SHOP_SORTS];

/** The sort control above a product list: a shop's sorts unless `sorts` says (the catalogue search adds relevance). */
export function ProductSortControl<S extends CatalogueSort = ShopProductSort>({
  value,
  onChange,
  sorts = SHOP_SORTS as S[],
}: {
  value: S;
  onChange: (sort: S) => void;
  sorts?: S[];
}) {
  const { t } = useTranslation();
  return (
    <Segmented<S>
      aria-label={t('search.sort')}
      value={value}
      onChange={onChange}
      options={sorts.map((sort) => ({ value: sort, label: t(`search.sort.${sort}`) }))}
    />
  );
}

/**
 * One page of product results: dimmed while the next page loads (the previous one stays shown),
 * and, with nothing found, an Empty with its text and an optional way out (e.g. "clear filters").
 */
export function ProductResults({
  products,
  pending,
  fetching,
  emptyText,
  emptyAction,
  emptyTestId,
  ...grid
}: {
  products: ProductCardData[] | undefined;
  pending: boolean;
  fetching: boolean;
  emptyText: string;
  emptyAction?: ReactNode;
  emptyTestId?: string;
  view?: 'grid' | 'list';
  columns?: 4 | 5;
  showShop?: boolean;
}) {
  return (
    <div className={fetching && products ? 'results is-refreshing' : 'results'} aria-busy={fetching}>
      <ProductGrid
        products={products}
        loading={pending}
        // The results are the page's first screen: their first row's pictures do not wait to be scrolled to.
        eagerRow
        {...grid}
        empty={
          <div className="results-empty">
            <Empty description={emptyText} data-testid={emptyTestId}>
              {emptyAction}
            </Empty>
          </div>
        }
      />
    </div>
  );
}
