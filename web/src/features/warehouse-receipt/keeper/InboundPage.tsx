import type { Deposit, DepositStatus } from '@hgsc/contracts';
import { useQueries } from '@tanstack/react-query';
import { Card, Empty, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { StatusTabs } from '../../../shared/ui/StatusTabs.tsx';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { DEPOSITS_KEY, receiptApi } from '../api.ts';
import { ProductWithGrade, Quantity } from '../components/GoodsWords.tsx';
import { useDepositSteps } from './useKeeperSteps.tsx';

type Tab = 'pending' | 'received' | 'all';
const TABS: Tab[] = ['pending', 'received', 'all'];
const isTab = (value: string | null): value is Tab => (TABS as (string | null)[]).includes(value);
/** Room for two small link buttons side by side (收货 拒收, Receive Refuse). */
const ACTIONS_WIDTH = 150;
const STATUS_COLOR: Record<DepositStatus, string> = {
  pending: 'processing',
  received: 'warning',
  registered: 'success',
  refused: 'error',
  withdrawn: 'default',
};

/**
 * /manage/keeperInbound 入库收货: the deposit applications to the warehouses the company keeps. The goods waiting at
 * the gate first; each is received (weighed, QC report) or refused with the reason, then its receipt is registered.
 * `?tab=` opens a tab.
 */
export default function InboundPage() {
  const { t } = useTranslation();
  const steps = useDepositSteps();
  const [search] = useSearchParams();
  const initial = search.get('tab');
  const list = usePagedTable<Deposit, { status: Tab }>(
    [...DEPOSITS_KEY, 'keeper'],
    ({ status, ...page }) => receiptApi.deposits({ ...page, as: 'keeper', ...(status && status !== 'all' ? { status } : {}) }),
    { status: isTab(initial) ? initial : 'pending' },
  );
  // What waits at each step: the goods at the gate, then the receipts to register.
  const waiting = useQueries({
    queries: (['pending', 'received'] as const).map((status) => ({
      queryKey: [...DEPOSITS_KEY, 'keeper', 'count', status],
      queryFn: () => receiptApi.deposits({ as: 'keeper', status, current: 1, size: 10 }),
    })),
  });
  const countOf = (key: Tab) => (key === 'all' ? undefined : waiting[key === 'pending' ? 0 : 1]?.data?.total);

  // Sized to scroll rather than squeeze at 1366 px, the steps pinned at the right; the batch sits under the goods and
  // the day applied under the number, so the row reads as one deposit.
  const columns: ColumnsType<Deposit> = [
    {
      title: t('keeper.depositNo'),
      dataIndex: 'depositNo',
      width: 190,
      render: (no: string, deposit) => (
        <>
          <Link to={`/manage/waitpleasedetails?id=${deposit.id}`}>{no}</Link>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }} title={t('keeper.appliedAt')}>
            {formatDate(deposit.createdAt, 'YYYY-MM-DD HH:mm')}
          </Typography.Text>
        </>
      ),
    },
    { title: t('keeper.applicant'), dataIndex: 'applicantCompanyName', width: 180, ellipsis: true },
    { title: t('keeper.warehouse'), dataIndex: 'warehouseName', width: 160, ellipsis: true },
    {
      title: t('keeper.product'),
      key: 'product',
      width: 180,
      render: (_, d) => (
        <>
          <ProductWithGrade name={d.productName} grade={d.grade} />
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>
            {t('receiptHolder.col.batchShort', { batch: d.batchNo })}
          </Typography.Text>
        </>
      ),
    },
    {
      title: t('keeper.quantity'),
      key: 'quantity',
      align: 'right',
      width: 130,
      render: (_, d) => (
        <>
          <Quantity value={d.actualQty ?? d.declaredQty} unit={d.unit} />
          {d.actualQty ? '' : ` (${t('keeper.declaredShort')})`}
        </>
      ),
    },
    { title: t('keeper.expectedArrival'), dataIndex: 'expectedArrival', width: 120 },
    { title: t('keeper.plates'), dataIndex: 'vehiclePlates', width: 130, render: (v: string | null) => v ?? '-' },
    {
      title: t('keeper.status'),
      key: 'status',
      // Room for the longest status in English (Receipt registered).
      width: 150,
      render: (_, d) => <Tag color={STATUS_COLOR[d.status]}>{d.statusLabel}</Tag>,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      width: ACTIONS_WIDTH,
      render: (_, d) => steps.buttons(d, { compact: true }),
    },
  ];
  const tableWidth = columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0);

  return (
    <Card title={t('route.manage.keeperInbound')}>
      <StatusTabs<Tab>
        tabs={TABS.map((key) => ({ key, label: t(`keeper.tab.${key}`), count: countOf(key) }))}
        active={(list.filter.status as Tab) ?? 'pending'}
        onChange={(status) => list.search({ status })}
        testIdPrefix="keeper-inbound-tab"
      />
      <Table<Deposit>
        {...list.tableProps}
        columns={columns}
        // A table with nothing in it does not scroll: an empty scrolling region is one a keyboard cannot reach.
        scroll={list.tableProps.dataSource?.length ? { x: tableWidth } : undefined}
        locale={{ emptyText: <Empty description={t('keeper.inboundEmpty')} /> }}
        data-testid="keeper-inbound-table"
      />
      {steps.dialog}
    </Card>
  );
}
