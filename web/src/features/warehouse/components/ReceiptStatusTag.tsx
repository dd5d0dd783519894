import type { Receipt, ReceiptStatus } from '@hgsc/contracts';
import { Space, Tag } from 'antd';

const COLORS: Record<ReceiptStatus, string> = {
  pendingAudit: 'processing',
  active: 'success',
  rejected: 'error',
  split: 'default',
  cancelled: 'default',
};

/** A receipt's status as the server words it, and its lock (挂牌中, 质押中 …) when another deal holds it. */
export function ReceiptStatusTag({ receipt }: { receipt: Pick<Receipt, 'status' | 'statusLabel' | 'lock' | 'lockLabel'> }) {
  return (
    <Space size={[4, 4]} wrap>
      <Tag color={COLORS[receipt.status]} data-status={receipt.status}>
        {receipt.statusLabel}
      </Tag>
      {receipt.lock !== 'none' && <Tag color="warning">{receipt.lockLabel}</Tag>}
    </Space>
  );
}
