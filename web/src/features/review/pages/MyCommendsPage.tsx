import { type Page, REVIEW_SCORES, type Review, type ReviewPendingItem } from '@hgsc/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Rate, Result, Select, Skeleton, Table, Tabs, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatNumber, formatPrice } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { useUserPower } from '../../../shared/signed-in-user.ts';
import { ProductCell } from '../../../shared/ui/ProductCell.tsx';
import { UrlPagination } from '../../../shared/ui/UrlPagination.tsx';
import { useUrlQuery } from '../../../shared/url-query.ts';
import { useShopEntry } from '../../shop/index.ts';
import { REVIEW_KEY, reviewApi } from '../api.ts';
import { ReviewFormModal } from '../components/ReviewFormModal.tsx';
import { ReviewImages } from '../components/ReviewImages.tsx';
import { type MyCommendsQuery, parseReviewQuery, type ReviewTab, toReviewParams } from '../review-query.ts';
import '../review.css';
import { UnitWords } from '../../../shared/ui/MarketWords.tsx';

const goodsLink = (productId: number, name: string) => <Link to={`/goodsdetail?id=${productId}`}>{name}</Link>;

/** Which tabs the caller may use: buy.review for the buyer's two, shop.order and a shop for 收到的评价. */
function useAllowedTabs(): { tabs: ReviewTab[]; loading: boolean } {
  const power = useUserPower();
  const codes = power.data?.codes ?? [];
  const seller = codes.includes('shop.order');
  const entry = useShopEntry();
  if (power.isPending) return { tabs: [], loading: true };
  const buyerTabs: ReviewTab[] = codes.includes('buy.review') ? ['pending', 'written'] : [];
  // A sub-account that may not read the shop entry (403) still may read the seller's list.
  const hasShop = Boolean(entry.data?.shop) || (isApiError(entry.error) && entry.error.status === 403);
  if (seller && entry.isPending) return { tabs: buyerTabs, loading: buyerTabs.length === 0 };
  return { tabs: seller && hasShop ? [...buyerTabs, 'received'] : buyerTabs, loading: false };
}

/**
 * 待评价: the lines to review, or with ?orderId= (去评价 on an order) that order's only — its one line's form opening by
 * itself, once.
 */
function PendingTable({
  query,
  onPage,
  onAll,
}: {
  query: MyCommendsQuery;
  onPage: (current: number, size: number) => void;
  onAll: () => void;
}) {
  const { t } = useTranslation();
  const [reviewing, setReviewing] = useState<ReviewPendingItem | null>(null);
  const body = { current: query.current, size: query.size, ...(query.orderId ? { orderId: query.orderId } : {}) };
  const list = useQuery({
    queryKey: [...REVIEW_KEY, 'pending', body],
    queryFn: () => reviewApi.pending(body),
    placeholderData: keepPreviousData,
  });
  const records = list.isPlaceholderData ? undefined : list.data?.records;
  const opened = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!query.orderId || opened.current === query.orderId || !records) return;
    opened.current = query.orderId;
    if (records.length === 1) setReviewing(records[0] ?? null);
  }, [query.orderId, records]);
  const columns: ColumnsType<ReviewPendingItem> = [
    {
      title: t('reviews.col.product'),
      key: 'product',
      render: (_, item) => (
        <ProductCell
          product={{ name: item.name, casNumber: item.casNumber, coverUrl: item.pictureUrl }}
          title={goodsLink(item.productId, item.name)}
          tags={
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {item.shopName}
            </Typography.Text>
          }
        />
      ),
    },
    {
      title: t('reviews.col.orderNo'),
      key: 'orderNo',
      width: 185,
      render: (_, item) => <Link to={`/order/${item.orderId}`}>{item.orderNo}</Link>,
    },
    {
      title: t('reviews.col.quantity'),
      key: 'quantity',
      width: 90,
      render: (_, item) => (
        <>
          {formatNumber(item.quantity)} <UnitWords unit={item.unit} quantity={item.quantity} />
        </>
      ),
    },
    {
      title: t('reviews.col.amount'),
      key: 'amount',
      width: 120,
      align: 'right',
      render: (_, item) => `¥${formatPrice(item.amount)}`,
    },
    {
      title: t('reviews.col.receivedAt'),
      dataIndex: 'receivedAt',
      width: 175,
      render: (value: string | null) => (
        <span style={{ whiteSpace: 'nowrap' }} data-testid="review-received-at">
          {formatDate(value)}
        </span>
      ),
    },
    {
      title: t('reviews.col.actions'),
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_, item) => (
        <Button type="primary" size="small" onClick={() => setReviewing(item)} data-testid={`review-open-${item.orderItemId}`}>
          {t('reviews.review')}
        </Button>
      ),
    },
  ];
  const orderNo = records?.[0]?.orderNo;
  return (
    <>
      {query.orderId && records && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="review-of-order"
          title={orderNo ? t('reviews.ofOrder', { orderNo }) : t('reviews.orderDone')}
          action={
            <Button size="small" onClick={onAll} data-testid="review-all-pending">
              {t('reviews.allPending')}
            </Button>
          }
        />
      )}
      <ListTable<ReviewPendingItem>
        rowKey="orderItemId"
        list={list}
        columns={columns}
        empty={t('reviews.emptyPending')}
        testId="review-pending-table"
        query={query}
        onPage={onPage}
        scrollX={880}
      />
      <ReviewFormModal item={reviewing} onClose={() => setReviewing(null)} />
    </>
  );
}

/** A review's score, text and pictures in one cell. */
function ReviewCell({ review }: { review: Review }) {
  const { t } = useTranslation();
  return (
    <div>
      <Flex gap={8} align="center" wrap>
        <Rate disabled value={review.score} style={{ fontSize: 14 }} />
        {review.anonymous && <Tag>{t('reviews.anonymousTag')}</Tag>}
      </Flex>
      <Typography.Paragraph style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap' }} ellipsis={{ rows: 3, expandable: true }}>
        {review.content}
      </Typography.Paragraph>
      <ReviewImages urls={review.imageUrls} size={48} />
    </div>
  );
}

function ReviewsTable({
  side,
  query,
  onPage,
  onScore,
}: {
  side: 'written' | 'received';
  query: MyCommendsQuery;
  onPage: (current: number, size: number) => void;
  onScore?: (score: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const body = {
    current: query.current,
    size: query.size,
    ...(side === 'received' && query.score ? { score: query.score } : {}),
  };
  const list = useQuery({
    queryKey: [...REVIEW_KEY, side, body],
    queryFn: () => (side === 'written' ? reviewApi.written(body) : reviewApi.received(body)),
    placeholderData: keepPreviousData,
  });
  const columns: ColumnsType<Review> = [
    {
      title: t('reviews.col.product'),
      key: 'product',
      width: 280,
      render: (_, review) => (
        <ProductCell
          product={{ name: review.productName, casNumber: review.casNumber, coverUrl: review.pictureUrl }}
          title={goodsLink(review.productId, review.productName)}
          tags={
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <Link to={`/order/${review.orderId}`}>{review.orderNo}</Link>
            </Typography.Text>
          }
        />
      ),
    },
    side === 'received'
      ? { title: t('reviews.col.buyer'), dataIndex: 'buyerCompanyName', width: 200 }
      : { title: t('reviews.col.shop'), dataIndex: 'shopName', width: 160 },
    {
      title: t('reviews.col.content'),
      key: 'content',
      render: (_, review) => <ReviewCell review={review} />,
    },
    {
      title: t('reviews.col.createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: (value: string) => formatDate(value),
    },
  ];
  return (
    <>
      {side === 'received' && onScore && (
        <Flex justify="flex-end" style={{ marginBottom: 12 }}>
          <Select<number | 'all'>
            style={{ width: 160 }}
            aria-label={t('reviews.filterScore')}
            value={query.score ?? 'all'}
            onChange={(value) => onScore(value === 'all' ? undefined : value)}
            options={[
              { value: 'all', label: t('reviews.allScores') },
              ...[...REVIEW_SCORES]
                .reverse()
                .map((score) => ({ value: score, label: t('reviews.scoreOption', { score, count: score }) })),
            ]}
            data-testid="review-score-filter"
          />
        </Flex>
      )}
      <ListTable<Review>
        rowKey="id"
        list={list}
        columns={columns}
        empty={t(side === 'written' ? 'reviews.emptyWritten' : 'reviews.emptyReceived')}
        testId={`review-${side}-table`}
        query={query}
        onPage={onPage}
      />
    </>
  );
}

/** A server page in a table, with the pager under it holding its state in the URL. */
function ListTable<T extends object>({
  rowKey,
  list,
  columns,
  empty,
  testId,
  query,
  onPage,
  scrollX = 1000,
}: {
  rowKey: keyof T & string;
  list: { data?: Page<T>; isFetching: boolean };
  columns: ColumnsType<T>;
  empty: string;
  testId: string;
  query: MyCommendsQuery;
  onPage: (current: number, size: number) => void;
  /** The width under which the table scrolls sideways; the pending table fits the 1366 px page. */
  scrollX?: number;
}) {
  return (
    <>
      <Table<T>
        rowKey={rowKey}
        loading={list.isFetching}
        dataSource={list.data?.records}
        columns={columns}
        pagination={false}
        locale={{ emptyText: <Empty description={empty} /> }}
        scroll={{ x: scrollX }}
        data-testid={testId}
      />
      <UrlPagination
        className="review-pagination"
        current={query.current}
        size={query.size}
        total={list.data?.total ?? 0}
        onChange={onPage}
      />
    </>
  );
}

/**
 * /manage/mycommends (评价管理): 待评价 — the lines of complete purchases, each with a 评价 button
 * opening the review form; 已评价 — the company's reviews; 收到的评价 — for a company with a shop, what
 * buyers wrote on its products (filter by score). Tab, page, size and score live in the URL; ?orderId= (去评价 on an
 * order) narrows 待评价 to that order.
 */
export default function MyCommendsPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useUrlQuery(parseReviewQuery, toReviewParams);
  const { tabs, loading } = useAllowedTabs();
  if (loading) return <Skeleton active />;
  if (tabs.length === 0) return <Result status="403" title={t('reviews.noPermission')} data-testid="review-forbidden" />;
  const tab = query.tab && tabs.includes(query.tab) ? query.tab : (tabs[0] as ReviewTab);
  const onPage = (current: number, size: number) => setQuery({ ...query, tab, current, size });

  return (
    <Card title={t('route.manage.mycommends')}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setQuery({ tab: key as ReviewTab, current: 1, size: query.size })}
        items={tabs.map((key) => ({
          key,
          label: <span data-testid={`review-tab-${key}`}>{t(`reviews.tab.${key}`)}</span>,
        }))}
      />
      {tab === 'pending' && (
        <PendingTable query={query} onPage={onPage} onAll={() => setQuery({ tab, current: 1, size: query.size })} />
      )}
      {tab === 'written' && <ReviewsTable side="written" query={query} onPage={onPage} />}
      {tab === 'received' && (
        <ReviewsTable
          side="received"
          query={query}
          onPage={onPage}
          onScore={(score) => setQuery({ tab, current: 1, size: query.size, score })}
        />
      )}
    </Card>
  );
}
