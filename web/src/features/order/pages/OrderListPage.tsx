import { BUYER_ORDER_TABS, type OrderView, SELLER_ORDER_TABS } from '@hgsc/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Badge, Card, Empty, Flex, Input, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatPrice } from '../../../shared/format.ts';
import { usePaging } from '../../admin/usePaging.ts';
import { ORDER_QUERY_KEY, type OrderParty, type OrderTab, orderApi } from '../api.ts';
import { OrderActions } from '../components/OrderActions.tsx';
import { OrderStatusTag } from '../components/OrderStatusTag.tsx';

const TABS: Record<OrderParty, readonly OrderTab[]> = { buyer: BUYER_ORDER_TABS, seller: SELLER_ORDER_TABS };

/**
 * The company's orders on one side (SPEC §4 stages as tabs with counts), searched and paged; each
 * row shows its items, amount, status and the caller's allowed actions.
 */
export function OrderListPage({ party }: { party: OrderParty }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<OrderTab>('orderlist');
  const [keyword, setKeyword] = useState('');
  const { current, size, reset, pagination } = usePaging();

  const counts = useQuery({ queryKey: [...ORDER_QUERY_KEY, 'count', party], queryFn: () => orderApi.count(party) });
  const list = useQuery({
    queryKey: [...ORDER_QUERY_KEY, 'list', party, tab, { current, size, keyword }],
    queryFn: () => orderApi.list(party, tab, { current, size, ...(keyword ? { keyword } : {}) }),
    placeholderData: keepPreviousData,
  });

  const counterparty = (order: OrderView) => (party === 'buyer' ? order.sellerCompanyName : order.buyerCompanyName);

  return (
    <Card title={t(party === 'buyer' ? 'route.manage.myorders' : 'route.manage.orderlist')}>
      <Flex justify="space-between" align="center" wrap gap="small">
        <Tabs
          activeKey={tab}
          onChange={(key) => {
            setTab(key as OrderTab);
            reset();
          }}
          items={TABS[party].map((key) => ({
            key,
            label: (
              <span data-testid={`order-tab-${key}`}>
                {t(`order.tab.${key}`)} <Badge count={counts.data?.[key] ?? 0} showZero color="#999" overflowCount={9999} />
              </span>
            ),
          }))}
        />
        <Input.Search
          allowClear
          style={{ maxWidth: 320 }}
          placeholder={t('order.searchPlaceholder')}
          aria-label={t('order.searchPlaceholder')}
          enterButton={t('order.search')}
          maxLength={100}
          onSearch={(value) => {
            setKeyword(value.trim());
            reset();
          }}
        />
      </Flex>
      <Table<OrderView>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.records}
        pagination={pagination(list.data?.total)}
        locale={{ emptyText: <Empty description={t('order.empty')} /> }}
        scroll={{ x: 960 }}
        columns={[
          {
            title: t('order.col.orderNo'),
            key: 'orderNo',
            render: (_, order) => (
              <>
                <Link to={`/order/${order.id}`} data-testid="order-no">
                  {order.orderNo}
                </Link>
                <br />
                <Typography.Text type="secondary">{formatDate(order.createdAt)}</Typography.Text>
              </>
            ),
          },
          {
            title: t('order.col.product'),
            key: 'items',
            render: (_, order) =>
              order.items.map((item) => (
                <div key={item.id}>
                  {item.name} × {item.quantity} {item.unit}
                </div>
              )),
          },
          { title: t('order.col.counterparty'), key: 'counterparty', render: (_, order) => counterparty(order) },
          {
            title: t('order.col.total'),
            key: 'total',
            align: 'right',
            render: (_, order) => `¥${formatPrice(order.totalAmount)}`,
          },
          {
            title: t('order.col.status'),
            key: 'status',
            render: (_, order) => <OrderStatusTag status={order.status} label={order.statusLabel} />,
          },
          {
            title: t('order.col.actions'),
            key: 'actions',
            render: (_, order) => (
              <Flex vertical gap={4} align="flex-start">
                <Link to={`/order/${order.id}`}>{t('order.view')}</Link>
                <OrderActions order={order} size="small" />
              </Flex>
            ),
          },
        ]}
      />
    </Card>
  );
}
