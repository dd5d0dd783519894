import type { Receipt, ReceiptStatus } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Input, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { StatusTabs } from '../../../shared/ui/StatusTabs.tsx';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { RECEIPTS_KEY, receiptApi } from '../api.ts';
import { ProductWithGrade, Quantity } from '../components/GoodsWords.tsx';
import { useReceiptSteps } from './useKeeperSteps.tsx';

type Tab = 'pendingAudit' | 'rejected' | 'active' | 'cancelled' | 'all';
const TABS: Tab[] = ['pendingAudit', 'rejected', 'active', 'cancelled', 'all'];
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
 */
export default function KeeperReceiptsPage() {
  const { t } = useTranslation();
  const steps = useReceiptSteps();
  const list = usePagedTable<Receipt, { status: Tab; keyword: string }>(
    [...RECEIPTS_KEY, 'keeper'],
    ({ status, ...rest }) => receiptApi.list({ ...rest, as: 'keeper', ...(status && status !== 'all' ? { status } : {}) }),
    { status: 'pendingAudit', keyword: '' },
  );
  const tab = (list.filter.status as Tab) ?? 'pendingAudit';
  const counts = useQuery({
    queryKey: [...RECEIPTS_KEY, 'keeper', 'counts'],
    queryFn: () => receiptApi.tabCounts({ as: 'keeper' }),
  });
  const countOf = (key: Tab): number | undefined => {
    const c = counts.data;
    if (!c) return undefined;
    const byTab: Record<Tab, number> = {
      pendingAudit: c.aduittab,
      rejected: c.nopasstab,
      active: c.passtab + c.tradetab,
      cancelled: c.cancellationtab,
      all: c.aduittab + c.nopasstab + c.passtab + c.tradetab + c.cancellationtab,
    };
    return byTab[key];
  };

  const columns: ColumnsType<Receipt> = [
    {
      title: t('keeper.receiptNo'),
      dataIndex: 'receiptNo',
      render: (no: string, r) => (
        <Space direction="vertical" size={0}>
          <Link to={`/manage/newdetails?id=${r.id}`}>{no}</Link>
          {r.status === 'rejected' && r.auditReason && (
            <Typography.Text type="danger" data-testid={`keeper-reject-reason-${r.id}`}>
              {t('keeper.rejectedBecause', { reason: r.auditReason })}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    { title: t('keeper.holder'), dataIndex: 'holderCompanyName' },
    { title: t('keeper.warehouse'), dataIndex: 'warehouseName' },
    { title: t('keeper.product'), key: 'product', render: (_, r) => <ProductWithGrade name={r.productName} grade={r.grade} /> },
    { title: t('keeper.batch'), dataIndex: 'batchNo' },
    {
      title: t('keeper.quantity'),
      key: 'quantity',
      align: 'right',
      render: (_, r) => <Quantity value={r.quantity} unit={r.unit} />,
    },
    { title: t('keeper.location'), dataIndex: 'location' },
    {
      title: t('keeper.status'),
      key: 'status',
      render: (_, r) => (
        <Space size={4} wrap>
          <Tag color={STATUS_COLOR[r.status]}>{r.statusLabel}</Tag>
          {r.lock !== 'none' && <Tag color="orange">{r.lockLabel}</Tag>}
        </Space>
      ),
    },
    { title: t('keeper.registeredAt'), dataIndex: 'createdAt', render: (v: string) => formatDate(v) },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, r) => steps.buttons(r, { compact: true }),
    },
  ];

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
        scroll={list.tableProps.dataSource?.length ? { x: 1200 } : undefined}
        locale={{ emptyText: <Empty description={t('keeper.receiptsEmpty')} /> }}
        data-testid="keeper-receipts-table"
      />
      {steps.dialog}
    </Card>
  );
}
