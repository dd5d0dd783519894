import type { OrderPayment, OrderView } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Form, Input, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDate, formatMoney } from '../../../shared/format.ts';
import type { Translation } from '../../../shared/i18n/translation-store.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { requiredField } from '../../../shared/ui/form-rules.ts';
import { ORDER_QUERY_KEY, orderApi } from '../api.ts';
import { ProofFiles } from '../components/PaymentProofs.tsx';

const STATUS_COLOURS: Record<OrderPayment['status'], string> = {
  submitted: 'processing',
  confirmed: 'success',
  refused: 'error',
  withdrawn: 'default',
};
const hasAmount = (value: string) => /[1-9]/.test(value);

/** The words of answering each way of the ledger: a payment the seller receives, a refund the buyer does. */
const ANSWER_WORDS = {
  payment: {
    confirmOne: 'orderPayment.confirmOne',
    withdrawOne: 'orderPayment.withdrawOne',
    confirmHint: 'order.proof.confirmHint',
    confirmed: 'order.moneyConfirmed',
    withdrawn: 'orderPayment.withdrawn',
    confirmButton: 'order.btn.confirmMoney',
    refuseButton: 'orderPayment.refuse',
    refuseTitle: 'orderPayment.refuseTitle',
    refused: 'orderPayment.refused',
  },
  refund: {
    confirmOne: 'orderPayment.confirmRefundOne',
    withdrawOne: 'orderPayment.withdrawRefundOne',
    confirmHint: 'orderPayment.confirmRefundHint',
    confirmed: 'orderPayment.refundConfirmed',
    withdrawn: 'orderPayment.refundWithdrawn',
    confirmButton: 'orderPayment.confirmRefund',
    refuseButton: 'orderPayment.refuseRefund',
    refuseTitle: 'orderPayment.refuseRefundTitle',
    refused: 'orderPayment.refundRefused',
  },
} as const satisfies Record<OrderPayment['kind'], Record<string, string>>;

/** The calls that answer an entry of each way: the seller's payment routes, the buyer's refund routes. */
const ANSWER_CALLS: Record<
  OrderPayment['kind'],
  {
    confirm: (orderId: number, entryId: number) => Promise<unknown>;
    withdraw: (entryId: number) => Promise<unknown>;
    refuse: (body: { id: number; reason: string }) => Promise<unknown>;
  }
> = {
  payment: { confirm: orderApi.confirmMoney, withdraw: orderApi.withdrawPayment, refuse: orderApi.refusePayment },
  refund: {
    confirm: (_orderId, entryId) => orderApi.confirmRefund(entryId),
    withdraw: orderApi.withdrawRefund,
    refuse: orderApi.refuseRefund,
  },
};

/**
 * 付款: the order's terms and where its money stands — due, declared, confirmed, the balance and its day, a refund the
 * seller owes — and every payment and refund with its proof (a bill's number, bank and due date), each answered here:
 * the side paid confirms that it arrived or says it did not and why, the side that paid withdraws one declared by
 * mistake.
 */
export function PaymentsCard({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [refusing, setRefusing] = useState<OrderPayment | null>(null);
  const [form] = Form.useForm<{ reason: string }>();
  const money = order.money;
  if (!money) return null;
  const currency = order.currency;
  const done = async (messageKey: string) => {
    showSuccessToast(t(messageKey));
    await queryClient.invalidateQueries({ queryKey: ORDER_QUERY_KEY });
  };
  const answer = (payment: OrderPayment, action: 'confirm' | 'withdraw') => {
    const words = ANSWER_WORDS[payment.kind];
    return confirm({
      title: t(action === 'confirm' ? words.confirmOne : words.withdrawOne, {
        no: payment.paymentNo,
        amount: formatMoney(payment.amount, currency),
      }),
      content: action === 'confirm' ? t(words.confirmHint) : undefined,
      danger: action === 'withdraw',
      onOk: async () => {
        const calls = ANSWER_CALLS[payment.kind];
        await (action === 'confirm' ? calls.confirm(order.id, payment.id) : calls.withdraw(payment.id));
        await done(action === 'confirm' ? words.confirmed : words.withdrawn);
      },
    });
  };

  return (
    <Card title={t('orderPayment.title')} data-testid="order-payments">
      {money.overdue && (
        <Alert type="error" showIcon style={{ marginBottom: 12 }} title={t('orderPayment.overdue', { day: money.dueOn ?? '' })} />
      )}
      {hasAmount(money.refund) && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="order-payments-refund"
          title={t('orderPayment.refundDue', { amount: formatMoney(money.refund, currency) })}
          description={
            hasAmount(money.refundWaiting)
              ? t('orderPayment.refundWaiting', { amount: formatMoney(money.refundWaiting, currency) })
              : undefined
          }
        />
      )}
      {!hasAmount(money.refund) && hasAmount(money.refunded) && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="order-payments-refunded"
          title={t('orderPayment.refundDone', { amount: formatMoney(money.refunded, currency) })}
        />
      )}
      <Descriptions size="small" column={3} data-testid="order-payments-summary">
        <Descriptions.Item label={t('orderPayment.terms')}>
          <span data-testid="order-payments-terms">{termWords(order, t)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('orderPayment.due')}>{formatMoney(money.due, currency)}</Descriptions.Item>
        <Descriptions.Item label={t('orderPayment.beforeShipping')}>
          {formatMoney(money.beforeShipping, currency)}
        </Descriptions.Item>
        <Descriptions.Item label={t('orderPayment.paid')}>{formatMoney(money.paid, currency)}</Descriptions.Item>
        <Descriptions.Item label={t('orderPayment.confirmed')}>
          <span data-testid="order-payments-confirmed">{formatMoney(money.confirmed, currency)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('orderPayment.outstanding')}>
          <Typography.Text
            strong
            type={hasAmount(money.outstanding) ? 'danger' : undefined}
            data-testid="order-payments-outstanding"
          >
            {formatMoney(money.outstanding, currency)}
          </Typography.Text>
          {money.dueOn && hasAmount(money.outstanding) && (
            <Typography.Text type="secondary">（{t('orderPayment.dueOn', { day: money.dueOn })}）</Typography.Text>
          )}
        </Descriptions.Item>
      </Descriptions>
      <Table<OrderPayment>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={order.payments}
        data-testid="order-payments-table"
        locale={{ emptyText: t('orderPayment.none') }}
        scroll={{ x: 960 }}
        columns={[
          {
            title: t('orderPayment.col.no'),
            key: 'no',
            width: 230,
            render: (_, p) => (
              <Space size={4}>
                <Tag color={p.kind === 'refund' ? 'orange' : 'blue'} data-testid="order-payment-kind">
                  {t(`paymentKind.${p.kind}`)}
                </Tag>
                {p.paymentNo}
              </Space>
            ),
          },
          {
            title: t('orderPayment.col.method'),
            key: 'method',
            render: (_, p) =>
              p.bill ? (
                <Space direction="vertical" size={0}>
                  <span>{p.methodLabel}</span>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('orderPayment.billLine', { no: p.bill.billNo, bank: p.bill.bank, day: p.bill.dueOn })}
                  </Typography.Text>
                </Space>
              ) : (
                p.methodLabel
              ),
          },
          { title: t('orderPayment.amount'), key: 'amount', align: 'right', render: (_, p) => formatMoney(p.amount, currency) },
          { title: t('orderPayment.paidOn'), dataIndex: 'paidOn', key: 'paidOn', width: 110 },
          {
            title: t('order.pay.remark'),
            key: 'remark',
            render: (_, p) => (p.remark ? <span data-testid="order-payment-remark">{p.remark}</span> : '-'),
          },
          {
            title: t('orderPayment.col.status'),
            key: 'status',
            render: (_, p) => (
              <Space direction="vertical" size={0}>
                <Tag color={STATUS_COLOURS[p.status]}>{p.statusLabel}</Tag>
                {p.refuseReason && (
                  <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid="order-payment-refuse-reason">
                    {p.refuseReason}
                  </Typography.Text>
                )}
                {p.answeredAt && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {formatDate(p.answeredAt)}
                  </Typography.Text>
                )}
              </Space>
            ),
          },
          { title: t('orderPayment.col.proof'), key: 'proof', render: (_, p) => <ProofFiles proofs={p.proofs} /> },
          {
            title: t('common.actions'),
            key: 'actions',
            fixed: 'right',
            width: 150,
            render: (_, p) => (
              <Space wrap>
                {p.actions.includes('confirm') && (
                  <Button size="small" type="primary" data-testid="order-payment-confirm" onClick={() => answer(p, 'confirm')}>
                    {t(ANSWER_WORDS[p.kind].confirmButton)}
                  </Button>
                )}
                {p.actions.includes('refuse') && (
                  <Button size="small" danger data-testid="order-payment-refuse" onClick={() => setRefusing(p)}>
                    {t(ANSWER_WORDS[p.kind].refuseButton)}
                  </Button>
                )}
                {p.actions.includes('withdraw') && (
                  <Button size="small" data-testid="order-payment-withdraw" onClick={() => answer(p, 'withdraw')}>
                    {t('orderPayment.withdraw')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      {refusing && (
        <FormModal<{ reason: string }>
          form={form}
          open
          onClose={() => setRefusing(null)}
          title={t(ANSWER_WORDS[refusing.kind].refuseTitle, {
            no: refusing.paymentNo,
            amount: formatMoney(refusing.amount, currency),
          })}
          testId="order-payment-refuse-form"
          onSubmit={async ({ reason }) => {
            const body = { id: refusing.id, reason: reason.trim() };
            await ANSWER_CALLS[refusing.kind].refuse(body);
            await done(ANSWER_WORDS[refusing.kind].refused);
          }}
        >
          <Form.Item
            name="reason"
            label={t('orderPayment.refuseReason')}
            rules={[requiredField(t, t('orderPayment.refuseReason'))]}
          >
            <Input.TextArea maxLength={200} rows={3} />
          </Form.Item>
        </FormModal>
      )}
    </Card>
  );
}

/** The terms in words: 定金 30%，尾款收货后 10 天内付清; 账期 45 天. */
export function termWords(order: Pick<OrderView, 'terms'>, t: Translation['t']): string {
  const { terms } = order;
  if (terms.term === 'deposit')
    return t(terms.dueDays > 0 ? 'orderPayment.depositTerms' : 'orderPayment.depositOnReceipt', {
      percent: terms.depositPercent ?? 0,
      days: terms.dueDays,
      count: terms.dueDays,
    });
  if (terms.term === 'credit') return t('orderPayment.creditTerms', { days: terms.dueDays, count: terms.dueDays });
  return terms.label;
}
