import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { requiredText } from '../../../shared/ui/form-rules.ts';

/** A step that must say why (refusing goods, deregistering a receipt): the reason is required and sent with it. */
export function ReasonModal({
  title,
  intro,
  testId,
  okText,
  onClose,
  onSubmit,
}: {
  title: string;
  intro?: ReactNode;
  testId: string;
  okText: string;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <FormModal<{ reason: string }>
      title={title}
      intro={intro}
      testId={testId}
      okText={okText}
      form={form}
      onClose={onClose}
      onSubmit={(values) => onSubmit(values.reason.trim())}
    >
      <Form.Item name="reason" label={t('keeper.reason')} rules={[requiredText(t('keeper.reasonRequired'))]}>
        <Input.TextArea maxLength={200} rows={3} showCount data-testid={`${testId}-reason`} />
      </Form.Item>
    </FormModal>
  );
}
