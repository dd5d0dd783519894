import { LISTING_TABS, type Listing, type ListingTab, unitWords } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Input, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatDate } from '../../../shared/format.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ProductWithGrade, yuan } from '../../../shared/ui/GoodsWords.tsx';
import { StatusTabs } from '../../../shared/ui/StatusTabs.tsx';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { LISTINGS_KEY, listingApi } from '../api.ts';
import { QuantityLines } from '../components/QuantityLines.tsx';
import { useListingSteps } from '../components/useListingSteps.tsx';
import { isZeroQuantity } from '../listing-rules.ts';

const STATUS_COLOURS: Record<Listing['status'], string> = {
  listed: 'processing',
  soldOut: 'success',
  delisted: 'default',
  expired: 'warning',
};

export const listingOrdersPath = (id: number) => `/manage/waitingSell?listingId=${id}`;
export const publicListingPath = (id: number) => `/receiptMarket/${id}`;
export const sellerListingPath = (id: number) => `/manage/waitingSellPleasedetails?id=${id}`;

/**
 * /manage/warehouseReceiptsonlist 我的挂牌: the company's listings by tab (listed, ended, all) with their counts, found
 * by number or product; each row with what was listed, what buyers may still apply for, what their applications hold
 * and what was sold, and the seller's steps: 调价, 摘牌, the applications to answer, the public page.
 */
export default function MyListingsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [tab, setTab] = useState<ListingTab>('listed');
  const list = usePagedTable<Listing, { keyword: string }>(
    [...LISTINGS_KEY, 'mine', tab],
    (params) => listingApi.mine({ ...params, tab }),
    { keyword: '' },
  );
  const keyword = list.filter.keyword;
  const counts = useQuery({ queryKey: [...LISTINGS_KEY, 'counts'], queryFn: () => listingApi.tabCounts() });
  const steps = useListingSteps();
  const toReceipts = (
    <Button type="primary" onClick={() => void navigate('/manage/warehouseReceiptList')} data-testid="listings-to-receipts">
      {t('receiptTrade.listings.toReceipts')}
    </Button>
  );

  return (
    <Card title={t('route.manage.warehouseReceiptsonlist')} extra={<Link to="/receiptMarket">{t('receiptTrade.toMarket')}</Link>}>
      <Input.Search
        allowClear
        style={{ maxWidth: 400, marginBottom: 8 }}
        placeholder={t('receiptTrade.listings.search')}
        aria-label={t('receiptTrade.listings.search')}
        enterButton={t('common.search')}
        maxLength={50}
        onSearch={(value) => list.search({ keyword: value.trim() })}
        data-testid="listings-search"
      />
      <StatusTabs<ListingTab>
        active={tab}
        onChange={(key) => {
          setTab(key);
          list.reset();
        }}
        testIdPrefix="listings-tab"
        tabs={LISTING_TABS.map((key) => ({ key, label: t(`receiptTrade.listings.tab.${key}`), count: counts.data?.[key] ?? 0 }))}
      />
      <Table<Listing>
        {...list.tableProps}
        data-testid="listings"
        scroll={list.tableProps.dataSource?.length ? { x: 865 } : undefined}
        locale={{
          emptyText: (
            <Empty description={t(keyword ? 'receiptTrade.listings.emptySearch' : `receiptTrade.listings.empty.${tab}`)}>
              {!keyword && toReceipts}
            </Empty>
          ),
        }}
        columns={[
          // Fits 1366 px unscrolled: what is offered, at what price, what waits for the seller, and its steps.
          {
            title: t('receiptTrade.col.listingNo'),
            key: 'no',
            width: 165,
            render: (_, listing) => (
              <>
                <Link to={sellerListingPath(listing.id)} data-testid="listing-no">
                  {listing.listingNo}
                </Link>
                <br />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('receiptTrade.col.receiptOf', { no: listing.receiptNo })}
                </Typography.Text>
              </>
            ),
          },
          {
            title: t('receiptTrade.col.goodsAndWarehouse'),
            key: 'goods',
            width: 150,
            ellipsis: true,
            render: (_, listing) => (
              <>
                <ProductWithGrade name={listing.productName} grade={listing.grade} />
                <br />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {listing.warehouseName}
                </Typography.Text>
              </>
            ),
          },
          {
            title: t('receiptTrade.col.unitPrice'),
            key: 'price',
            width: 110,
            align: 'right',
            render: (_, listing) => (
              <>
                <span data-testid="listing-price">{yuan(listing.unitPrice)}</span>
                <br />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('receiptTrade.perUnit', { unit: unitWords(listing.unit, language) })}
                </Typography.Text>
              </>
            ),
          },
          {
            title: t('receiptTrade.col.quantities'),
            key: 'quantities',
            width: 150,
            render: (_, listing) => (
              <QuantityLines
                unit={listing.unit}
                lines={[
                  { key: 'listed', label: t('receiptTrade.qty.listed'), value: listing.listedQty },
                  { key: 'available', label: t('receiptTrade.qty.available'), value: listing.availableQty },
                  {
                    key: 'reserved',
                    label: t('receiptTrade.qty.reserved'),
                    value: listing.reservedQty,
                    strong: !isZeroQuantity(listing.reservedQty),
                  },
                  { key: 'sold', label: t('receiptTrade.qty.sold'), value: listing.soldQty },
                ]}
              />
            ),
          },
          {
            title: t('receiptTrade.col.statusAndDay'),
            key: 'status',
            width: 120,
            render: (_, listing) => (
              <>
                <Tag color={STATUS_COLOURS[listing.status]} data-testid="listing-status">
                  {listing.statusLabel}
                </Tag>
                <br />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {listing.endedAt
                    ? t('receiptTrade.col.endedAt', { at: formatDate(listing.endedAt, 'YYYY-MM-DD') })
                    : t('receiptTrade.col.until', { day: listing.validUntil })}
                </Typography.Text>
              </>
            ),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 170,
            fixed: 'right',
            render: (_, listing) => (
              <Space size={[8, 0]} wrap>
                <Link
                  to={listingOrdersPath(listing.id)}
                  aria-label={t('receiptTrade.listings.stepOf', {
                    action: t(
                      isZeroQuantity(listing.reservedQty)
                        ? 'receiptTrade.listings.orders'
                        : 'receiptTrade.listings.ordersWaiting',
                    ),
                    no: listing.listingNo,
                  })}
                  data-testid={`listing-orders-${listing.id}`}
                >
                  {isZeroQuantity(listing.reservedQty)
                    ? t('receiptTrade.listings.orders')
                    : t('receiptTrade.listings.ordersWaiting')}
                </Link>
                {steps.buttons(listing)}
                <Link
                  to={publicListingPath(listing.id)}
                  aria-label={t('receiptTrade.listings.stepOf', {
                    action: t('receiptTrade.listings.public'),
                    no: listing.listingNo,
                  })}
                >
                  {t('receiptTrade.listings.public')}
                </Link>
              </Space>
            ),
          },
        ]}
      />
      {steps.dialog}
    </Card>
  );
}
