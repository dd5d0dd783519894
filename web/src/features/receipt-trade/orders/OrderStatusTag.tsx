import type { ReceiptOrder } from '@hgsc/contracts';
import { Tag } from 'antd';

const COLOURS: Record<ReceiptOrder['status'], string> = {
  applied: 'processing',
  accepted: 'success',
  signed: 'warning',
  paid: 'warning',
  collected: 'processing',
  transferring: 'processing',
  done: 'success',
  declined: 'error',
  withdrawn: 'default',
  cancelled: 'default',
};

/** A receipt order's status in the server's words. */
export function OrderStatusTag({ order }: { order: Pick<ReceiptOrder, 'status' | 'statusLabel'> }) {
  return (
    // English labels are longer ("Awaiting the seller"): the tag wraps in a narrow column rather than being cut.
    <Tag
      color={COLOURS[order.status]}
      style={{ whiteSpace: 'normal', marginInlineEnd: 0 }}
      data-testid="order-status"
      data-status={order.status}
    >
      {order.statusLabel}
    </Tag>
  );
}
