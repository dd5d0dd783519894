import { RECEIPT_CONTRACT_MAX_DAYS, type ReceiptContract } from '@hgsc/contracts';
import { Alert, Form, Input, InputNumber } from 'antd';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { FormModal } from '../../../../shared/ui/FormModal.tsx';
import { receiptContractApi } from '../receipt-contract-api.ts';

interface TermsValues {
  paymentDays: number;
  transferDays: number;
  otherTerms?: string;
}

/**
 * 修改条款 / 生成合同 (the seller, while nobody signed): the payment and transfer periods and the parties' other terms.
 * Saving draws the contract up again, so the dialog says first that a version in force is replaced by a new one.
 */
export function TermsModal({
  contract,
  onClose,
  onSaved,
}: {
  contract: ReceiptContract;
  onClose: () => void;
  onSaved: (saved: ReceiptContract) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TermsValues>();
  const current = contract.contract?.status === 'cancelled' ? null : contract.contract;
  const dayRules = [
    {
      required: true,
      type: 'integer' as const,
      min: 1,
      max: RECEIPT_CONTRACT_MAX_DAYS,
      message: t('receiptContractPage.termsModal.daysInvalid', { max: RECEIPT_CONTRACT_MAX_DAYS }),
    },
  ];
  const days = (name: 'paymentDays' | 'transferDays', hint: string) => (
    <Form.Item
      name={name}
      label={t(`receiptContractPage.${name}`)}
      extra={t(hint, { max: RECEIPT_CONTRACT_MAX_DAYS })}
      rules={dayRules}
    >
      <InputNumber
        min={1}
        max={RECEIPT_CONTRACT_MAX_DAYS}
        precision={0}
        suffix={t('receiptContractPage.days')}
        style={{ width: 160 }}
        data-testid={`contract-terms-${name}`}
      />
    </Form.Item>
  );
  return (
    <FormModal<TermsValues>
      form={form}
      title={t(current ? 'receiptContractPage.termsModal.editTitle' : 'receiptContractPage.termsModal.drawTitle')}
      testId="contract-terms"
      okText={t('receiptContractPage.termsModal.ok')}
      onClose={onClose}
      initialValues={{
        paymentDays: contract.terms.paymentDays,
        transferDays: contract.terms.transferDays,
        otherTerms: contract.terms.otherTerms ?? '',
      }}
      intro={
        <Alert
          type={current ? 'warning' : 'info'}
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="contract-terms-notice"
          title={
            current
              ? t('receiptContractPage.termsModal.replaces', { version: current.version, next: current.version + 1 })
              : t('receiptContractPage.termsModal.draws')
          }
        />
      }
      onSubmit={async (values) => {
        const saved = await receiptContractApi.updateTerms({
          id: contract.orderId,
          paymentDays: values.paymentDays,
          transferDays: values.transferDays,
          otherTerms: values.otherTerms?.trim() ?? '',
        });
        await onSaved(saved);
      }}
    >
      {days('paymentDays', 'receiptContractPage.termsModal.paymentDaysHint')}
      {days('transferDays', 'receiptContractPage.termsModal.transferDaysHint')}
      <Form.Item
        name="otherTerms"
        label={t('receiptContractPage.otherTerms')}
        extra={t('receiptContractPage.termsModal.otherTermsHint')}
      >
        <Input.TextArea rows={4} maxLength={1000} showCount data-testid="contract-terms-otherTerms" />
      </Form.Item>
    </FormModal>
  );
}
