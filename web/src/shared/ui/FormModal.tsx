import { Form, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';
import { applyFieldError, useFormSubmit } from '../form.ts';
import { useTranslation } from '../i18n/use-translation.ts';

/**
 * A modal holding one form (an order's 改价, 发货, reasons, signing; an editor's 新增 / 编辑): OK submits it,
 * the OK button spins while the call runs, the modal closes when the call succeeds, and a field the server
 * names shows its message under that field. Anything to do on success (a toast, a refresh) belongs in
 * `onSubmit`, which runs before the modal closes.
 */
export function FormModal<V>({
  open = true,
  title,
  testId,
  okTestId,
  okText,
  onClose,
  onSubmit,
  form,
  name,
  initialValues,
  fields,
  width,
  intro,
  children,
}: {
  /** Left out by a modal its caller mounts per opening. */
  open?: boolean;
  title: ReactNode;
  /** The OK button is `${testId}-ok`, unless `okTestId` names it. */
  testId?: string;
  okTestId?: string;
  okText?: string;
  onClose: () => void;
  onSubmit: (values: V) => Promise<unknown>;
  form: FormInstance<V>;
  /** The form's name, which prefixes its fields' ids. */
  name?: string;
  initialValues?: Partial<V>;
  /** The fields a server's field error may land on (server name → form name when they differ); by default every field of the form. */
  fields?: readonly string[] | Record<string, string>;
  width?: number;
  /** Shown above the form. */
  intro?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { submit, submitting } = useFormSubmit(
    async (values: V) => {
      await onSubmit(values);
      onClose();
    },
    (error) => applyFieldError(form, error, fields ?? Object.keys(form.getFieldsValue() ?? {})),
  );
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={okText ?? t('common.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: submitting, 'data-testid': okTestId ?? `${testId}-ok` }}
      destroyOnHidden
      width={width}
    >
      {intro}
      <Form form={form} name={name} layout="vertical" onFinish={submit} initialValues={initialValues} preserve={false}>
        {children}
      </Form>
    </Modal>
  );
}
