import type { ProductAppraise, ReviewSummary } from '@hgsc/contracts';
import { Progress, Rate, Tag } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { UrlPagination } from '../../../shared/ui/UrlPagination.tsx';
import { DateText } from '../../../shared/use-date-text.tsx';
import { ReviewImages } from './ReviewImages.tsx';

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
            <span>{t('reviews.scoreLabel', { score, count: score })}</span>
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

/** The summary and one page of a product's reviews (there is at least one). */
export default function ProductReviewList({
  data,
  paging,
  onPage,
}: {
  data: ProductAppraise;
  paging: { current: number; size: number };
  onPage: (paging: { current: number; size: number }) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Summary summary={data.summary} />
      <ul className="goods-reviews-list" data-testid="product-reviews-list">
        {data.page.records.map((review) => (
          <li key={review.id} className="goods-review" data-testid="product-review">
            <div className="goods-review-head">
              <strong data-testid="product-review-company">{review.companyName}</strong>
              {review.anonymous && <Tag>{t('reviews.anonymousTag')}</Tag>}
              <Rate disabled value={review.score} style={{ fontSize: 14 }} />
              <span className="muted">
                <DateText value={review.createdAt} />
              </span>
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
        onChange={(current, size) => onPage({ current, size })}
      />
    </>
  );
}
