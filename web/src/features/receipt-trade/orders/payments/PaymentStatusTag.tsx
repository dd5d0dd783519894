import type { ReceiptPayment } from '@hgsc/contracts';
import { Tag } from 'antd';

const COLOURS: Record<ReceiptPayment['status'], string> = {
  submitted: 'processing',
  confirmed: 'success',
  refused: 'error',
  withdrawn: 'default',
};

/** A payment's status in the server's words. */
export function PaymentStatusTag({ payment }: { payment: Pick<ReceiptPayment, 'status' | 'statusLabel'> }) {
  return (
    <Tag
      color={COLOURS[payment.status]}
      style={{ whiteSpace: 'normal', marginInlineEnd: 0 }}
      data-testid="payment-status"
      data-status={payment.status}
    >
      {payment.statusLabel}
    </Tag>
  );
}
