import { AUDIT_REASON_MAX } from '@hgsc/contracts';
import { Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { requiredText } from '../../../shared/ui/form-rules.ts';

/** What an operator's action is about, as the dialogs name it (company, certificate, shop, product …). */
export interface AuditSubject {
  id: number;
  name: string;
}

/**
 * A dialog that asks for the reason of an operator's action the applicant will read (rejecting,
 * forcing off shelf) and confirms it with 确定. `open(subject)` shows it; it closes once `submit`
 * succeeds. A refused call keeps it open: a reason the server refused shows on the field, anything
 * else was toasted by the request layer.
 */
export function useReasonDialog({
  title,
  hint,
  label,
  placeholder,
  requiredMessage,
  testId,
  submit,
}: {
  title: string;
  hint: (subject: AuditSubject) => string;
  /** The field's label (e.g. 驳回原因). */
  label: string;
  placeholder: string;
  requiredMessage: string;
  /** Prefix of the dialog's test ids: `<testId>-reason`, `<testId>-confirm`. */
  testId: string;
  submit: (subject: AuditSubject, reason: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const [subject, setSubject] = useState<AuditSubject | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!subject) return;
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setBusy(true);
    try {
      await submit(subject, values.reason.trim());
      setSubject(null);
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.field === 'reason') form.setFields([{ name: 'reason', errors: [error.message] }]);
    } finally {
      setBusy(false);
    }
  };

  const dialog = (
    <Modal
      open={subject !== null}
      title={title}
      okText={t('common.confirm')}
      okButtonProps={{ danger: true, loading: busy, 'data-testid': `${testId}-confirm` }}
      cancelText={t('common.cancel')}
      onOk={() => void confirm()}
      onCancel={() => setSubject(null)}
      destroyOnHidden
      data-testid={`${testId}-dialog`}
    >
      <Typography.Paragraph>{subject ? hint(subject) : ''}</Typography.Paragraph>
      {/* Not kept when closed: every dialog starts with an empty reason. */}
      <Form form={form} name={testId} layout="vertical" requiredMark={false} preserve={false}>
        <Form.Item name="reason" label={label} rules={[requiredText(requiredMessage)]}>
          <Input.TextArea
            rows={4}
            maxLength={AUDIT_REASON_MAX}
            showCount
            placeholder={placeholder}
            data-testid={`${testId}-reason`}
          />
        </Form.Item>
      </Form>
    </Modal>
  );

  return { open: setSubject, dialog };
}
