import { Form, type FormInstance, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { applyFieldError } from '../../../shared/form.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { useThrottledCallback } from '../../../shared/throttle.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';

/**
 * A modal holding the form of one step of a bill (schedule, refuse, finish, stop). OK validates the form; with
 * `confirmFirst` the step is then asked once more (what cannot be taken back), and sent from that dialog. The modal
 * closes when the call succeeds; a field the server names shows its message under that field, anything else was
 * toasted by the request layer and the form stays open to be corrected. Mounted per opening.
 */
export function StepModal<V extends object>({
  title,
  intro,
  okText,
  danger = false,
  okDisabled = false,
  testId,
  width,
  form,
  initialValues,
  confirmFirst,
  onSubmit,
  onClose,
  children,
  after,
}: {
  title: ReactNode;
  intro?: ReactNode;
  okText: string;
  danger?: boolean;
  okDisabled?: boolean;
  /** The modal is `testId`, its OK button `${testId}-ok`. */
  testId: string;
  width?: number;
  form: FormInstance<V>;
  initialValues?: Partial<V>;
  confirmFirst?: (values: V) => { title: ReactNode; content?: ReactNode };
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
  /** Shown under the form (a running total). */
  after?: ReactNode;
}) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const [busy, setBusy] = useState(false);

  const send = async (values: V) => {
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      applyFieldError(form, error, Object.keys(form.getFieldsValue(true) ?? {}));
    }
  };

  const ok = useThrottledCallback(async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    if (confirmFirst) {
      confirm({ ...confirmFirst(values), okText, danger, okTestId: `${testId}-confirm`, onOk: () => send(values) });
      return;
    }
    setBusy(true);
    try {
      await send(values);
    } finally {
      setBusy(false);
    }
  });

  return (
    <Modal
      open
      title={title}
      width={width}
      onCancel={onClose}
      onOk={() => ok()}
      okText={okText}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger, loading: busy, disabled: okDisabled, 'data-testid': `${testId}-ok` }}
      destroyOnHidden
      data-testid={testId}
    >
      {intro}
      <Form<V> form={form} layout="vertical" initialValues={initialValues} preserve={false}>
        {children}
      </Form>
      {after}
    </Modal>
  );
}
