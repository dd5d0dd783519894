import { nextPaymentAmount, type OrderView } from '@hgsc/contracts';
import { Alert, DatePicker, Descriptions, Form, Input, Typography } from 'antd';
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

const PAYMENT_WORDS = {
  amount: 'orderPayment.amount',
  paidOn: 'orderPayment.paidOn',
  remark: 'order.pay.remark',
  proof: 'order.pay.proof',
};
const REFUND_WORDS = {
  amount: 'orderPayment.refundAmount',
  paidOn: 'orderPayment.refundOn',
  remark: 'orderPayment.refundRemark',
  proof: 'orderPayment.refundProof',
};

/**
 * 登记付款: one payment of the order — its amount (first: what the order waits for now, the deposit's rest or the
 * balance), the day it was made, the proof and, on acceptance terms, the bill's number, accepting bank and due date.
 * 登记退款 (`refund`, the seller at 76): the same entry the other way, first for all that is left to refund.
 */
export function PayModal({
  order,
  onClose,
  onDone,
  idempotencyKey,
  refund = false,
}: {
  order: OrderView;
  onClose: () => void;
  onDone: () => Promise<unknown>;
  idempotencyKey: string;
  refund?: boolean;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PayForm>();
  const money = order.money;
  if (!money) return null;
  const bill = !refund && order.terms.term === 'acceptance';
  const first = refund ? money.refundUndeclared : nextPaymentAmount(order.status, money);
  const words = refund ? REFUND_WORDS : PAYMENT_WORDS;
  const submit = async (values: PayForm) => {
    const entry = {
      id: order.id,
      amount: values.amount.trim(),
      paidOn: values.paidOn.format(DAY),
      proofKeys: [values.proofKey],
      remark: values.remark?.trim() || null,
    };
    if (refund) await orderApi.refund(entry, idempotencyKey);
    else if (bill) {
      const dueOn = values.billDueOn?.format(DAY) ?? '';
      await orderApi.pay(
        { ...entry, bill: { billNo: values.billNo?.trim() ?? '', bank: values.billBank?.trim() ?? '', dueOn } },
        idempotencyKey,
      );
    } else await orderApi.pay(entry, idempotencyKey);
    await onDone();
  };
  return (
    <FormModal<PayForm>
      form={form}
      open
      onClose={onClose}
      title={t(refund ? 'orderPayment.refundTitle' : bill ? 'orderPayment.payBillTitle' : 'order.pay.title')}
      testId={refund ? 'order-refund' : 'order-pay'}
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
      {refund ? (
        <RefundSummary order={order} />
      ) : (
        <Descriptions size="small" column={2} style={{ marginBottom: 12 }} data-testid="order-pay-summary">
          <Descriptions.Item label={t('orderPayment.terms')}>{order.terms.label}</Descriptions.Item>
          <Descriptions.Item label={t('orderPayment.due')}>{formatMoney(money.due, order.currency)}</Descriptions.Item>
          <Descriptions.Item label={t('orderPayment.paid')}>{formatMoney(money.paid, order.currency)}</Descriptions.Item>
          <Descriptions.Item label={t('orderPayment.undeclared')}>
            {formatMoney(money.undeclared, order.currency)}
          </Descriptions.Item>
        </Descriptions>
      )}
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
      {!refund && <PayeeNotice order={order} amount={first} />}
      <Form.Item name="amount" label={t(words.amount)} rules={[requiredField(t, t(words.amount))]}>
        <Input inputMode="decimal" prefix={order.currency === 'USD' ? '$' : '¥'} data-testid="order-pay-amount-input" />
      </Form.Item>
      <Form.Item name="paidOn" label={t(words.paidOn)} rules={[required(t(words.paidOn))]}>
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
        label={t(bill ? 'orderPayment.billImage' : words.proof)}
        rules={[required(t(bill ? 'orderPayment.billImage' : words.proof))]}
      >
        <FileUploadField
          kind="file"
          testId="order-pay-proof"
          buttonText={t('order.pay.upload')}
          aria-label={t('order.pay.proof')}
        />
      </Form.Item>
      <Form.Item name="remark" label={t(words.remark)}>
        <Input.TextArea maxLength={500} rows={2} />
      </Form.Item>
    </FormModal>
  );
}

/** What the seller refunds and why: settled below what it confirmed; what is refunded and waiting already. */
function RefundSummary({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const money = order.money;
  if (!money) return null;
  const amount = (value: string) => formatMoney(value, order.currency);
  return (
    <>
      <Descriptions size="small" column={2} style={{ marginBottom: 12 }} data-testid="order-refund-summary">
        <Descriptions.Item label={t('orderPayment.due')}>{amount(money.due)}</Descriptions.Item>
        <Descriptions.Item label={t('orderPayment.confirmed')}>{amount(money.confirmed)}</Descriptions.Item>
        <Descriptions.Item label={t('orderPayment.refundedSum')}>{amount(money.refunded)}</Descriptions.Item>
        <Descriptions.Item label={t('orderPayment.refundUndeclared')}>
          <Typography.Text strong>{amount(money.refundUndeclared)}</Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('orderPayment.refundHint')} />
    </>
  );
}
