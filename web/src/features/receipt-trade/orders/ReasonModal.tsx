import { Form, Input, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { applyFieldError } from '../../../shared/form.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { useThrottledCallback } from '../../../shared/throttle.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { requiredText } from '../../../shared/ui/form-rules.ts';

const REASON_MAX = 200;

/**
 * A step on an order that says why, for the other party to read (a cancellation asked for, a payment that did not
 * arrive, a transfer sent back, the operator's cancellation): the reason is required. With `confirmFirst` the step is
 * asked once more after the reason is given (what cannot be taken back), and sent from that dialog. The modal closes
 * when the call succeeds; the server's refusal of the reason shows under the field, anything else was toasted by the
 * request layer and the reason stays to be sent again. Mounted per opening.
 */
export function ReasonModal({
  title,
  intro,
  label,
  requiredMessage,
  okText,
  danger = true,
  testId,
  confirmFirst,
  onSubmit,
  onClose,
}: {
  title: ReactNode;
  intro?: ReactNode;
  label: string;
  requiredMessage: string;
  okText: string;
  danger?: boolean;
  /** The modal is `testId`, its field `${testId}-reason`, its OK button `${testId}-ok`, the second ask's `${testId}-confirm`. */
  testId: string;
  confirmFirst?: { title: ReactNode; content?: ReactNode };
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);

  const send = async (reason: string) => {
    try {
      await onSubmit(reason);
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      applyFieldError(form, error, ['reason']);
    }
  };

  const ok = useThrottledCallback(async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const reason = values.reason.trim();
    if (confirmFirst) {
      confirm({ ...confirmFirst, okText, danger, okTestId: `${testId}-confirm`, onOk: () => send(reason) });
      return;
    }
    setBusy(true);
    try {
      await send(reason);
    } finally {
      setBusy(false);
    }
  });

  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={() => ok()}
      okText={okText}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger, loading: busy, 'data-testid': `${testId}-ok` }}
      destroyOnHidden
      data-testid={testId}
    >
      {intro}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="reason" label={label} rules={[requiredText(requiredMessage)]}>
          <Input.TextArea rows={3} maxLength={REASON_MAX} showCount data-testid={`${testId}-reason`} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
