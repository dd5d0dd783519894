import type { Receipt, ReceiptStatus } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Input, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { StatusTabs } from '../../../shared/ui/StatusTabs.tsx';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { RECEIPTS_KEY, receiptApi } from '../api.ts';
import { ProductWithGrade, Quantity } from '../components/GoodsWords.tsx';
import { useReceiptSteps } from './useKeeperSteps.tsx';

type Tab = 'pendingAudit' | 'rejected' | 'active' | 'cancelled' | 'all';
const TABS: Tab[] = ['pendingAudit', 'rejected', 'active', 'cancelled', 'all'];
const isTab = (value: string | null): value is Tab => (TABS as (string | null)[]).includes(value);
/** Room for two small link buttons side by side (重新提交 注销, Resubmit Deregister). */
const ACTIONS_WIDTH = 170;
const STATUS_COLOR: Record<ReceiptStatus, string> = {
  pendingAudit: 'processing',
  active: 'success',
  rejected: 'error',
  split: 'default',
  cancelled: 'default',
};

/**
 * /manage/keeperReceipts 库内仓单: the receipts of the warehouses the company keeps. A rejected one is corrected and
 * resubmitted here (the operator's reason beside it); one whose goods are gone is deregistered with the reason.
 * `?tab=` opens a tab.
 */
export default function KeeperReceiptsPage() {
  const { t } = useTranslation();
  const steps = useReceiptSteps();
  const [search] = useSearchParams();
  const initial = search.get('tab');
  const list = usePagedTable<Receipt, { status: Tab; keyword: string }>(
    [...RECEIPTS_KEY, 'keeper'],
    ({ status, ...rest }) => receiptApi.list({ ...rest, as: 'keeper', ...(status && status !== 'all' ? { status } : {}) }),
    { status: isTab(initial) ? initial : 'pendingAudit', keyword: '' },
  );
  const tab = (list.filter.status as Tab) ?? 'pendingAudit';
  const counts = useQuery({
    queryKey: [...RECEIPTS_KEY, 'keeper', 'counts'],
    queryFn: () => receiptApi.tabCounts({ as: 'keeper' }),
  });
  const countOf = (key: Tab): number | undefined => {
    const c = counts.data;
    // 全部 also lists the receipts retired by a split, which no tab counts: a sum of the tabs would fall short of it.
    if (!c || key === 'all') return undefined;
    const byTab: Record<Exclude<Tab, 'all'>, number> = {
      pendingAudit: c.aduittab,
      rejected: c.nopasstab,
      active: c.passtab + c.tradetab,
      cancelled: c.cancellationtab,
    };
    return byTab[key];
  };

  // Sized to scroll rather than squeeze at 1366 px, the steps pinned at the right; the batch sits under the goods and
  // the day registered under the number, so the row reads as one receipt.
  const columns: ColumnsType<Receipt> = [
    {
      title: t('keeper.receiptNo'),
      dataIndex: 'receiptNo',
      width: 220,
      render: (no: string, r) => (
        <Space orientation="vertical" size={0}>
          <Link to={`/manage/newdetails?id=${r.id}`}>{no}</Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} title={t('keeper.registeredAt')}>
            {formatDate(r.createdAt, 'YYYY-MM-DD HH:mm')}
          </Typography.Text>
          {r.status === 'rejected' && r.auditReason && (
            <Typography.Text type="danger" data-testid={`keeper-reject-reason-${r.id}`}>
              {t('keeper.rejectedBecause', { reason: r.auditReason })}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    { title: t('keeper.holder'), dataIndex: 'holderCompanyName', width: 180, ellipsis: true },
    { title: t('keeper.warehouse'), dataIndex: 'warehouseName', width: 160, ellipsis: true },
    {
      title: t('keeper.product'),
      key: 'product',
      width: 180,
      render: (_, r) => (
        <>
          <ProductWithGrade name={r.productName} grade={r.grade} />
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>
            {t('receiptHolder.col.batchShort', { batch: r.batchNo })}
          </Typography.Text>
        </>
      ),
    },
    {
      title: t('keeper.quantity'),
      key: 'quantity',
      align: 'right',
      width: 120,
      render: (_, r) => <Quantity value={r.quantity} unit={r.unit} />,
    },
    { title: t('keeper.location'), dataIndex: 'location', width: 130, ellipsis: true },
    {
      title: t('keeper.status'),
      key: 'status',
      width: 140,
      render: (_, r) => (
        <Space size={4} wrap>
          <Tag color={STATUS_COLOR[r.status]}>{r.statusLabel}</Tag>
          {r.lock !== 'none' && <Tag color="orange">{r.lockLabel}</Tag>}
        </Space>
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      width: ACTIONS_WIDTH,
      render: (_, r) => steps.buttons(r, { compact: true }),
    },
  ];
  const tableWidth = columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0);

  return (
    <Card
      title={t('route.manage.keeperReceipts')}
      extra={
        <Input.Search
          allowClear
          placeholder={t('keeper.searchPlaceholder')}
          onSearch={(keyword) => list.search({ status: tab, keyword: keyword.trim() })}
          style={{ width: 280 }}
        />
      }
    >
      <StatusTabs<Tab>
        tabs={TABS.map((key) => ({ key, label: t(`keeper.receiptTab.${key}`), count: countOf(key) }))}
        active={tab}
        onChange={(status) => list.search({ status, keyword: String(list.filter.keyword ?? '') })}
        testIdPrefix="keeper-receipts-tab"
      />
      <Table<Receipt>
        {...list.tableProps}
        columns={columns}
        // A table with nothing in it does not scroll: an empty scrolling region is one a keyboard cannot reach.
        scroll={list.tableProps.dataSource?.length ? { x: tableWidth } : undefined}
        locale={{ emptyText: <Empty description={t('keeper.receiptsEmpty')} /> }}
        data-testid="keeper-receipts-table"
      />
      {steps.dialog}
    </Card>
  );
}
