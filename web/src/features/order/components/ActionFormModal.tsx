import { Form, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';
import { applyFieldError, useFormSubmit } from '../../../shared/form.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

/**
 * A modal holding one action's form (改价, 发货, 付款凭证, reasons, signing). The modal closes when the
 * call succeeds; a field the server names shows its message under that field.
 */
export function ActionFormModal<V>({
  open,
  title,
  testId,
  okText,
  onClose,
  onSubmit,
  form,
  initialValues,
  children,
}: {
  open: boolean;
  title: ReactNode;
  testId: string;
  okText?: string;
  onClose: () => void;
  onSubmit: (values: V) => Promise<unknown>;
  form: FormInstance<V>;
  initialValues?: Partial<V>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { submit, submitting } = useFormSubmit(
    async (values: V) => {
      await onSubmit(values);
      onClose();
    },
    (error) => applyFieldError(form, error, Object.keys(form.getFieldsValue() ?? {})),
  );
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={okText ?? t('common.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: submitting, 'data-testid': `${testId}-ok` }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} initialValues={initialValues} preserve={false}>
        {children}
      </Form>
    </Modal>
  );
}
