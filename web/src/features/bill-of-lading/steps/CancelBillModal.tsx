import type { Bill } from '@hgsc/contracts';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { requiredText } from '../../../shared/ui/form-rules.ts';
import { StepModal } from './StepModal.tsx';

/** Who stops a bill: the holder withdraws it, the keeper refuses it, the operator stops it. */
export type CancelSide = 'holder' | 'keeper' | 'operator';

const REASON_MAX = 200;

/**
 * 取消提单 / 拒绝提货 / 终止提单: before loading, the receipt is released. The holder's reason is optional (the modal
 * is the confirmation); the keeper's and the operator's are required, and the operator is asked once more.
 */
export function CancelBillModal({
  bill,
  side,
  send,
  onClose,
  onDone,
}: {
  bill: Pick<Bill, 'id' | 'billNo' | 'receiptNo'>;
  side: CancelSide;
  send: (reason: string) => Promise<unknown>;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason?: string }>();
  const params = { no: bill.billNo, receiptNo: bill.receiptNo };
  return (
    <StepModal<{ reason?: string }>
      title={t(`billPage.cancel.${side}.title`, params)}
      okText={t(`billPage.cancel.${side}.ok`)}
      danger
      testId={`bill-cancel-${side}`}
      form={form}
      intro={<Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t(`billPage.cancel.${side}.warning`, params)} />}
      confirmFirst={
        side === 'operator'
          ? () => ({
              title: t('billPage.cancel.operator.confirm', params),
              content: t('billPage.cancel.operator.warning', params),
            })
          : undefined
      }
      onSubmit={async ({ reason }) => {
        await send(reason?.trim() ?? '');
        showSuccessToast(t('bill.cancelledOk'));
        await onDone();
      }}
      onClose={onClose}
    >
      <Form.Item
        name="reason"
        label={t(side === 'holder' ? 'billPage.cancel.reasonOptional' : 'billPage.cancel.reason')}
        rules={side === 'holder' ? [] : [requiredText(t(`billPage.cancel.${side}.reasonRequired`))]}
      >
        <Input.TextArea rows={3} maxLength={REASON_MAX} showCount data-testid={`bill-cancel-${side}-reason`} />
      </Form.Item>
    </StepModal>
  );
}
