import type { OrderView } from '@hgsc/contracts';
import { Alert, Descriptions, Typography } from 'antd';
import { formatMoney } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

/**
 * Where the buyer pays and how much: the seller's receiving account as the contract prints it (or the contract itself
 * when it names none) and `amount`, what the order waits for now (its total unless told).
 */
export function PayeeNotice({ order, amount: due = order.totalAmount }: { order: OrderView; amount?: string }) {
  const { t } = useTranslation();
  const payee = order.contract?.payee;
  const amount = (
    <Typography.Text strong data-testid="order-pay-amount">
      {formatMoney(due, order.currency)}
    </Typography.Text>
  );
  if (!payee)
    return (
      <Alert
        type="info"
        showIcon
        title={t('order.pay.payeeInContract')}
        description={
          <>
            {t('order.pay.amount')}: {amount}
          </>
        }
        style={{ marginBottom: 16 }}
      />
    );
  return (
    <Descriptions
      title={t('order.pay.payeeTitle')}
      column={1}
      size="small"
      bordered
      style={{ marginBottom: 16 }}
      data-testid="order-pay-payee"
      items={[
        { key: 'amount', label: t('order.pay.amount'), children: amount },
        { key: 'name', label: t('order.pay.payeeName'), children: payee.accountName },
        { key: 'bank', label: t('order.pay.payeeBank'), children: payee.bankName },
        {
          key: 'account',
          label: t('order.pay.payeeAccount'),
          children: <Typography.Text copyable>{payee.bankAccount}</Typography.Text>,
        },
      ]}
    />
  );
}
