import { Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { ProductCardData } from '../product-view.ts';
import { ProductCard } from './ProductCard.tsx';
import { ProductRow } from './ProductRow.tsx';
import '../catalogue.css';

/**
 * Products as a grid of cards (or rows in the list view). While the first page loads it shows
 * skeleton cards; with nothing to show, `empty` (an antd Empty by default). `eagerRow`: the first row's
 * pictures load at once rather than lazily — on a results page they are the first screen's largest pictures.
 */
export function ProductGrid({
  products,
  loading,
  columns = 4,
  view = 'grid',
  showShop = true,
  empty,
  skeletonCount = columns * 2,
  eagerRow = false,
}: {
  products: ProductCardData[] | undefined;
  loading?: boolean;
  columns?: 4 | 5;
  view?: 'grid' | 'list';
  showShop?: boolean;
  empty?: ReactNode;
  skeletonCount?: number;
  eagerRow?: boolean;
}) {
  if (!products && loading) {
    return (
      <div className={`goods-grid goods-grid-${columns}`} aria-busy="true">
        {Array.from({ length: skeletonCount }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={i} className="goods-card goods-card-skeleton">
            <div className="goods-card-skeleton-image" />
            <Skeleton active paragraph={{ rows: 3 }} title={false} />
          </div>
        ))}
      </div>
    );
  }
  if (!products || products.length === 0) return <>{empty ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}</>;
  if (view === 'list') {
    return (
      <div className="goods-list">
        {products.map((product, index) => (
          <ProductRow key={product.id} product={product} eagerImage={eagerRow && index === 0} />
        ))}
      </div>
    );
  }
  return (
    <div className={`goods-grid goods-grid-${columns}`}>
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} showShop={showShop} eagerImage={eagerRow && index < columns} />
      ))}
    </div>
  );
}
