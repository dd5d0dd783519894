import { StarFilled, StarOutlined } from '@ant-design/icons';
import type { OrderDetail, OrderView } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useThrottledCallback } from '../../../shared/throttle.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { ORDER_QUERY_KEY, orderToolsApi } from '../api.ts';

/**
 * 关注 / 已关注: the caller's own mark on an order (a toggle). The cached order takes the answer at
 * once; the lists (我关注的 among them) are refreshed.
 */
export function InterestButton({ order, size }: { order: OrderView; size?: 'small' | 'middle' }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const toggle = useThrottledCallback(async () => {
    setBusy(true);
    try {
      const { interested } = await orderToolsApi.toggleInterested(order.id);
      queryClient.setQueryData<OrderDetail>([...ORDER_QUERY_KEY, 'detail', order.id], (cached) =>
        cached ? { ...cached, interested } : cached,
      );
      void queryClient.invalidateQueries({
        queryKey: ORDER_QUERY_KEY,
        predicate: (query) => !(query.queryKey[1] === 'detail' && query.queryKey[2] === order.id),
      });
      showSuccessToast(t(interested ? 'orderTools.interestOn' : 'orderTools.interestOff'));
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setBusy(false);
    }
  });
  return (
    <Button
      size={size}
      aria-pressed={order.interested}
      icon={order.interested ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
      loading={busy}
      onClick={toggle}
      data-testid="order-tool-interest"
    >
      {t(order.interested ? 'orderTools.interested' : 'orderTools.interest')}
    </Button>
  );
}
