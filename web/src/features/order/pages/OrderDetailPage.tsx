import { type OrderDetail, orderStatusIn } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Empty, Flex, Skeleton, Space, Timeline, Typography } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatDate, formatMoney } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { AddressWords } from '../../../shared/ui/MarketWords.tsx';
import { positiveInt } from '../../../shared/url-query.ts';
import { ORDER_QUERY_KEY, orderApi } from '../api.ts';
import { OrderActions } from '../components/OrderActions.tsx';
import { OrderItemsTable } from '../components/OrderItemsTable.tsx';
import { OrderStatusTags } from '../components/OrderStatusTag.tsx';
import { OrderTools } from '../components/OrderTools.tsx';
import { PaymentProofs } from '../components/PaymentProofs.tsx';
import { TurnNotice } from '../components/TurnNotice.tsx';
import { contractInfoPath } from '../contract/contract-stage.ts';
import { EnglishContractLink } from '../contract/english/EnglishContractLink.tsx';
import { InvoiceCard } from '../invoice/InvoiceCard.tsx';
import { mayViewContract } from '../order-actions.ts';
import { endingNotice, pendingCancellation, refusalNotice } from '../order-notices.ts';
import { PaymentsCard } from '../payments/PaymentsCard.tsx';
import { ShipmentsCard } from '../shipment/ShipmentsCard.tsx';
import { useNotYoursRedirect } from '../use-not-yours.ts';

const PARTY_KEY = { buyer: 'order.detail.partyBuyer', seller: 'order.detail.partySeller', system: 'order.detail.partySystem' };

/**
 * /orderdetail?id= and /order/:id: the order, its parties, delivery and invoice, amounts, timeline,
 * and exactly the actions the server allows the caller. Another company's order answers 404: SPEC
 * §2's confirm text, then the order list.
 */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const id = positiveInt(params.id ?? search.get('id'));
  const detail = useQuery({
    queryKey: [...ORDER_QUERY_KEY, 'detail', id],
    queryFn: () => orderApi.detail(id as number),
    enabled: id !== undefined,
    retry: false,
  });

  const notYours = (id !== undefined && isApiError(detail.error) && detail.error.code === 404) || id === undefined;
  useNotYoursRedirect(notYours);

  if (notYours) return <Empty description={t('order.detail.notYours')} />;
  if (detail.isPending) return <Skeleton active />;
  if (!detail.data) return <Empty />;
  return <OrderDetailView order={detail.data} />;
}

/** An order as its parties see it; `readOnly` (a shared link) shows no actions. */
export function OrderDetailView({ order, readOnly = false }: { order: OrderDetail; readOnly?: boolean }) {
  const { t } = useTranslation();
  const invoice = order.invoice;
  return (
    <Flex vertical gap="middle" style={{ maxWidth: 1200, margin: '16px auto', width: '100%' }}>
      <Card
        title={
          <Space>
            {t('order.detail.title')}
            <Typography.Text data-testid="order-no" copyable>
              {order.orderNo}
            </Typography.Text>
            <OrderStatusTags order={order} />
            {!readOnly && order.party !== 'system' && mayViewContract(order) && (
              <Link to={contractInfoPath(order.id, order.party)} data-testid="order-view-contract">
                {t('contractPage.viewContract')}
              </Link>
            )}
            {!readOnly && order.party !== 'system' && <EnglishContractLink order={order} />}
          </Space>
        }
        extra={readOnly ? undefined : <OrderActions order={order} />}
      >
        {!readOnly && <TurnNotice order={order} />}
        <CancellationNotices order={order} />
        {!readOnly && <OrderTools order={order} />}
        <Descriptions column={{ xs: 1, md: 2, lg: 3 }} size="small">
          <Descriptions.Item label={t('order.detail.createdAt')}>{formatDate(order.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t('order.detail.buyer')}>{order.buyerCompanyName}</Descriptions.Item>
          <Descriptions.Item label={t('order.detail.seller')}>{order.sellerCompanyName}</Descriptions.Item>
          <Descriptions.Item label={t('order.detail.shop')}>{order.shopName}</Descriptions.Item>
          <Descriptions.Item label={t('order.detail.deliveryMode')}>{order.deliveryModeLabel}</Descriptions.Item>
          <Descriptions.Item label={t('order.detail.address')}>
            {order.address ? (
              <>
                {order.address.contactName} {order.address.contactMobile} <AddressWords address={order.address} />
              </>
            ) : (
              '-'
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('order.detail.invoice')}>
            {invoice
              ? `${t(`order.invoiceType.${invoice.type}`)} · ${invoice.title} · ${invoice.taxNumber}`
              : t('order.detail.noInvoice')}
          </Descriptions.Item>
          <Descriptions.Item label={t('order.detail.remark')}>{order.remark ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('order.detail.paidAt')}>{formatDate(order.paidAt)}</Descriptions.Item>
          <Descriptions.Item label={t('order.detail.deliveryNo')}>{order.deliveryNo ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('order.detail.carrier')}>{order.carrier ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('order.detail.shippedAt')}>{formatDate(order.shippedAt)}</Descriptions.Item>
          <Descriptions.Item label={t('order.detail.receivedAt')}>{formatDate(order.receivedAt)}</Descriptions.Item>
        </Descriptions>
      </Card>

      {!readOnly &&
        (order.payments.length > 0 || orderStatusIn('paying', order.status) ? (
          <PaymentsCard order={order} />
        ) : (
          // An order that ended after a payment kept before the ledger: its proof as the buyer sent it.
          (order.paymentProofs.length > 0 || order.paidAt) && (
            <Card title={t('order.detail.paymentProof')} data-testid="order-proof-card">
              <PaymentProofs order={order} />
            </Card>
          )
        ))}

      <Card title={t('order.detail.items')}>
        <OrderItemsTable currency={order.currency} items={order.items.map((item) => ({ ...item, key: item.id }))} />
        <Flex vertical align="flex-end" style={{ marginTop: 12 }}>
          <span>
            {t('pay.goodsAmount')}: {formatMoney(order.goodsAmount, order.currency)}
          </span>
          <span>
            {t('pay.freightAmount')}: {formatMoney(order.freightAmount, order.currency)}
          </span>
          <Typography.Text strong>
            {t('pay.total')}: {formatMoney(order.totalAmount, order.currency)}
          </Typography.Text>
          {order.priceAdjusted && <Typography.Text type="warning">{t('order.priceAdjusted')}</Typography.Text>}
        </Flex>
      </Card>

      {!readOnly && <ShipmentsCard order={order} />}

      {!readOnly && <InvoiceCard order={order} />}

      <Card title={t('order.detail.timeline')}>
        {order.events.length === 0 ? (
          <Empty />
        ) : (
          <Timeline
            items={order.events.map((event) => ({
              key: event.id,
              title: formatDate(event.at),
              content: (
                <>
                  <Typography.Text strong>{event.actionLabel}</Typography.Text>{' '}
                  <Typography.Text type="secondary">
                    {[t(PARTY_KEY[event.party]), event.companyName, event.actorName].filter(Boolean).join(' · ')}
                  </Typography.Text>
                </>
              ),
            }))}
          />
        )}
      </Card>
    </Flex>
  );
}

/**
 * A cancellation request waiting (who asked, why, whose answer it waits for), or the refusal of the latest one; on an
 * order that ended without completing, who ended it and why.
 */
function CancellationNotices({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const pending = pendingCancellation(order);
  const refusal = refusalNotice(order);
  const ending = endingNotice(order);
  if (ending)
    return (
      <Alert
        type="error"
        showIcon
        style={{ marginBottom: 16 }}
        data-testid="order-ending"
        title={t(ending.key, { by: t(ending.partyKey) })}
        description={
          <>
            {ending.reason !== null && (
              <div data-testid="order-ending-reason">
                {ending.reason ? t('order.ending.reason', { reason: ending.reason }) : t('order.ending.noReason')}
              </div>
            )}
            <div>{t('order.ending.at', { time: formatDate(ending.at) })}</div>
          </>
        }
      />
    );
  return (
    <>
      {pending && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="order-cancel-request"
          title={t(pending.by === order.party ? 'order.detail.cancelRequestByYou' : 'order.detail.cancelRequest', {
            by: t(PARTY_KEY[pending.by]),
            reason: pending.reason,
          })}
          description={
            pending.yourTurn
              ? t('order.detail.cancelYourTurn')
              : t('order.detail.cancelAwaiting', { party: t(PARTY_KEY[pending.awaiting]) })
          }
        />
      )}
      {!pending && refusal && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="order-cancel-refused"
          title={t(refusal.key, { by: t(refusal.partyKey), reason: refusal.reason })}
          description={t('order.detail.cancelRefusedAt', { time: formatDate(refusal.at) })}
        />
      )}
    </>
  );
}
