import { chinaDate, type ReceiptOrder } from '@hgsc/contracts';
import { Alert, DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { required } from '../../../shared/ui/form-rules.ts';
import { VehicleCrewFields, type VehicleCrewValues, vehicleCrewBody } from '../../../shared/ui/VehicleCrewFields.tsx';
import { receiptOrderApi } from '../api.ts';
import { orderWords } from './order-words.ts';

interface DeliveryForm {
  expectedDate: Dayjs;
  crew: VehicleCrewValues;
  remark?: string;
}

const DAY = 'YYYY-MM-DD';

/**
 * 申请提货: the buyer will take the goods out rather than hold the receipt. The day it would like to come and its
 * vehicle and crew are asked now (a dangerous good's permits and escort as the server checks them), so the keeper's
 * confirmation of the transfer opens the bill of lading in the buyer's name at once. Asking again replaces the request.
 */
export function DeliveryModal({
  order,
  onClose,
  onDone,
}: {
  order: ReceiptOrder;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [form] = Form.useForm<DeliveryForm>();
  const today = chinaDate();
  const params = orderWords(order, language);
  const hazardous = order.hazardClass !== null;

  return (
    <FormModal<DeliveryForm>
      title={t('receiptTrade.delivery.title', params)}
      testId="order-delivery"
      okText={t('receiptTrade.step.delivery')}
      form={form}
      width={720}
      initialValues={{
        expectedDate: dayjs(
          order.delivery?.expectedDate && order.delivery.expectedDate > today ? order.delivery.expectedDate : today,
        ),
        crew: {},
      }}
      fields={{ expectedDate: 'expectedDate', remark: 'remark' }}
      intro={<Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('receiptTrade.delivery.intro', params)} />}
      onSubmit={async (values) => {
        await receiptOrderApi.delivery({
          id: order.id,
          expectedDate: values.expectedDate.format(DAY),
          crew: vehicleCrewBody(values.crew),
          ...(values.remark?.trim() ? { remark: values.remark.trim() } : {}),
        });
        showSuccessToast(t('receiptOrder.deliveryAsked'));
        await onDone();
      }}
      onClose={onClose}
    >
      <Form.Item
        name="expectedDate"
        label={t('receiptTrade.delivery.expectedDate')}
        rules={[required(t('receiptTrade.delivery.expectedDateRequired'))]}
        extra={t('receiptTrade.delivery.expectedDateHint')}
      >
        <DatePicker disabledDate={(day) => day.format(DAY) < today} allowClear={false} data-testid="order-delivery-date" />
      </Form.Item>
      <VehicleCrewFields hazardous={hazardous} testIdPrefix="order-delivery-crew" />
      <Form.Item name="remark" label={t('receiptTrade.delivery.remark')}>
        <Input.TextArea rows={2} maxLength={200} showCount data-testid="order-delivery-remark" />
      </Form.Item>
    </FormModal>
  );
}
