import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import type { AuditDecision } from '../api.ts';
import { type AuditSubject, useReasonDialog } from './useReasonDialog.tsx';

export type { AuditSubject };

/** Approve (after a confirm dialog) and reject (a dialog that requires the reason) for one kind of audit. */
export interface AuditDecisionControls {
  approve: (subject: AuditSubject) => void;
  reject: (subject: AuditSubject) => void;
  /** The id whose decision is being sent, if any. */
  busyId: number | null;
}

/**
 * The decision controls of one kind of audit and the reject dialog to render. Both dialogs confirm
 * with 确定; after every decision (taken or refused) `onDone` refreshes lists and details.
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
  onDone: (id: number) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const [busyId, setBusyId] = useState<number | null>(null);

  const send = async (decision: AuditDecision) => {
    setBusyId(decision.id);
    try {
      await decide(decision);
      showSuccessToast(decision.approve ? approvedMessage : rejectedMessage);
    } finally {
      setBusyId(null);
      await onDone(decision.id);
    }
  };

  const approve = (subject: AuditSubject) =>
    confirm({
      title: t('audit.approveTitle'),
      content: t('audit.approveConfirm', { name: subject.name }),
      danger: false,
      okTestId: 'audit-confirm',
      // Refused (e.g. already audited): the request layer said why; the dialog closes.
      onOk: () => send({ id: subject.id, approve: true }),
    });

  const rejection = useReasonDialog({
    title: t('audit.rejectTitle'),
    hint: (subject) => t('audit.rejectHint', { name: subject.name }),
    label: t('audit.reason'),
    placeholder: t('audit.reasonPlaceholder'),
    requiredMessage: t('audit.reasonRequired'),
    testId: 'audit',
    submit: (subject, reason) => send({ id: subject.id, approve: false, reason }),
  });

  const controls: AuditDecisionControls = { approve, reject: rejection.open, busyId };
  return { controls, rejectDialog: rejection.dialog };
}
