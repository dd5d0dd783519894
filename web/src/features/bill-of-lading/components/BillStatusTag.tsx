import type { Bill, BillStatus } from '@hgsc/contracts';
import { Tag } from 'antd';

const COLOURS: Record<BillStatus, string> = {
  submitted: 'gold',
  scheduled: 'blue',
  finished: 'green',
  cancelled: 'default',
};

/** A bill's status in the server's words (already in the caller's language). */
export function BillStatusTag({ bill }: { bill: Pick<Bill, 'status' | 'statusLabel'> }) {
  return (
    <Tag color={COLOURS[bill.status]} data-testid="bill-status" data-status={bill.status}>
      {bill.statusLabel}
    </Tag>
  );
}
