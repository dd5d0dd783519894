import type { ReceiptOrder } from '@hgsc/contracts';
import { Alert, Form, Input } from 'antd';
import { formatNumber } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { requiredText } from '../../../shared/ui/form-rules.ts';
import { receiptOrderApi } from '../api.ts';

const REASON_MAX = 200;

/** 拒绝: the seller turns a buyer's application down with the reason the buyer reads; the quantity is offered again. */
export function DeclineModal({
  order,
  onClose,
  onDone,
}: {
  order: ReceiptOrder;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const params = { no: order.orderNo, buyer: order.buyerCompanyName, quantity: formatNumber(order.quantity) };
  return (
    <FormModal<{ reason: string }>
      title={t('receiptTrade.decline.title', params)}
      testId="order-decline"
      okText={t('receiptTrade.decline.ok')}
      form={form}
      intro={<Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('receiptTrade.decline.warning', params)} />}
      onSubmit={async ({ reason }) => {
        await receiptOrderApi.decline({ id: order.id, reason: reason.trim() });
        showSuccessToast(t('receiptOrder.declinedOk'));
        await onDone();
      }}
      onClose={onClose}
    >
      <Form.Item
        name="reason"
        label={t('receiptTrade.decline.reason')}
        rules={[requiredText(t('receiptTrade.decline.reasonRequired'))]}
      >
        <Input.TextArea rows={3} maxLength={REASON_MAX} showCount data-testid="order-decline-reason" />
      </Form.Item>
    </FormModal>
  );
}
