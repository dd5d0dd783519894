import { Tag } from 'antd';

const COLOR_BY_STATUS: Record<number, string> = {
  80: 'success',
  100: 'default',
  101: 'default',
  102: 'default',
  103: 'default',
  104: 'error',
};

/** The order's status as the server labels it, with a stable hook for the status code. */
export function OrderStatusTag({ status, label }: { status: number; label: string }) {
  return (
    <Tag color={COLOR_BY_STATUS[status] ?? 'processing'} data-testid="order-status" data-status={String(status)}>
      {label}
    </Tag>
  );
}
