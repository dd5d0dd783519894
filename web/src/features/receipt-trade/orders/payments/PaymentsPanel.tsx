import type { ReceiptOrder, ReceiptPayment } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatDate } from '../../../../shared/format.ts';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { yuan } from '../../../../shared/ui/GoodsWords.tsx';
import { RECEIPT_ORDERS_KEY, receiptPaymentApi } from '../../api.ts';
import type { OrderSide } from '../order-paths.ts';
import { PaymentStatusTag } from './PaymentStatusTag.tsx';
import { PaymentTotals } from './PaymentTotals.tsx';
import { ProofFiles } from './ProofFiles.tsx';
import { usePaymentSteps } from './usePaymentSteps.tsx';

/** The statuses in which an order has, or may have, payments: from the signed contract on. */
const PAYING: readonly ReceiptOrder['status'][] = ['signed', 'paid', 'collected', 'transferring', 'done'];
export const hasPayments = (order: Pick<ReceiptOrder, 'status' | 'signedAt'>) =>
  PAYING.includes(order.status) || order.signedAt !== null;

const small = (text: ReactNode) => (
  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
    {text}
  </Typography.Text>
);

/**
 * 付款记录 on an order's page, for its two sides: the totals, then each payment with its amount, status, bank proofs,
 * remark and — refused — the seller's reason; the seller's 确认收款 / 未收到 and the buyer's 撤回 in its row. `payButton`
 * is the buyer's 付款 (the order's step), in the card's header.
 */
export function PaymentsPanel({ order, side, payButton }: { order: ReceiptOrder; side: OrderSide; payButton: ReactNode }) {
  const { t } = useTranslation();
  const payments = useQuery({
    queryKey: [...RECEIPT_ORDERS_KEY, 'payments', order.id],
    queryFn: () => receiptPaymentApi.list(order.id),
  });
  const steps = usePaymentSteps(order, side);
  return (
    <Card title={t('receiptTrade.payments.title')} extra={payButton} data-testid="order-payments">
      <PaymentTotals order={order} />
      <Table<ReceiptPayment>
        rowKey="id"
        size="small"
        loading={payments.isFetching}
        dataSource={payments.data?.payments}
        pagination={false}
        data-testid="payments"
        locale={{ emptyText: <Empty description={t(`receiptTrade.payments.empty.${side}`)} /> }}
        columns={[
          {
            title: t('receiptTrade.payments.col.no'),
            key: 'no',
            width: 190,
            render: (_, payment) => (
              <>
                <span data-testid="payment-no">{payment.paymentNo}</span>
                <br />
                {small(formatDate(payment.createdAt, 'YYYY-MM-DD HH:mm'))}
              </>
            ),
          },
          {
            title: t('receiptTrade.payments.col.amount'),
            key: 'amount',
            width: 130,
            align: 'right',
            render: (_, payment) => (
              <Typography.Text strong data-testid="payment-amount">
                {yuan(payment.amount)}
              </Typography.Text>
            ),
          },
          {
            title: t('receiptTrade.payments.col.status'),
            key: 'status',
            width: 150,
            render: (_, payment) => (
              <>
                <PaymentStatusTag payment={payment} />
                {payment.answeredAt && (
                  <>
                    <br />
                    {small(formatDate(payment.answeredAt, 'YYYY-MM-DD HH:mm'))}
                  </>
                )}
                {payment.status === 'refused' && payment.refuseReason && (
                  <Typography.Paragraph
                    type="danger"
                    style={{ fontSize: 12, marginBottom: 0 }}
                    data-testid="payment-refuse-reason"
                  >
                    {t('receiptTrade.col.reason', { reason: payment.refuseReason })}
                  </Typography.Paragraph>
                )}
              </>
            ),
          },
          {
            title: t('receiptTrade.payments.col.proofs'),
            key: 'proofs',
            render: (_, payment) => <ProofFiles proofs={payment.proofs} />,
          },
          {
            title: t('receiptTrade.payments.col.remark'),
            key: 'remark',
            width: 160,
            ellipsis: { showTitle: true },
            render: (_, payment) => payment.remark || '-',
          },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 130,
            render: (_, payment) => steps.buttons(payment) ?? '-',
          },
        ]}
        scroll={payments.data?.payments.length ? { x: 880 } : undefined}
      />
      {steps.dialog}
    </Card>
  );
}
