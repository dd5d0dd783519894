import { BUYER_ORDER_TABS, type OrderView, SELLER_ORDER_TABS } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Input, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatMoney, formatNumber } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showValidationToast } from '../../../shared/toast.ts';
import { UnitWords } from '../../../shared/ui/MarketWords.tsx';
import { StatusTabs } from '../../../shared/ui/StatusTabs.tsx';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { ORDER_QUERY_KEY, type OrderParty, type OrderTab, orderApi, orderToolsApi } from '../api.ts';
import { BATCH_DELIVER_MAX, BatchDeliverModal } from '../components/BatchDeliverModal.tsx';
import { OrderActions } from '../components/OrderActions.tsx';
import { OrderStatusTags } from '../components/OrderStatusTag.tsx';
import { OrderInvoiceTag } from '../invoice/InvoiceStatusTag.tsx';

const TABS: Record<OrderParty, readonly OrderTab[]> = { buyer: BUYER_ORDER_TABS, seller: SELLER_ORDER_TABS };
/** 我关注的: the orders the caller marked (/order/select/interested), beside the stage tabs. */
const INTERESTED = 'interested';
type ListTab = OrderTab | typeof INTERESTED;

/**
 * The company's orders on one side (SPEC §4 stages as tabs with counts), searched and paged; each
 * row shows its items, amount, status and the caller's allowed actions. 我关注的 lists the caller's
 * marked orders; the seller ships several orders of 待发货 at once (批量发货).
 */
export function OrderListPage({ party }: { party: OrderParty }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<ListTab>('orderlist');
  // 批量发货: the selected orders (kept across pages) and the ones the open modal ships.
  const [selected, setSelected] = useState<Map<number, OrderView>>(() => new Map());
  const [batch, setBatch] = useState<OrderView[] | null>(null);
  const batchTab = party === 'seller' && tab === 'waitfordeliver';

  const counts = useQuery({ queryKey: [...ORDER_QUERY_KEY, 'count', party], queryFn: () => orderApi.count(party) });
  const list = usePagedTable<OrderView, { keyword: string }>(
    [...ORDER_QUERY_KEY, 'list', party, tab],
    (params) => (tab === INTERESTED ? orderToolsApi.interested({ ...params, party }) : orderApi.list(party, tab, params)),
    { keyword: '' },
  );

  const counterparty = (order: OrderView) => (party === 'buyer' ? order.sellerCompanyName : order.buyerCompanyName);

  const openBatch = () => {
    if (selected.size === 0) return showValidationToast(t('common.selectAtLeastOne'));
    if (selected.size > BATCH_DELIVER_MAX) return showValidationToast(t('orderTools.batch.tooMany', { max: BATCH_DELIVER_MAX }));
    setBatch([...selected.values()]);
  };
  const shipped = (ids: number[]) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const id of ids) next.delete(id);
      return next;
    });

  return (
    <Card title={t(party === 'buyer' ? 'route.manage.myorders' : 'route.manage.orderlist')}>
      {/* A row of its own: beside the tabs it squeezed them, hiding the last (我关注的) at a 1366 px window. */}
      <Input.Search
        allowClear
        style={{ maxWidth: 320, marginBottom: 8 }}
        placeholder={t('order.searchPlaceholder')}
        aria-label={t('order.searchPlaceholder')}
        enterButton={t('order.search')}
        maxLength={100}
        onSearch={(value) => list.search({ keyword: value.trim() })}
      />
      <StatusTabs<ListTab>
        // Seven tabs with their counts fit a 1366 px window in English too (antd's 32 px gutter pushed the last one
        // under the strip's “more” button).
        tabBarGutter={20}
        active={tab}
        onChange={(key) => {
          setTab(key);
          setSelected(new Map());
          list.reset();
        }}
        testIdPrefix="order-tab"
        tabs={[
          ...TABS[party].map((key) => ({ key, label: t(`order.tab.${key}`), count: counts.data?.[key] ?? 0 })),
          { key: INTERESTED, label: t('order.tab.interested') },
        ]}
      />
      {batchTab && (
        <Space style={{ marginBottom: 12 }}>
          <Button type="primary" onClick={openBatch} data-testid="order-batch-deliver">
            {t('orderTools.batch.deliver')}
          </Button>
          {selected.size > 0 && (
            <Typography.Text type="secondary" data-testid="order-batch-selected">
              {t('orderTools.batch.selected', { count: selected.size })}
            </Typography.Text>
          )}
        </Space>
      )}
      <Table<OrderView>
        {...list.tableProps}
        rowSelection={
          batchTab
            ? {
                selectedRowKeys: [...selected.keys()],
                preserveSelectedRowKeys: true,
                onChange: (keys, rows) =>
                  setSelected((current) => {
                    const next = new Map<number, OrderView>();
                    for (const key of keys as number[]) {
                      const row = rows.find((r) => r?.id === key) ?? current.get(key);
                      if (row) next.set(key, row);
                    }
                    return next;
                  }),
              }
            : undefined
        }
        locale={{ emptyText: <Empty description={t('order.empty')} /> }}
        // The columns fit the page's 894 px at a 1366 px window, 操作 included (the row's next step as its one button,
        // the others under 更多); narrower, the table scrolls whole.
        scroll={{ x: 880 }}
        columns={[
          {
            title: t('order.col.orderNo'),
            key: 'orderNo',
            width: 175,
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
                  {item.name} × {formatNumber(item.quantity)} <UnitWords unit={item.unit} quantity={item.quantity} />
                </div>
              )),
          },
          {
            title: t('order.col.counterparty'),
            key: 'counterparty',
            width: 130,
            render: (_, order) => counterparty(order),
          },
          {
            title: t('order.col.total'),
            key: 'total',
            width: 120,
            align: 'right',
            render: (_, order) => formatMoney(order.totalAmount, order.currency),
          },
          {
            title: t('order.col.status'),
            key: 'status',
            width: 130,
            render: (_, order) => (
              <Flex vertical gap={4} align="flex-start">
                <OrderStatusTags order={order} />
                <OrderInvoiceTag order={order} />
              </Flex>
            ),
          },
          {
            title: t('order.col.actions'),
            key: 'actions',
            width: 150,
            render: (_, order) => (
              <Flex vertical gap={4} align="flex-start">
                <Link to={`/order/${order.id}`}>{t('order.view')}</Link>
                <OrderActions order={order} size="small" compact />
              </Flex>
            ),
          },
        ]}
      />
      <BatchDeliverModal orders={batch ?? []} open={batch !== null} onClose={() => setBatch(null)} onShipped={shipped} />
    </Card>
  );
}
