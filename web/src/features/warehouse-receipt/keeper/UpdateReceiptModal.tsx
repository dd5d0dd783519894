import type { Receipt } from '@hgsc/contracts';
import { Alert, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { FileUploadField } from '../../../shared/ui/FileUploadField.tsx';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { required, requiredText } from '../../../shared/ui/form-rules.ts';
import { receiptApi } from '../api.ts';
import { ReceiptElementsFields } from './ReceiptElementsFields.tsx';

interface UpdateForm {
  location: string;
  termEnd: Dayjs;
  lossStandard: string;
  insurance?: string;
  quality: string;
  qcReportKey: string;
}

/**
 * Correcting a receipt before it is approved, or resubmitting a rejected one: the registration's elements, the quality
 * line and the QC report. The goods' quantity is what was weighed in and does not change here.
 */
export function UpdateReceiptModal({
  receipt,
  onClose,
  onDone,
}: {
  receipt: Receipt;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<UpdateForm>();
  return (
    <FormModal<UpdateForm>
      title={t('keeper.updateTitle', { no: receipt.receiptNo })}
      testId="keeper-update"
      okText={receipt.status === 'rejected' ? t('keeper.resubmit') : t('keeper.correct')}
      form={form}
      width={640}
      onClose={onClose}
      intro={
        receipt.auditReason ? (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 12 }}
            title={t('keeper.rejectedBecause', { reason: receipt.auditReason })}
          />
        ) : undefined
      }
      initialValues={{
        location: receipt.location,
        termEnd: dayjs(receipt.termEnd),
        lossStandard: receipt.lossStandard,
        insurance: receipt.insurance ?? undefined,
        quality: receipt.quality,
        qcReportKey: receipt.qcReportKey ?? undefined,
      }}
      onSubmit={async (values) => {
        await receiptApi.update({
          id: receipt.id,
          location: values.location.trim(),
          termEnd: values.termEnd.format('YYYY-MM-DD'),
          lossStandard: values.lossStandard.trim(),
          ...(values.insurance?.trim() ? { insurance: values.insurance.trim() } : {}),
          quality: values.quality.trim(),
          qcReportKey: values.qcReportKey,
        });
        showSuccessToast(t('receipt.resubmitted'));
        await onDone();
      }}
    >
      <ReceiptElementsFields testId="keeper-update" />
      <Form.Item name="quality" label={t('keeper.quality')} rules={[requiredText(t('keeper.qualityRequired'))]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="qcReportKey" label={t('keeper.qcReport')} rules={[required(t('keeper.qcReportRequired'))]}>
        <FileUploadField kind="pdf" testId="keeper-update-qc" buttonText={t('keeper.qcReportUpload')} />
      </Form.Item>
    </FormModal>
  );
}
