import type { ReceiptOrder } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Drawer, Empty, Flex, Skeleton, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ADMIN_RECEIPT_ORDERS_KEY, adminReceiptOrderApi } from '../api.ts';
import { OrderFacts } from '../orders/details/OrderFacts.tsx';
import { OrderStatusTag } from '../orders/OrderStatusTag.tsx';
import { OrderTimeline } from '../orders/OrderTimeline.tsx';
import { OrderTurnNotice } from '../orders/OrderTurnNotice.tsx';

export const adminOrderKey = (id: number) => [...ADMIN_RECEIPT_ORDERS_KEY, 'info', id] as const;

/**
 * One receipt order beside the operator's list, read afresh on opening: where it stands and whose turn it is, its
 * facts and the days of each step, and its operation log; `actions` gives the operator's step in the header.
 */
export function OrderDrawer({
  orderId,
  actions,
  onClose,
}: {
  orderId: number;
  actions: (order: ReceiptOrder) => ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: adminOrderKey(orderId),
    queryFn: () => adminReceiptOrderApi.info(orderId),
    staleTime: 0,
    retry: false,
  });
  const order = detail.data;
  return (
    <Drawer
      open
      onClose={onClose}
      title={
        order ? (
          <Space wrap>
            {t('receiptTrade.operator.drawerTitle', { no: order.orderNo })}
            <OrderStatusTag order={order} />
          </Space>
        ) : (
          t('receiptTrade.details.title')
        )
      }
      size={Math.min(960, window.innerWidth)}
      destroyOnHidden
      extra={order ? actions(order) : null}
      data-testid="order-admin-drawer"
    >
      {order ? (
        <Flex vertical gap="middle">
          <div>
            <OrderTurnNotice order={order} reader="operator" />
            <OrderFacts order={order} reader="operator" />
          </div>
          <Card size="small" title={t('receiptTrade.details.timeline')}>
            <OrderTimeline orderId={order.id} console />
          </Card>
        </Flex>
      ) : detail.isError ? (
        <Empty description={t('receiptTrade.details.notFound')} />
      ) : (
        <Skeleton active paragraph={{ rows: 12 }} />
      )}
    </Drawer>
  );
}
