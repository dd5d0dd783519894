import type { ReceiptOrder } from '@hgsc/contracts';
import { Alert } from 'antd';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { adminReceiptOrderApi } from '../api.ts';
import { orderWords } from '../orders/order-words.ts';
import { ReasonModal } from '../orders/ReasonModal.tsx';

/**
 * 取消订单 by the platform: a taken order at any stage before the keeper confirmed the transfer, money moved or not.
 * The reason both sides read is required, and the step asked once more: the order ends, its receipt is freed for the
 * seller, and what the buyer paid is refunded offline.
 */
export function CancelOrderModal({
  order,
  onClose,
  onDone,
}: {
  order: ReceiptOrder;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const params = orderWords(order, useLanguage());
  return (
    <ReasonModal
      title={t('receiptTrade.operator.cancel.title', params)}
      intro={
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('receiptTrade.operator.cancel.warning', params)}
          description={t('receiptTrade.operator.cancel.money', params)}
        />
      }
      label={t('receiptTrade.operator.cancel.reason')}
      requiredMessage={t('receiptTrade.operator.cancel.reasonRequired')}
      okText={t('receiptTrade.operator.cancel.ok')}
      testId="order-admin-cancel"
      confirmFirst={{
        title: t('receiptTrade.operator.cancel.confirm', params),
        content: t('receiptTrade.operator.cancel.confirmContent', params),
      }}
      onClose={onClose}
      onSubmit={async (reason) => {
        await adminReceiptOrderApi.cancel(order.id, reason);
        showSuccessToast(t('receiptOrder.cancelledByOperator'));
        await onDone();
      }}
    />
  );
}
