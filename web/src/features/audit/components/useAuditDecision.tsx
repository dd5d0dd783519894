import { App, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/request/http.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import type { AuditDecision } from '../api.ts';

/** The most a rejection reason may hold (contracts: max 500). */
const REASON_MAX = 500;

interface Subject {
  id: number;
  /** What is being audited, as the operator reads it in the dialogs (company name, certificate …). */
  name: string;
}

/**
 * Approve (after a confirm dialog) and reject (a dialog that requires the reason) for one kind of
 * audit. Returns the two actions, whether one is running, and the reject dialog to render.
 */
export function useAuditDecision({
  decide,
  approvedMessage,
  rejectedMessage,
  onDone,
}: {
  decide: (decision: AuditDecision) => Promise<unknown>;
  approvedMessage: string;
  rejectedMessage: string;
  /** After a decision was taken: refresh lists and details. */
  onDone: (id: number) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const [rejecting, setRejecting] = useState<Subject | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  /** Sends the decision; false when the server refused it (the request layer showed why). */
  const send = async (decision: AuditDecision): Promise<boolean> => {
    setBusyId(decision.id);
    try {
      await decide(decision);
      showSuccessToast(decision.approve ? approvedMessage : rejectedMessage);
      return true;
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.field === 'reason') form.setFields([{ name: 'reason', errors: [error.message] }]);
      return false;
    } finally {
      setBusyId(null);
      await onDone(decision.id);
    }
  };

  const approve = (subject: Subject) =>
    modal.confirm({
      title: t('audit.approveTitle'),
      content: t('audit.approveConfirm', { name: subject.name }),
      okText: t('audit.approve'),
      okButtonProps: { 'data-testid': 'audit-confirm' },
      cancelText: t('common.cancel'),
      onOk: () => send({ id: subject.id, approve: true }),
    });

  const reject = (subject: Subject) => setRejecting(subject);

  const submitReject = async () => {
    if (!rejecting) return;
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    if (await send({ id: rejecting.id, approve: false, reason: values.reason.trim() })) setRejecting(null);
  };

  const rejectDialog = (
    <Modal
      open={rejecting !== null}
      title={t('audit.rejectTitle')}
      okText={t('audit.rejectConfirm')}
      okButtonProps={{ danger: true, loading: rejecting !== null && busyId === rejecting.id, 'data-testid': 'audit-confirm' }}
      cancelText={t('common.cancel')}
      onOk={() => void submitReject()}
      onCancel={() => setRejecting(null)}
      destroyOnHidden
      data-testid="audit-reject-dialog"
    >
      <Typography.Paragraph>{t('audit.rejectHint', { name: rejecting?.name ?? '' })}</Typography.Paragraph>
      {/* Not kept when closed: every rejection starts with an empty reason. */}
      <Form form={form} layout="vertical" requiredMark={false} preserve={false}>
        <Form.Item
          name="reason"
          label={t('audit.reason')}
          rules={[{ required: true, whitespace: true, message: t('audit.reasonRequired') }]}
        >
          <Input.TextArea
            rows={4}
            maxLength={REASON_MAX}
            showCount
            placeholder={t('audit.reasonPlaceholder')}
            data-testid="audit-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );

  return { approve, reject, busyId, rejectDialog };
}
