import type { ReceiptOrder } from '@hgsc/contracts';
import { Col, Row, Statistic } from 'antd';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { yuan } from '../../../../shared/ui/GoodsWords.tsx';

/** The order's money at a glance: its amount, what the buyer declared paid, what the seller confirmed, what is unpaid. */
export function PaymentTotals({ order }: { order: ReceiptOrder }) {
  const { t } = useTranslation();
  const figures = [
    ['amount', order.amount],
    ['paid', order.paidAmount],
    ['collected', order.collectedAmount],
    ['unpaid', order.unpaidAmount],
  ] as const;
  return (
    <Row gutter={[16, 8]} style={{ marginBottom: 16 }} data-testid="payment-totals">
      {figures.map(([key, value]) => (
        <Col key={key} xs={12} md={6}>
          <Statistic
            title={t(`receiptTrade.payments.total.${key}`)}
            value={yuan(value)}
            styles={{ content: { fontSize: 18 } }}
            data-testid={`payment-total-${key}`}
          />
        </Col>
      ))}
    </Row>
  );
}
