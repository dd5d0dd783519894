import type { ReceiptContract } from '@hgsc/contracts';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { FormModal } from '../../../../shared/ui/FormModal.tsx';
import { requiredField } from '../../../../shared/ui/form-rules.ts';
import { receiptContractApi } from '../receipt-contract-api.ts';

/**
 * 撤回合同 (the seller) / 拒绝签署 (the buyer) with the reason the other side reads. The version and any signature on it
 * are voided for good, which the dialog says before the reason is asked: filling it in and confirming is the
 * confirmation.
 */
export function CancelModal({
  contract,
  onClose,
  onCancelled,
}: {
  contract: ReceiptContract;
  onClose: () => void;
  onCancelled: (cancelled: ReceiptContract) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const word = contract.party === 'seller' ? 'withdraw' : 'refuse';
  const current = contract.contract;
  return (
    <FormModal<{ reason: string }>
      form={form}
      title={t(`receiptContractPage.cancel.${word}Title`, { contractNo: current?.contractNo ?? '' })}
      testId="contract-cancel"
      okText={t(`receiptContractPage.cancel.${word}Ok`)}
      onClose={onClose}
      intro={
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t(`receiptContractPage.cancel.${word}Warning`, { version: current?.version ?? 1 })}
        />
      }
      onSubmit={async ({ reason }) =>
        onCancelled(await receiptContractApi.cancel({ id: contract.orderId, reason: reason.trim() }))
      }
    >
      <Form.Item
        name="reason"
        label={t('receiptContractPage.cancel.reason')}
        rules={[requiredField(t, t('receiptContractPage.cancel.reason'))]}
      >
        <Input.TextArea rows={3} maxLength={500} showCount data-testid="contract-cancel-reason" />
      </Form.Item>
    </FormModal>
  );
}
