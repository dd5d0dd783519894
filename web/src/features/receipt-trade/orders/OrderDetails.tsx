import type { ReceiptOrder } from '@hgsc/contracts';
import { unitWords } from '@hgsc/contracts';
import { Alert, Card, Descriptions, Flex, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { DetailsById } from '../../../shared/ui/DetailsById.tsx';
import { ProductWithGrade, Quantity, yuan } from '../../../shared/ui/GoodsWords.tsx';
import { RECEIPT_ORDERS_KEY, receiptOrderApi } from '../api.ts';
import { OrderStatusTag } from './OrderStatusTag.tsx';
import { OrderTimeline } from './OrderTimeline.tsx';
import { OrderTurnNotice } from './OrderTurnNotice.tsx';
import { listingPublicPath, type OrderSide, ordersPath, receiptPath } from './order-paths.ts';
import { useOrderSteps } from './useOrderSteps.tsx';

/**
 * A receipt order's page for one side (?id=): whose turn it is, the side's steps, the decline reason, the goods,
 * quantity, price and amount, the two companies, the receipt split off for it once taken, and the operation log.
 */
export function OrderDetailsPage({ side }: { side: OrderSide }) {
  const { t } = useTranslation();
  return (
    <DetailsById
      queryKey={(id) => [...RECEIPT_ORDERS_KEY, 'info', id]}
      load={receiptOrderApi.info}
      title={t(side === 'seller' ? 'route.manage.waitingJiedanDetails' : 'route.manage.toApplyFordetails')}
      notFound={t('receiptTrade.details.notFound')}
      back={{ to: ordersPath(side), label: t('receiptTrade.details.backToList') }}
      skeletonRows={10}
    >
      {(found) => <OrderDetails order={found} side={side} />}
    </DetailsById>
  );
}

function OrderDetails({ order, side }: { order: ReceiptOrder; side: OrderSide }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const steps = useOrderSteps(side);
  const unit = unitWords(order.unit, language);
  return (
    <Flex vertical gap="middle">
      <Card
        title={
          <Space wrap>
            {t('receiptTrade.details.title')}
            <Typography.Text copyable data-testid="order-details-no">
              {order.orderNo}
            </Typography.Text>
            <OrderStatusTag order={order} />
          </Space>
        }
        extra={steps.buttons(order)}
      >
        <OrderTurnNotice order={order} side={side} />
        {order.status === 'declined' && order.declineReason && (
          <Alert
            type={side === 'buyer' ? 'error' : 'warning'}
            style={{ marginBottom: 16 }}
            data-testid="order-details-reason"
            title={t(order.declinedBy === 'system' ? 'receiptTrade.details.lapsedReason' : 'receiptTrade.details.reason')}
            description={<Typography.Text strong>{order.declineReason}</Typography.Text>}
          />
        )}
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, md: 2 }}
          items={[
            {
              key: 'goods',
              label: t('receiptTrade.col.goods'),
              children: <ProductWithGrade name={order.productName} grade={order.grade} />,
            },
            { key: 'cas', label: 'CAS', children: order.casNumber },
            {
              key: 'quantity',
              label: t('receiptTrade.col.quantity'),
              children: (
                <span data-testid="order-details-quantity">
                  <Quantity value={order.quantity} unit={order.unit} />
                </span>
              ),
            },
            {
              key: 'price',
              label: t('receiptTrade.col.unitPrice'),
              children: `${yuan(order.unitPrice)} ${t('receiptTrade.perUnit', { unit })}`,
            },
            {
              key: 'amount',
              label: t('receiptTrade.col.amount'),
              children: (
                <Typography.Text strong data-testid="order-details-amount">
                  {yuan(order.amount)}
                </Typography.Text>
              ),
            },
            { key: 'mode', label: t('receiptTrade.list.deliveryMode'), children: order.deliveryModeLabel },
            { key: 'seller', label: t('receiptTrade.col.seller'), children: order.sellerCompanyName },
            { key: 'buyer', label: t('receiptTrade.col.buyer'), children: order.buyerCompanyName },
            { key: 'warehouse', label: t('receiptTrade.col.warehouse'), children: order.warehouseName },
            {
              key: 'listing',
              label: t('receiptTrade.col.listingNo'),
              children: <Link to={listingPublicPath(order.listingId)}>{order.listingNo}</Link>,
            },
            {
              key: 'receipt',
              label: t('receiptTrade.details.receipt'),
              children: order.receiptId ? (
                side === 'seller' ? (
                  <Link to={receiptPath(order.receiptId)} data-testid="order-details-receipt">
                    {order.receiptNo}
                  </Link>
                ) : (
                  <span data-testid="order-details-receipt">{order.receiptNo}</span>
                )
              ) : order.status === 'applied' ? (
                <Typography.Text type="secondary">{t('receiptTrade.details.receiptNotYet')}</Typography.Text>
              ) : (
                '-'
              ),
            },
            { key: 'applied', label: t('receiptTrade.col.appliedAt'), children: formatDate(order.createdAt) },
            ...(order.takenAt
              ? [{ key: 'taken', label: t('receiptTrade.details.takenAt'), children: formatDate(order.takenAt) }]
              : []),
            ...(order.endedAt
              ? [{ key: 'ended', label: t('receiptTrade.details.endedAt'), children: formatDate(order.endedAt) }]
              : []),
            { key: 'remark', label: t('receiptTrade.details.remark'), children: order.remark || '-' },
          ]}
        />
      </Card>
      <Card title={t('receiptTrade.details.timeline')}>
        <OrderTimeline orderId={order.id} />
      </Card>
      {steps.dialog}
    </Flex>
  );
}
