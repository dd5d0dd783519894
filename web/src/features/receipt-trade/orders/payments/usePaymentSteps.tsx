import type { ReceiptOrder, ReceiptPayment } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useLanguage, useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../../shared/toast.ts';
import { useConfirm } from '../../../../shared/ui/confirm.tsx';
import { yuan } from '../../../../shared/ui/GoodsWords.tsx';
import { nodeLogKey } from '../../../../shared/ui/NodeLogTimeline.tsx';
import { RECEIPT_ORDERS_KEY, receiptPaymentApi } from '../../api.ts';
import type { OrderReader } from '../order-paths.ts';
import { orderWords } from '../order-words.ts';
import { ReasonModal } from '../ReasonModal.tsx';
import { useMayStep } from '../useMayStep.ts';
import { ORDER_LOG_TYPE } from '../useOrderSteps.tsx';

type PaymentStep = 'collect' | 'refuse' | 'withdraw';

/**
 * The steps on one payment, in its row: the seller confirms it arrived (确认收款, asked first with the amount: it cannot
 * be taken back) or says it did not (未收到, with the reason the buyer reads); the buyer withdraws one the seller has
 * not confirmed (declared by mistake). The payment's `actions` say what the company may do, the flow's permission
 * whether the person may; after a step the order, its payments and its log are read again.
 */
export function usePaymentSteps(order: ReceiptOrder, reader: OrderReader) {
  const { t } = useTranslation();
  const language = useLanguage();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const mayStep = useMayStep();
  const [refusing, setRefusing] = useState<ReceiptPayment | null>(null);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: RECEIPT_ORDERS_KEY }),
      queryClient.invalidateQueries({ queryKey: nodeLogKey(ORDER_LOG_TYPE, order.id) }),
    ]);

  const stepsOf = (payment: ReceiptPayment): PaymentStep[] => {
    const steps: PaymentStep[] = [];
    if (reader === 'seller' && order.sides.includes('seller')) {
      if (payment.actions.includes('confirm') && mayStep(order, 'collectPart', 'seller')) steps.push('collect');
      if (payment.actions.includes('refuse') && mayStep(order, 'refusePayment', 'seller')) steps.push('refuse');
    }
    if (reader === 'buyer' && order.sides.includes('buyer') && payment.actions.includes('withdraw'))
      if (mayStep(order, 'withdrawPayment', 'buyer')) steps.push('withdraw');
    return steps;
  };

  const open = (step: PaymentStep, payment: ReceiptPayment) => {
    const params = { ...orderWords(order, language), paymentNo: payment.paymentNo, payment: yuan(payment.amount) };
    if (step === 'refuse') setRefusing(payment);
    else if (step === 'collect')
      confirm({
        title: t('receiptTrade.payment.collect.title', params),
        content: t('receiptTrade.payment.collect.content', params),
        okText: t('receiptTrade.payment.step.collect'),
        danger: false,
        okTestId: 'payment-collect-confirm',
        onOk: async () => {
          await receiptPaymentApi.collect(order.id, payment.id);
          showSuccessToast(t('receiptPayment.confirmedOk'));
          await refresh();
        },
      });
    else
      confirm({
        title: t('receiptTrade.payment.withdraw.title', params),
        content: t('receiptTrade.payment.withdraw.content', params),
        okText: t('receiptTrade.payment.step.withdraw'),
        okTestId: 'payment-withdraw-confirm',
        onOk: async () => {
          await receiptPaymentApi.withdraw(payment.id);
          showSuccessToast(t('receiptPayment.withdrawnOk'));
          await refresh();
        },
      });
  };

  const buttons = (payment: ReceiptPayment): ReactNode => {
    const steps = stepsOf(payment);
    if (steps.length === 0) return null;
    return (
      <Space size={[8, 0]} wrap>
        {steps.map((step) => (
          <Button
            key={step}
            type="link"
            size="small"
            danger={step !== 'collect'}
            style={{ padding: 0 }}
            onClick={() => open(step, payment)}
            aria-label={t('receiptTrade.payment.stepOf', {
              step: t(`receiptTrade.payment.step.${step}`),
              no: payment.paymentNo,
            })}
            data-testid={`payment-${step}-${payment.id}`}
          >
            {t(`receiptTrade.payment.step.${step}`)}
          </Button>
        ))}
      </Space>
    );
  };

  const dialog = refusing ? (
    <ReasonModal
      key={refusing.id}
      title={t('receiptTrade.payment.refuse.title', { paymentNo: refusing.paymentNo, payment: yuan(refusing.amount) })}
      intro={
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('receiptTrade.payment.refuse.warning', {
            ...orderWords(order, language),
            payment: yuan(refusing.amount),
          })}
        />
      }
      label={t('receiptTrade.payment.refuse.reason')}
      requiredMessage={t('receiptTrade.payment.refuse.reasonRequired')}
      okText={t('receiptTrade.payment.step.refuse')}
      testId="payment-refuse"
      onClose={() => setRefusing(null)}
      onSubmit={async (reason) => {
        await receiptPaymentApi.refuse(refusing.id, reason);
        showSuccessToast(t('receiptPayment.refusedOk'));
        await refresh();
      }}
    />
  ) : null;

  return { buttons, dialog };
}
