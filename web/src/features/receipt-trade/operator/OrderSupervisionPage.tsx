import { RECEIPT_ORDER_STATUSES, type ReceiptOrder, type ReceiptOrderStatus, receiptOrderStatusLabelKey } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ProductWithGrade, Quantity, yuan } from '../../../shared/ui/GoodsWords.tsx';
import { nodeLogKey } from '../../../shared/ui/NodeLogTimeline.tsx';
import { secondary } from '../../../shared/ui/secondary-text.tsx';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { useTabTotals } from '../../../shared/ui/useTabTotals.ts';
import { ListSearch } from '../../admin/index.ts';
import { DetailLink, ROW_LINK_STYLE } from '../../audit/index.ts';
import { ADMIN_RECEIPT_ORDERS_KEY, adminReceiptOrderApi } from '../api.ts';
import { OrderStatusTag } from '../orders/OrderStatusTag.tsx';
import { ORDER_LOG_TYPE } from '../orders/useOrderSteps.tsx';
import { CancelOrderModal } from './CancelOrderModal.tsx';
import { OrderDrawer } from './OrderDrawer.tsx';

type Tab = ReceiptOrderStatus | 'all';
/** Every status, each with its count: eleven, more than a tab strip holds in English at 1366 px, so a select. */
const TABS: readonly Tab[] = ['all', ...RECEIPT_ORDER_STATUSES];
type Filter = { status: Tab; keyword: string };

/** The tabs' counts: each the total of its list's first page (of the smallest size the route takes) under the same keyword. */
function useTabCounts(keyword: string) {
  return useTabTotals([...ADMIN_RECEIPT_ORDERS_KEY, 'count', keyword], TABS, (status) =>
    adminReceiptOrderApi.list({ current: 1, size: 10, ...(status === 'all' ? {} : { status }), ...(keyword ? { keyword } : {}) }),
  );
}

/**
 * /admin/wr/orders 仓单订单: every receipt order by status (each with its count) and by number, company or product,
 * newest first; an order's facts, turn and log in a drawer, and 取消订单 while the flow allows the operator (taken, not
 * yet transferred — after money moved the sides can no longer agree one): the reason required, asked once more.
 */
export default function OrderSupervisionPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = usePagedTable<ReceiptOrder, Filter>(
    ADMIN_RECEIPT_ORDERS_KEY,
    ({ status, ...rest }) => adminReceiptOrderApi.list({ ...rest, ...(status && status !== 'all' ? { status } : {}) }),
    { status: 'all', keyword: '' },
  );
  const { filter } = list;
  const countOf = useTabCounts(filter.keyword);
  const [openId, setOpenId] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState<ReceiptOrder | null>(null);

  const cancelButton = (order: ReceiptOrder, inRow: boolean) =>
    order.actions.includes('cancel') && (
      <Button
        type={inRow ? 'link' : 'default'}
        danger
        style={inRow ? ROW_LINK_STYLE : undefined}
        onClick={() => setCancelling(order)}
        aria-label={
          inRow
            ? t('receiptTrade.operator.actionOf', { action: t('receiptTrade.operator.cancel.ok'), no: order.orderNo })
            : undefined
        }
        data-testid={`order-admin-cancel-${order.id}`}
      >
        {t('receiptTrade.operator.cancel.ok')}
      </Button>
    );

  const columns: ColumnsType<ReceiptOrder> = [
    {
      title: t('receiptTrade.col.orderNo'),
      key: 'no',
      width: 180,
      render: (_, order) => (
        <>
          <DetailLink onClick={() => setOpenId(order.id)}>{order.orderNo}</DetailLink>
          <br />
          {secondary(t('receiptTrade.col.appliedOn', { at: formatDate(order.createdAt, 'YYYY-MM-DD HH:mm') }))}
        </>
      ),
    },
    {
      title: t('receiptTrade.col.status'),
      key: 'status',
      width: 120,
      render: (_, order) => <OrderStatusTag order={order} />,
    },
    {
      title: t('receiptTrade.col.goodsAndWarehouse'),
      key: 'goods',
      width: 150,
      ellipsis: true,
      render: (_, order) => (
        <>
          <ProductWithGrade name={order.productName} grade={order.grade} />
          <br />
          {secondary(order.warehouseName)}
        </>
      ),
    },
    {
      title: t('receiptTrade.col.quantity'),
      key: 'quantity',
      width: 100,
      align: 'right',
      render: (_, order) => <Quantity value={order.quantity} unit={order.unit} />,
    },
    {
      title: t('receiptTrade.operator.col.money'),
      key: 'money',
      width: 150,
      align: 'right',
      render: (_, order) => (
        <>
          <Typography.Text strong>{yuan(order.amount)}</Typography.Text>
          <br />
          {secondary(t('receiptTrade.operator.col.paid', { paid: yuan(order.paidAmount) }))}
        </>
      ),
    },
    {
      title: t('receiptTrade.operator.col.parties'),
      key: 'parties',
      width: 200,
      render: (_, order) => (
        <>
          {t('receiptTrade.operator.col.seller', { seller: order.sellerCompanyName })}
          <br />
          {secondary(t('receiptTrade.operator.col.buyer', { buyer: order.buyerCompanyName }))}
        </>
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 130,
      fixed: 'right',
      render: (_, order) => (
        <Space size={[12, 4]} wrap>
          <Button
            type="link"
            style={ROW_LINK_STYLE}
            onClick={() => setOpenId(order.id)}
            aria-label={t('receiptTrade.operator.actionOf', { action: t('receiptTrade.orders.view'), no: order.orderNo })}
          >
            {t('receiptTrade.orders.view')}
          </Button>
          {cancelButton(order, true)}
        </Space>
      ),
    },
  ];
  const tableWidth = columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0);

  return (
    <Card title={t('route.admin.wrOrders')}>
      <Flex gap={12} wrap align="flex-start">
        <Select<Tab>
          value={filter.status}
          onChange={(status) => list.search({ ...filter, status })}
          aria-label={t('receiptTrade.operator.status')}
          style={{ width: 280 }}
          data-testid="order-admin-status"
          options={TABS.map((status) => {
            const label = status === 'all' ? t('receiptTrade.operator.tabAll') : t(receiptOrderStatusLabelKey(status));
            const count = countOf(status);
            return {
              value: status,
              label: count === undefined ? label : t('receiptTrade.operator.statusCount', { label, count }),
            };
          })}
        />
        <ListSearch
          label={t('receiptTrade.operator.search')}
          placeholder={t('receiptTrade.operator.search')}
          testId="order-admin-search"
          maxLength={50}
          width={360}
          onSearch={(keyword) => list.search({ ...filter, keyword: keyword.trim() })}
        />
      </Flex>
      <Table<ReceiptOrder>
        {...list.tableProps}
        columns={columns}
        scroll={list.tableProps.dataSource?.length ? { x: tableWidth } : undefined}
        locale={{
          emptyText: (
            <Empty description={t(filter.keyword ? 'receiptTrade.orders.emptySearch' : 'receiptTrade.operator.empty')} />
          ),
        }}
        data-testid="order-admin-table"
      />
      {openId !== null && (
        <OrderDrawer
          key={openId}
          orderId={openId}
          onClose={() => setOpenId(null)}
          actions={(order) => cancelButton(order, false)}
        />
      )}
      {cancelling && (
        <CancelOrderModal
          order={cancelling}
          onClose={() => setCancelling(null)}
          onDone={() =>
            Promise.all([
              queryClient.invalidateQueries({ queryKey: ADMIN_RECEIPT_ORDERS_KEY }),
              queryClient.invalidateQueries({ queryKey: nodeLogKey(ORDER_LOG_TYPE, cancelling.id) }),
            ])
          }
        />
      )}
    </Card>
  );
}
