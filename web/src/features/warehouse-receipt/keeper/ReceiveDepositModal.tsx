import { chinaDate, type Deposit, QUANTITY_PATTERN, unitWords } from '@hgsc/contracts';
import { DatePicker, Descriptions, Form, Input, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { FileUploadField } from '../../../shared/ui/FileUploadField.tsx';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { required, requiredText } from '../../../shared/ui/form-rules.ts';
import { receiptApi } from '../api.ts';
import { ProductWithGrade, Quantity } from '../components/GoodsWords.tsx';

interface ReceiveForm {
  actualQty: string;
  actualPieces: number;
  arrivalDate: Dayjs;
  quality: string;
  qcReportKey: string;
  remark?: string;
}

/**
 * The keeper records what came in: the weighbridge's quantity, the pieces counted, the day, the quality line and the
 * QC report. What the holder declared is shown beside, so a difference is seen before it is confirmed.
 */
export function ReceiveDepositModal({
  deposit,
  onClose,
  onDone,
}: {
  deposit: Deposit;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ReceiveForm>();
  const language = useLanguage();
  return (
    <FormModal<ReceiveForm>
      title={t('keeper.receiveTitle', { no: deposit.depositNo })}
      testId="keeper-receive"
      form={form}
      width={640}
      onClose={onClose}
      initialValues={{ actualPieces: deposit.pieces, arrivalDate: dayjs(chinaDate()) }}
      fields={['actualQty', 'actualPieces', 'arrivalDate', 'quality', 'qcReportKey', 'remark']}
      intro={
        <Descriptions size="small" column={2} style={{ marginBottom: 12 }}>
          <Descriptions.Item label={t('keeper.product')}>
            <ProductWithGrade name={deposit.productName} grade={deposit.grade} />
          </Descriptions.Item>
          <Descriptions.Item label={t('keeper.declared')}>
            <Quantity value={deposit.declaredQty} unit={deposit.unit} />
          </Descriptions.Item>
          <Descriptions.Item label={t('keeper.batch')}>{deposit.batchNo}</Descriptions.Item>
          <Descriptions.Item label={t('keeper.plates')}>{deposit.vehiclePlates ?? '-'}</Descriptions.Item>
        </Descriptions>
      }
      onSubmit={async (values) => {
        await receiptApi.receiveDeposit({
          id: deposit.id,
          actualQty: values.actualQty.trim(),
          actualPieces: values.actualPieces,
          arrivalDate: values.arrivalDate.format('YYYY-MM-DD'),
          quality: values.quality.trim(),
          qcReportKey: values.qcReportKey,
          ...(values.remark?.trim() ? { remark: values.remark.trim() } : {}),
        });
        showSuccessToast(t('deposit.receivedOk'));
        await onDone();
      }}
    >
      <Form.Item
        name="actualQty"
        label={t('keeper.actualQty', { unit: unitWords(deposit.unit, language) })}
        rules={[requiredText(t('keeper.actualQtyRequired')), { pattern: QUANTITY_PATTERN, message: t('keeper.quantityFormat') }]}
      >
        <Input placeholder={deposit.declaredQty} data-testid="keeper-receive-qty" />
      </Form.Item>
      <Form.Item name="actualPieces" label={t('keeper.actualPieces')} rules={[required(t('keeper.actualPiecesRequired'))]}>
        <InputNumber min={0} precision={0} style={{ width: '100%' }} data-testid="keeper-receive-pieces" />
      </Form.Item>
      <Form.Item name="arrivalDate" label={t('keeper.arrivalDate')} rules={[required(t('keeper.arrivalDateRequired'))]}>
        <DatePicker
          format="YYYY-MM-DD"
          style={{ width: '100%' }}
          disabledDate={(day) => day.format('YYYY-MM-DD') > chinaDate()}
          data-testid="keeper-receive-date"
        />
      </Form.Item>
      <Form.Item name="quality" label={t('keeper.quality')} rules={[requiredText(t('keeper.qualityRequired'))]}>
        <Input placeholder={t('keeper.qualityPlaceholder')} maxLength={200} data-testid="keeper-receive-quality" />
      </Form.Item>
      <Form.Item name="qcReportKey" label={t('keeper.qcReport')} rules={[required(t('keeper.qcReportRequired'))]}>
        <FileUploadField kind="pdf" testId="keeper-receive-qc" buttonText={t('keeper.qcReportUpload')} />
      </Form.Item>
      <Form.Item name="remark" label={t('keeper.remark')}>
        <Input.TextArea maxLength={500} rows={2} />
      </Form.Item>
    </FormModal>
  );
}
