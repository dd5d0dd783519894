import type { OrderView } from '@hgsc/contracts';
import { Space, Tag } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { cancellationTag } from '../order-notices.ts';

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
    // A long label (English) wraps inside a narrow list column instead of widening it.
    <Tag
      color={COLOR_BY_STATUS[status] ?? 'processing'}
      style={{ whiteSpace: 'normal' }}
      data-testid="order-status"
      data-status={String(status)}
    >
      {label}
    </Tag>
  );
}

/** A cancellation request waiting for an answer, and whose answer it is; nothing without one. */
export function CancelPendingTag({ order }: { order: Pick<OrderView, 'party' | 'cancelRequest'> }) {
  const { t } = useTranslation();
  const cancel = cancellationTag(order);
  if (!cancel) return null;
  return (
    <Tag color="warning" data-testid="order-cancel-pending" style={{ whiteSpace: 'normal' }}>
      {t(cancel.key, { party: t(cancel.partyKey) })}
    </Tag>
  );
}

/** The status, and beside it a cancellation request waiting for an answer (whose turn it is). */
export function OrderStatusTags({ order }: { order: Pick<OrderView, 'status' | 'statusLabel' | 'party' | 'cancelRequest'> }) {
  return (
    <Space size={4} wrap>
      <OrderStatusTag status={order.status} label={order.statusLabel} />
      <CancelPendingTag order={order} />
    </Space>
  );
}
