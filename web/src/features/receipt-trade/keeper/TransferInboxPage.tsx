import { KEEPER_TRANSFER_TABS, type KeeperTransferTab, type ReceiptOrder } from '@hgsc/contracts';
import { Card, Empty, Input, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ProductWithGrade, Quantity } from '../../../shared/ui/GoodsWords.tsx';
import { StatusTabs } from '../../../shared/ui/StatusTabs.tsx';
import { secondary } from '../../../shared/ui/secondary-text.tsx';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { useTabTotals } from '../../../shared/ui/useTabTotals.ts';
import { RECEIPT_ORDERS_KEY, receiptOrderApi } from '../api.ts';
import { OrderStatusTag } from '../orders/OrderStatusTag.tsx';
import { orderPath } from '../orders/order-paths.ts';
import { useOrderSteps } from '../orders/useOrderSteps.tsx';
import { WaitedFor } from './WaitedFor.tsx';

const INBOX_KEY = [...RECEIPT_ORDERS_KEY, 'keeper-transfers'] as const;
const isTab = (value: string | null): value is KeeperTransferTab =>
  (KEEPER_TRANSFER_TABS as readonly (string | null)[]).includes(value);

/** Each tab's count: the total of its list's first page (of the smallest size the route takes) under the same keyword. */
function useTabCounts(keyword: string) {
  return useTabTotals([...INBOX_KEY, 'count', keyword], KEEPER_TRANSFER_TABS, (tab) =>
    receiptOrderApi.keeperTransfers({ tab, current: 1, size: 10, ...(keyword ? { keyword } : {}) }),
  );
}

/**
 * /manage/orderReceiv 过户确认: the keeper's inbox of receipt transfers at its warehouses. The ones waiting first, the
 * longest waiting standing out: each says which order and receipt, what goods, from which seller to which buyer, and
 * since when; 确认过户 (asked first: the buyer becomes the holder, the seller bears the storage fee to today) or 退回
 * with the reason the seller reads. `?tab=` opens another tab.
 */
export default function TransferInboxPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const asked = search.get('tab');
  const list = usePagedTable<ReceiptOrder, { tab: KeeperTransferTab; keyword: string }>(
    INBOX_KEY,
    ({ tab, ...rest }) => receiptOrderApi.keeperTransfers({ tab: tab ?? 'waiting', ...rest }),
    { tab: isTab(asked) ? asked : 'waiting', keyword: '' },
  );
  const { tab, keyword } = list.filter;
  const countOf = useTabCounts(keyword);
  const steps = useOrderSteps('keeper');

  // What the keeper checks before confirming fits 1366 px unscrolled: which receipt, what goods, from whom to whom,
  // and how long it has waited (with the status, which tells a waiting row from a confirmed one in 全部).
  const columns: ColumnsType<ReceiptOrder> = [
    {
      title: t('receiptTrade.col.orderNo'),
      key: 'no',
      width: 165,
      render: (_, order) => (
        <>
          <Link to={orderPath('keeper', order)} data-testid="transfer-order-no">
            {order.orderNo}
          </Link>
          <br />
          {order.transferAskedAt &&
            secondary(t('receiptTrade.keeper.askedOn', { at: formatDate(order.transferAskedAt, 'YYYY-MM-DD HH:mm') }))}
        </>
      ),
    },
    {
      title: t('receiptTrade.keeper.receiptNo'),
      key: 'receipt',
      width: 145,
      render: (_, order) => <span data-testid="transfer-receipt-no">{order.receiptNo ?? '-'}</span>,
    },
    {
      title: t('receiptTrade.keeper.goods'),
      key: 'goods',
      width: 150,
      ellipsis: true,
      render: (_, order) => (
        <>
          <ProductWithGrade name={order.productName} grade={order.grade} />
          <br />
          <span data-testid="transfer-quantity">
            <Quantity value={order.quantity} unit={order.unit} />
          </span>
          <br />
          {secondary(order.warehouseName)}
        </>
      ),
    },
    {
      title: t('receiptTrade.keeper.fromTo'),
      key: 'parties',
      width: 170,
      render: (_, order) => (
        <span data-testid="transfer-parties">
          {order.sellerCompanyName}
          <br />
          {secondary(t('receiptTrade.keeper.toBuyer', { buyer: order.buyerCompanyName }))}
        </span>
      ),
    },
    {
      title: t('receiptTrade.keeper.statusCol'),
      key: 'status',
      width: 120,
      render: (_, order) => (
        <>
          <OrderStatusTag order={order} />
          <br />
          {order.status === 'transferring' && order.transferAskedAt ? (
            <WaitedFor since={order.transferAskedAt} />
          ) : order.transferredAt ? (
            secondary(t('receiptTrade.keeper.confirmedOn', { at: formatDate(order.transferredAt, 'YYYY-MM-DD') }))
          ) : null}
        </>
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 130,
      fixed: 'right',
      render: (_, order) => steps.buttons(order, { compact: true }) ?? '-',
    },
  ];
  const tableWidth = columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0);

  return (
    <Card title={t('route.manage.orderReceiv')}>
      <Input.Search
        allowClear
        style={{ width: 400, maxWidth: '100%', marginBottom: 8 }}
        placeholder={t('receiptTrade.keeper.search')}
        aria-label={t('receiptTrade.keeper.search')}
        enterButton={t('common.search')}
        maxLength={50}
        onSearch={(value) => list.search({ tab, keyword: value.trim() })}
        data-testid="transfers-search"
      />
      <StatusTabs<KeeperTransferTab>
        tabs={KEEPER_TRANSFER_TABS.map((key) => ({ key, label: t(`receiptTrade.keeper.tab.${key}`), count: countOf(key) }))}
        active={tab}
        onChange={(next) => list.search({ tab: next, keyword })}
        testIdPrefix="transfers-tab"
      />
      <Table<ReceiptOrder>
        {...list.tableProps}
        columns={columns}
        // A table with nothing in it does not scroll: an empty scrolling region is one a keyboard cannot reach.
        scroll={list.tableProps.dataSource?.length ? { x: tableWidth } : undefined}
        locale={{
          emptyText: <Empty description={t(keyword ? 'receiptTrade.orders.emptySearch' : `receiptTrade.keeper.empty.${tab}`)} />,
        }}
        data-testid="transfers"
      />
      {steps.dialog}
    </Card>
  );
}
