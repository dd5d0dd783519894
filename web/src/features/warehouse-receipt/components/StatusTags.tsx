import type { DepositStatus, Receipt, ReceiptStatus } from '@hgsc/contracts';
import { Space, Tag } from 'antd';

const DEPOSIT_COLOURS: Record<DepositStatus, string> = {
  pending: 'gold',
  received: 'blue',
  registered: 'green',
  refused: 'red',
  withdrawn: 'default',
};

const RECEIPT_COLOURS: Record<ReceiptStatus, string> = {
  pendingAudit: 'gold',
  active: 'green',
  rejected: 'red',
  split: 'purple',
  cancelled: 'default',
};

/** A deposit application's status in the server's words (already in the caller's language). */
export function DepositStatusTag({ status, label }: { status: DepositStatus; label: string }) {
  return (
    <Tag color={DEPOSIT_COLOURS[status]} data-testid="wr-deposit-status" data-status={status}>
      {label}
    </Tag>
  );
}

/** A receipt's status, and its lock beside it when another deal holds it (挂牌中, 质押中 …). */
export function ReceiptStatusTags({ receipt }: { receipt: Pick<Receipt, 'status' | 'statusLabel' | 'lock' | 'lockLabel'> }) {
  return (
    <Space size={4} wrap>
      <Tag color={RECEIPT_COLOURS[receipt.status]} data-testid="wr-receipt-status" data-status={receipt.status}>
        {receipt.statusLabel}
      </Tag>
      {receipt.lock !== 'none' && (
        <Tag color="orange" data-testid="wr-receipt-lock" data-lock={receipt.lock}>
          {receipt.lockLabel}
        </Tag>
      )}
    </Space>
  );
}
