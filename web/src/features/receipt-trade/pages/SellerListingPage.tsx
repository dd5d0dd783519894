import type { ReceiptOrder } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Result, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { Quantity, yuan } from '../../../shared/ui/GoodsWords.tsx';
import { secondary } from '../../../shared/ui/secondary-text.tsx';
import { positiveInt } from '../../../shared/url-query.ts';
import { LISTINGS_KEY, RECEIPT_ORDERS_KEY, subOrderApi } from '../api.ts';
import { QuantityLines } from '../components/QuantityLines.tsx';
import { useListingSteps } from '../components/useListingSteps.tsx';
import { ListingFacts } from '../market/ListingFacts.tsx';
import { OrderStatusTag } from '../orders/OrderStatusTag.tsx';
import { orderPath } from '../orders/order-paths.ts';
import { listingOrdersPath, publicListingPath } from './MyListingsPage.tsx';

const PAGE_SIZE = 10;

/**
 * /manage/waitingSellPleasedetails?id= a listing as its seller follows it being sold in parts: where every tonne is
 * (offered, held by applications, sold, returned, of the sold what the keeper confirmed transferred — adding up to what
 * was listed), each buyer's order with the child receipt split off for it and where it stands, the receipt's facts,
 * and the listing's steps (调价, 摘牌).
 */
export default function SellerListingPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = positiveInt(search.get('id'));
  const [current, setCurrent] = useState(1);
  const steps = useListingSteps();
  const parts = useQuery({
    queryKey: [...LISTINGS_KEY, 'parts', id, current, RECEIPT_ORDERS_KEY],
    queryFn: () => subOrderApi.list({ listingId: id ?? 0, current, size: PAGE_SIZE }),
    enabled: id !== undefined,
  });

  if (id === undefined || (parts.isError && isApiError(parts.error) && parts.error.code === 404))
    return <Result status="404" title={t('receiptTrade.parts.notFound')} />;
  // Another failure was told by the request layer; the page waits for a retry (a refresh) rather than stay blank.
  if (!parts.data) return <Card loading />;
  const { listing, quantities, orders } = parts.data;

  const columns: ColumnsType<ReceiptOrder> = [
    {
      title: t('receiptTrade.col.orderNo'),
      key: 'no',
      width: 190,
      render: (_, order) => (
        <>
          <Link to={orderPath('seller', order)} data-testid="parts-order-no">
            {order.orderNo}
          </Link>
          <br />
          {secondary(t('receiptTrade.col.appliedOn', { at: formatDate(order.createdAt, 'YYYY-MM-DD HH:mm') }))}
        </>
      ),
    },
    { title: t('receiptTrade.parts.buyer'), key: 'buyer', width: 200, ellipsis: true, render: (_, o) => o.buyerCompanyName },
    {
      title: t('receiptTrade.col.quantity'),
      key: 'quantity',
      width: 140,
      align: 'right',
      render: (_, order) => (
        <>
          <Quantity value={order.quantity} unit={order.unit} />
          <br />
          {secondary(yuan(order.amount))}
        </>
      ),
    },
    {
      title: t('receiptTrade.parts.childReceipt'),
      key: 'receipt',
      width: 200,
      render: (_, order) =>
        order.receiptNo ? (
          <>
            <span data-testid="parts-receipt-no">{order.receiptNo}</span>
            <br />
            {secondary(
              order.transferredAt
                ? t('receiptTrade.parts.heldBy', {
                    buyer: order.buyerCompanyName,
                    at: formatDate(order.transferredAt, 'YYYY-MM-DD'),
                  })
                : t('receiptTrade.parts.lockedFor'),
            )}
          </>
        ) : (
          secondary(t('receiptTrade.parts.notSplit'))
        ),
    },
    { title: t('receiptTrade.col.status'), key: 'status', width: 120, render: (_, order) => <OrderStatusTag order={order} /> },
  ];

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space wrap>
            <span>{t('receiptTrade.parts.title', { no: listing.listingNo })}</span>
            <Tag data-testid="parts-status">{listing.statusLabel}</Tag>
          </Space>
        }
        extra={
          <Space size={16} wrap>
            {steps.buttons(listing)}
            <Link to={listingOrdersPath(listing.id)}>{t('receiptTrade.listings.orders')}</Link>
            <Link to={publicListingPath(listing.id)}>{t('receiptTrade.listings.public')}</Link>
          </Space>
        }
      >
        <Space size={48} align="start" wrap>
          <div data-testid="parts-where">
            <Typography.Title level={5}>{t('receiptTrade.parts.where')}</Typography.Title>
            <QuantityLines
              unit={listing.unit}
              lines={[
                { key: 'listed', label: t('receiptTrade.qty.listed'), value: quantities.listedQty, strong: true },
                { key: 'available', label: t('receiptTrade.qty.available'), value: quantities.availableQty },
                { key: 'reserved', label: t('receiptTrade.qty.reserved'), value: quantities.reservedQty },
                { key: 'sold', label: t('receiptTrade.qty.sold'), value: quantities.soldQty },
                { key: 'returned', label: t('receiptTrade.parts.returned'), value: quantities.returnedQty },
              ]}
            />
            <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: 8, marginBottom: 0, maxWidth: 420 }}>
              {t('receiptTrade.parts.sum')}
            </Typography.Paragraph>
          </div>
          <div>
            <Typography.Title level={5}>{t('receiptTrade.parts.ofSold')}</Typography.Title>
            <QuantityLines
              unit={listing.unit}
              lines={[{ key: 'transferred', label: t('receiptTrade.parts.transferred'), value: quantities.transferredQty }]}
            />
            <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: 8, marginBottom: 0, maxWidth: 420 }}>
              {t('receiptTrade.parts.transferredHint', { price: yuan(listing.unitPrice), until: listing.validUntil })}
            </Typography.Paragraph>
          </div>
        </Space>
      </Card>
      <Card title={t('receiptTrade.parts.orders', { count: orders.total })}>
        {listing.status === 'listed' && orders.total === 0 && (
          <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('receiptTrade.parts.noneYet')} />
        )}
        <Table<ReceiptOrder>
          rowKey="id"
          columns={columns}
          dataSource={orders.records}
          loading={parts.isFetching}
          locale={{ emptyText: <Empty description={t('receiptTrade.parts.empty')} /> }}
          pagination={{ current, pageSize: PAGE_SIZE, total: orders.total, onChange: setCurrent, showSizeChanger: false }}
          data-testid="parts-orders"
        />
      </Card>
      <ListingFacts listing={listing} />
      {steps.dialog}
    </Space>
  );
}
