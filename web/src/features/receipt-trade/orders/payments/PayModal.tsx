import { PAYMENT_PROOF_LIMIT, type ReceiptOrder } from '@hgsc/contracts';
import { Alert, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useLanguage, useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../../shared/toast.ts';
import { FormModal } from '../../../../shared/ui/FormModal.tsx';
import { yuan } from '../../../../shared/ui/GoodsWords.tsx';
import { receiptPaymentApi } from '../../api.ts';
import { payAmountProblem, plainMoney, unpaidAfter } from '../order-money.ts';
import { orderWords } from '../order-words.ts';
import { ProofKeysField } from './ProofKeysField.tsx';

interface PayForm {
  amount: string;
  proofKeys: string[];
  remark?: string;
}

const REMARK_MAX = 200;

/**
 * 付款: the buyer declares a payment of the signed order with its bank proofs — all that is unpaid (the default), or a
 * stage of it. What stays unpaid after it follows the typing in exact decimals. Mounted per opening: one
 * Idempotency-Key per opening, so a double click or a resend declares the payment once.
 */
export function PayModal({
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
  const [form] = Form.useForm<PayForm>();
  const [key] = useState(() => `receipt-pay-${crypto.randomUUID()}`);
  const amount = Form.useWatch('amount', form);
  const rest = unpaidAfter(amount, order.unpaidAmount);
  const params = orderWords(order, language);

  return (
    <FormModal<PayForm>
      title={t('receiptTrade.pay.title', params)}
      testId="order-pay"
      okText={t('receiptTrade.pay.ok')}
      form={form}
      width={600}
      initialValues={{ amount: plainMoney(order.unpaidAmount), proofKeys: [] }}
      intro={
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('receiptTrade.pay.intro', params)}
          description={t('receiptTrade.pay.introHint', params)}
          data-testid="order-pay-intro"
        />
      }
      onSubmit={async ({ amount: paid, proofKeys, remark }) => {
        await receiptPaymentApi.pay(
          { id: order.id, amount: paid.trim(), proofKeys, ...(remark?.trim() ? { remark: remark.trim() } : {}) },
          key,
        );
        showSuccessToast(t('receiptPayment.declared'));
        await onDone();
      }}
      onClose={onClose}
    >
      <Form.Item
        name="amount"
        label={t('receiptTrade.pay.amount')}
        required
        rules={[
          {
            validator: (_, value: string | undefined) => {
              const problem = payAmountProblem(value, order.unpaidAmount);
              if (!problem) return Promise.resolve();
              const [message, values] = problem;
              return Promise.reject(new Error(t(message, values)));
            },
          },
        ]}
        extra={
          rest !== null && (
            // In the text's own colour: the success green and warning yellow are too pale to read on white.
            <Typography.Text strong={rest !== '0.00'} data-testid="order-pay-rest">
              {rest === '0.00' ? t('receiptTrade.pay.whole') : t('receiptTrade.pay.stage', { rest: yuan(rest) })}
            </Typography.Text>
          )
        }
      >
        <Input prefix="¥" inputMode="decimal" maxLength={20} style={{ maxWidth: 240 }} data-testid="order-pay-amount" />
      </Form.Item>
      <Form.Item
        name="proofKeys"
        label={t('receiptTrade.pay.proofs', { limit: PAYMENT_PROOF_LIMIT })}
        rules={[{ type: 'array', min: 1, required: true, message: t('receiptTrade.pay.proofRequired') }]}
      >
        <ProofKeysField limit={PAYMENT_PROOF_LIMIT} testId="order-pay-proof" aria-label={t('receiptTrade.pay.proof')} />
      </Form.Item>
      <Form.Item name="remark" label={t('receiptTrade.pay.remark')}>
        <Input.TextArea rows={2} maxLength={REMARK_MAX} showCount data-testid="order-pay-remark" />
      </Form.Item>
    </FormModal>
  );
}
