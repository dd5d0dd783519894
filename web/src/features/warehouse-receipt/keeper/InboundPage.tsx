import type { Deposit, DepositStatus } from '@hgsc/contracts';
import { useQueries } from '@tanstack/react-query';
import { Card, Empty, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { StatusTabs } from '../../../shared/ui/StatusTabs.tsx';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { DEPOSITS_KEY, receiptApi } from '../api.ts';
import { ProductWithGrade, Quantity } from '../components/GoodsWords.tsx';
import { useDepositSteps } from './useKeeperSteps.tsx';

type Tab = 'pending' | 'received' | 'all';
const TABS: Tab[] = ['pending', 'received', 'all'];
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
 */
export default function InboundPage() {
  const { t } = useTranslation();
  const steps = useDepositSteps();
  const list = usePagedTable<Deposit, { status: Tab }>(
    [...DEPOSITS_KEY, 'keeper'],
    ({ status, ...page }) => receiptApi.deposits({ ...page, as: 'keeper', ...(status && status !== 'all' ? { status } : {}) }),
    { status: 'pending' },
  );
  // What waits at each step: the goods at the gate, then the receipts to register.
  const waiting = useQueries({
    queries: (['pending', 'received'] as const).map((status) => ({
      queryKey: [...DEPOSITS_KEY, 'keeper', 'count', status],
      queryFn: () => receiptApi.deposits({ as: 'keeper', status, current: 1, size: 10 }),
    })),
  });
  const countOf = (key: Tab) => (key === 'all' ? undefined : waiting[key === 'pending' ? 0 : 1]?.data?.total);

  const columns: ColumnsType<Deposit> = [
    {
      title: t('keeper.depositNo'),
      dataIndex: 'depositNo',
      render: (no: string, deposit) => <Link to={`/manage/waitpleasedetails?id=${deposit.id}`}>{no}</Link>,
    },
    { title: t('keeper.applicant'), dataIndex: 'applicantCompanyName' },
    { title: t('keeper.warehouse'), dataIndex: 'warehouseName' },
    { title: t('keeper.product'), key: 'product', render: (_, d) => <ProductWithGrade name={d.productName} grade={d.grade} /> },
    { title: t('keeper.batch'), dataIndex: 'batchNo' },
    {
      title: t('keeper.quantity'),
      key: 'quantity',
      align: 'right',
      render: (_, d) => (
        <>
          <Quantity value={d.actualQty ?? d.declaredQty} unit={d.unit} />
          {d.actualQty ? '' : ` (${t('keeper.declaredShort')})`}
        </>
      ),
    },
    { title: t('keeper.expectedArrival'), dataIndex: 'expectedArrival' },
    { title: t('keeper.plates'), dataIndex: 'vehiclePlates', render: (v: string | null) => v ?? '-' },
    {
      title: t('keeper.status'),
      key: 'status',
      render: (_, d) => <Tag color={STATUS_COLOR[d.status]}>{d.statusLabel}</Tag>,
    },
    { title: t('keeper.appliedAt'), dataIndex: 'createdAt', render: (v: string) => formatDate(v) },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, d) => steps.buttons(d, { compact: true }),
    },
  ];

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
        scroll={list.tableProps.dataSource?.length ? { x: 1200 } : undefined}
        locale={{ emptyText: <Empty description={t('keeper.inboundEmpty')} /> }}
        data-testid="keeper-inbound-table"
      />
      {steps.dialog}
    </Card>
  );
}
