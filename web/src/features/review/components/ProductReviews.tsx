import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Empty, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../shared/config.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { PRODUCT_REVIEWS_KEY, reviewApi } from '../api.ts';
import '../review.css';

/** Stars, bars, pictures and the pager load with the first review: most products have none yet. */
const ProductReviewList = lazy(() => import('./ProductReviewList.tsx'));

/**
 * 商品评价 on the public product page: the summary (average, count, distribution) and the reviews,
 * newest first and paged; an anonymous review shows the company masked, as the server sends it.
 */
export function ProductReviews({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ current: 1, size: DEFAULT_PAGE_SIZE });
  const reviews = useQuery({
    queryKey: [...PRODUCT_REVIEWS_KEY, productId, paging],
    queryFn: () => reviewApi.ofProduct({ productId, ...paging }),
    placeholderData: keepPreviousData,
  });
  const data = reviews.data;

  return (
    <section className="goods-reviews below-fold" aria-labelledby="goods-reviews-title" data-testid="product-reviews">
      <div className="section-head">
        <h2 id="goods-reviews-title">{t('reviews.section')}</h2>
      </div>
      {reviews.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : reviews.isError || !data ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('reviews.loadFailed')} />
      ) : data.summary.count === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('reviews.empty')} data-testid="product-reviews-empty" />
      ) : (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
          <ProductReviewList data={data} paging={paging} onPage={setPaging} />
        </Suspense>
      )}
    </section>
  );
}
