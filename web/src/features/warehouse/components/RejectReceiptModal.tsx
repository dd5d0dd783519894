import type { Receipt } from '@hgsc/contracts';
import { Form, Input, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { requiredText } from '../../../shared/ui/form-rules.ts';

/** The server's limit of a reason. */
const REASON_MAX = 200;

/** 驳回: the reason the keeper will read before correcting and resubmitting the receipt. Mounted per opening. */
export function RejectReceiptModal({
  receipt,
  onReject,
  onClose,
}: {
  receipt: Pick<Receipt, 'receiptNo'>;
  onReject: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <FormModal<{ reason: string }>
      title={t('wrAdmin.receipt.rejectTitle', { no: receipt.receiptNo })}
      okText={t('wrAdmin.receipt.reject')}
      testId="wr-receipt-reject"
      onClose={onClose}
      onSubmit={({ reason }) => onReject(reason.trim())}
      form={form}
      name="wrReceiptReject"
      fields={['reason']}
      intro={<Typography.Paragraph type="secondary">{t('wrAdmin.receipt.rejectIntro')}</Typography.Paragraph>}
    >
      <Form.Item name="reason" label={t('wrAdmin.receipt.reason')} rules={[requiredText(t('wrAdmin.receipt.reasonRequired'))]}>
        <Input.TextArea
          rows={4}
          maxLength={REASON_MAX}
          showCount
          placeholder={t('wrAdmin.receipt.reasonPlaceholder')}
          data-testid="wr-receipt-reject-reason"
        />
      </Form.Item>
    </FormModal>
  );
}
