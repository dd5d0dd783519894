import type { ReviewSummary } from '@hgsc/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Empty, Progress, Rate, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '../../../shared/config.ts';
import { formatDate } from '../../../shared/format.ts';
import { UrlPagination } from '../../../shared/ui/UrlPagination.tsx';
import { PRODUCT_REVIEWS_KEY, reviewApi } from '../api.ts';
import { ReviewImages } from './ReviewImages.tsx';
import '../review.css';

/** The average with read-only stars, the count, and one bar per score (5 down to 1). */
function Summary({ summary }: { summary: ReviewSummary }) {
  const { t } = useTranslation();
  return (
    <div className="goods-reviews-summary" data-testid="product-reviews-summary">
      <div className="goods-reviews-average">
        <span className="muted">{t('reviews.average')}</span>
        <span className="goods-reviews-average-value" data-testid="product-reviews-average">
          {summary.average}
        </span>
        {/* Display only: the stars round the database's one-decimal average to halves. */}
        <Rate disabled allowHalf value={Math.round(Number(summary.average) * 2) / 2} style={{ fontSize: 16 }} />
        <span className="muted" data-testid="product-reviews-count">
          {t('reviews.count', { count: summary.count })}
        </span>
      </div>
      <div className="goods-reviews-bars">
        {[...summary.distribution].reverse().map(({ score, count }) => (
          <div key={score} className="goods-reviews-bar" data-testid={`product-reviews-bar-${score}`}>
            <span>{t('reviews.scoreLabel', { score })}</span>
            <Progress
              percent={summary.count === 0 ? 0 : Math.round((count / summary.count) * 100)}
              showInfo={false}
              size="small"
            />
            <span>{count}</span>
          </div>
        ))}
      </div>
    </div>
  );
}

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
    <section className="goods-reviews" aria-labelledby="goods-reviews-title" data-testid="product-reviews">
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
        <>
          <Summary summary={data.summary} />
          <ul className="goods-reviews-list" data-testid="product-reviews-list">
            {data.page.records.map((review) => (
              <li key={review.id} className="goods-review" data-testid="product-review">
                <div className="goods-review-head">
                  <strong data-testid="product-review-company">{review.companyName}</strong>
                  {review.anonymous && <Tag>{t('reviews.anonymousTag')}</Tag>}
                  <Rate disabled value={review.score} style={{ fontSize: 14 }} />
                  <span className="muted">{formatDate(review.createdAt)}</span>
                </div>
                <p className="goods-review-content">{review.content}</p>
                <ReviewImages urls={review.imageUrls} />
              </li>
            ))}
          </ul>
          <UrlPagination
            className="goods-reviews-pagination"
            current={paging.current}
            size={paging.size}
            total={data.page.total}
            onChange={(current, size) => setPaging({ current, size })}
          />
        </>
      )}
    </section>
  );
}
