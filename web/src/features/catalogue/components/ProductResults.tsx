import type { CatalogueSort } from '@hgsc/contracts';
import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Segmented } from '../../../shared/ui/Segmented.tsx';
import type { ProductCardData } from '../product-view.ts';
import { ProductGrid } from './ProductGrid.tsx';

/** The order the sort control offers (newest first is the default). */
const SORTS: CatalogueSort[] = ['newest', 'hot', 'priceAsc', 'priceDesc'];

/** The sort control above a product list (the catalogue search, a shop's products: the same sorts). */
export function ProductSortControl({ value, onChange }: { value: CatalogueSort; onChange: (sort: CatalogueSort) => void }) {
  const { t } = useTranslation();
  return (
    <Segmented<CatalogueSort>
      aria-label={t('search.sort')}
      value={value}
      onChange={onChange}
      options={SORTS.map((sort) => ({ value: sort, label: t(`search.sort.${sort}`) }))}
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
