import { nextPaymentAmount, type OrderView } from '@hgsc/contracts';
import { Alert, DatePicker, Descriptions, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { formatMoney } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { FileUploadField } from '../../../shared/ui/FileUploadField.tsx';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { required, requiredField } from '../../../shared/ui/form-rules.ts';
import { orderApi } from '../api.ts';
import { PayeeNotice } from '../components/PayeeNotice.tsx';

interface PayForm {
  amount: string;
  paidOn: Dayjs;
  proofKey: string;
  remark?: string;
  billNo?: string;
  billBank?: string;
  billDueOn?: Dayjs;
}

const DAY = 'YYYY-MM-DD';

/**
 * 登记付款: one payment of the order — its amount (first: what the order waits for now, the deposit's rest or the
 * balance), the day it was made, the proof and, on acceptance terms, the bill's number, accepting bank and due date.
 */
export function PayModal({
  order,
  onClose,
  onDone,
  idempotencyKey,
}: {
  order: OrderView;
  onClose: () => void;
  onDone: () => Promise<unknown>;
  idempotencyKey: string;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PayForm>();
  const money = order.money;
  if (!money) return null;
  const bill = order.terms.term === 'acceptance';
  const first = nextPaymentAmount(order.status, money);
  const submit = async (values: PayForm) => {
    const paidOn = values.paidOn.format(DAY);
    await orderApi.pay(
      {
        id: order.id,
        amount: values.amount.trim(),
        paidOn,
        proofKeys: [values.proofKey],
        remark: values.remark?.trim() || null,
        ...(bill
          ? {
              bill: {
                billNo: values.billNo?.trim() ?? '',
                bank: values.billBank?.trim() ?? '',
                dueOn: values.billDueOn?.format(DAY) ?? '',
              },
            }
          : {}),
      },
      idempotencyKey,
    );
    await onDone();
  };
  return (
    <FormModal<PayForm>
      form={form}
      open
      onClose={onClose}
      title={t(bill ? 'orderPayment.payBillTitle' : 'order.pay.title')}
      testId="order-pay"
      width={640}
      initialValues={{ amount: first, paidOn: dayjs() }}
      fields={{
        amount: 'amount',
        paidOn: 'paidOn',
        proofKeys: 'proofKey',
        'bill.billNo': 'billNo',
        'bill.bank': 'billBank',
        'bill.dueOn': 'billDueOn',
      }}
      onSubmit={submit}
    >
      <Descriptions size="small" column={2} style={{ marginBottom: 12 }} data-testid="order-pay-summary">
        <Descriptions.Item label={t('orderPayment.terms')}>{order.terms.label}</Descriptions.Item>
        <Descriptions.Item label={t('orderPayment.due')}>{formatMoney(money.due, order.currency)}</Descriptions.Item>
        <Descriptions.Item label={t('orderPayment.paid')}>{formatMoney(money.paid, order.currency)}</Descriptions.Item>
        <Descriptions.Item label={t('orderPayment.undeclared')}>
          {formatMoney(money.undeclared, order.currency)}
        </Descriptions.Item>
      </Descriptions>
      {order.status === 40 && order.terms.term === 'deposit' && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('orderPayment.depositHint', {
            percent: order.terms.depositPercent ?? 0,
            amount: formatMoney(money.beforeShipping, order.currency),
          })}
        />
      )}
      <PayeeNotice order={order} amount={first} />
      <Form.Item name="amount" label={t('orderPayment.amount')} rules={[requiredField(t, t('orderPayment.amount'))]}>
        <Input inputMode="decimal" prefix={order.currency === 'USD' ? '$' : '¥'} data-testid="order-pay-amount-input" />
      </Form.Item>
      <Form.Item name="paidOn" label={t('orderPayment.paidOn')} rules={[required(t('orderPayment.paidOn'))]}>
        <DatePicker disabledDate={(day) => day.isAfter(dayjs(), 'day')} style={{ width: '100%' }} />
      </Form.Item>
      {bill && (
        <>
          <Form.Item name="billNo" label={t('orderPayment.billNo')} rules={[requiredField(t, t('orderPayment.billNo'))]}>
            <Input maxLength={30} inputMode="numeric" data-testid="order-pay-bill-no" />
          </Form.Item>
          <Form.Item name="billBank" label={t('orderPayment.billBank')} rules={[requiredField(t, t('orderPayment.billBank'))]}>
            <Input maxLength={100} data-testid="order-pay-bill-bank" />
          </Form.Item>
          <Form.Item name="billDueOn" label={t('orderPayment.billDueOn')} rules={[required(t('orderPayment.billDueOn'))]}>
            <DatePicker disabledDate={(day) => !day.isAfter(dayjs(), 'day')} style={{ width: '100%' }} />
          </Form.Item>
        </>
      )}
      <Form.Item
        name="proofKey"
        label={t(bill ? 'orderPayment.billImage' : 'order.pay.proof')}
        rules={[required(t(bill ? 'orderPayment.billImage' : 'order.pay.proof'))]}
      >
        <FileUploadField
          kind="file"
          testId="order-pay-proof"
          buttonText={t('order.pay.upload')}
          aria-label={t('order.pay.proof')}
        />
      </Form.Item>
      <Form.Item name="remark" label={t('order.pay.remark')}>
        <Input.TextArea maxLength={500} rows={2} />
      </Form.Item>
    </FormModal>
  );
}
