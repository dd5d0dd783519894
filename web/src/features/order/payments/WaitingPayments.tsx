import type { OrderView } from '@hgsc/contracts';
import { Descriptions, Flex, Typography } from 'antd';
import { formatMoney } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ProofFiles } from '../components/PaymentProofs.tsx';

/** The payments 确认收款 confirms together: each waiting one's amount, day, bill and proof, then their sum. */
export function WaitingPayments({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const waiting = order.payments.filter((payment) => payment.status === 'submitted');
  return (
    <Flex vertical gap={12} data-testid="order-waiting-payments">
      {waiting.map((payment) => (
        <Descriptions key={payment.id} size="small" bordered column={2} title={payment.paymentNo}>
          <Descriptions.Item label={t('orderPayment.amount')}>{formatMoney(payment.amount, order.currency)}</Descriptions.Item>
          <Descriptions.Item label={t('orderPayment.paidOn')}>{payment.paidOn}</Descriptions.Item>
          <Descriptions.Item label={t('orderPayment.col.method')} span={2}>
            {payment.bill
              ? `${payment.methodLabel} · ${t('orderPayment.billLine', { no: payment.bill.billNo, bank: payment.bill.bank, day: payment.bill.dueOn })}`
              : payment.methodLabel}
          </Descriptions.Item>
          {payment.remark && (
            <Descriptions.Item label={t('order.pay.remark')} span={2}>
              <span data-testid="order-payment-remark">{payment.remark}</span>
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('orderPayment.col.proof')} span={2}>
            <ProofFiles proofs={payment.proofs} />
          </Descriptions.Item>
        </Descriptions>
      ))}
      <Typography.Text strong data-testid="order-waiting-total">
        {t('orderPayment.waitingTotal', {
          count: waiting.length,
          amount: formatMoney(order.money?.waiting ?? '0.00', order.currency),
        })}
      </Typography.Text>
    </Flex>
  );
}
