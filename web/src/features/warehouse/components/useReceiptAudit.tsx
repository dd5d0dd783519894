import type { Receipt } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { nodeLogKey } from '../../../shared/ui/NodeLogTimeline.tsx';
import { RECEIPT_URL, RECEIPTS_URL, refresh, warehouseAdminApi } from '../api.ts';
import { RejectReceiptModal } from './RejectReceiptModal.tsx';

type Audited = Pick<Receipt, 'id' | 'receiptNo' | 'depositorCompanyName'>;

/** What the list's rows and the detail drawer share: the two decisions, the receipt being decided, and the reject dialog. */
export interface ReceiptAudit {
  approve: (receipt: Audited) => void;
  reject: (receipt: Audited) => void;
  busyId: number | null;
}

/**
 * 审核通过 (asked first: the receipt is issued to its depositor and its fee starts to run) and 驳回 (a reason is
 * required). After either, taken or refused, the lists, their counts and the open receipt with its log are read again.
 */
export function useReceiptAudit() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<Audited | null>(null);

  const settle = async (id: number, step: () => Promise<unknown>, done: string) => {
    setBusyId(id);
    try {
      await step();
      showSuccessToast(t(done));
    } finally {
      setBusyId(null);
      await Promise.all([
        refresh(queryClient, RECEIPTS_URL, RECEIPT_URL),
        // The open drawer's timeline gains the decision.
        queryClient.invalidateQueries({ queryKey: nodeLogKey('warehouseReceipt', id) }),
      ]);
    }
  };

  const approve = (receipt: Audited) =>
    confirm({
      title: t('wrAdmin.receipt.approveTitle', { no: receipt.receiptNo }),
      content: t('wrAdmin.receipt.approveConfirm', { depositor: receipt.depositorCompanyName }),
      okText: t('wrAdmin.receipt.approve'),
      danger: false,
      okTestId: 'wr-receipt-approve-ok',
      onOk: () => settle(receipt.id, () => warehouseAdminApi.approveReceipt(receipt.id), 'receipt.approved'),
    });

  const dialog = rejecting && (
    <RejectReceiptModal
      key={rejecting.id}
      receipt={rejecting}
      onReject={(reason) => settle(rejecting.id, () => warehouseAdminApi.rejectReceipt(rejecting.id, reason), 'receipt.rejected')}
      onClose={() => setRejecting(null)}
    />
  );

  const audit: ReceiptAudit = { approve, reject: setRejecting, busyId };
  return { audit, dialog };
}
