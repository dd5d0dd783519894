import type { Receipt, ReceiptStatus } from '@hgsc/contracts';
import { receiptStatusLabelKey } from '@hgsc/contracts';
import { useQueries } from '@tanstack/react-query';
import { Button, Card, Empty, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { StatusTabs } from '../../../shared/ui/StatusTabs.tsx';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { ListSearch } from '../../admin/index.ts';
import { DetailLink, ROW_LINK_STYLE, TimeLines } from '../../audit/index.ts';
import { RECEIPTS_URL, type ReceiptFilter, warehouseAdminApi } from '../api.ts';
import { ReceiptDetailDrawer } from '../components/ReceiptDetailDrawer.tsx';
import { ReceiptStatusTag } from '../components/ReceiptStatusTag.tsx';
import { Quantity } from '../components/receipt-elements.tsx';
import { useReceiptAudit } from '../components/useReceiptAudit.tsx';
import { scrollWhenRows } from '../table-width.ts';

/** The queue's tabs: awaiting audit first; split receipts live on as their children. */
const TABS: readonly ReceiptStatus[] = ['pendingAudit', 'active', 'rejected', 'cancelled'];

/** The tabs' counts: no counts call exists, so each is the total of its list's first page under the same keyword. */
function useTabCounts(keyword: string) {
  const counts = useQueries({
    queries: TABS.map((status) => ({
      queryKey: [RECEIPTS_URL, 'count', { status, keyword }],
      queryFn: () => warehouseAdminApi.receipts({ current: 1, size: 10, status, ...(keyword ? { keyword } : {}) }),
      select: (page: { total: number }) => page.total,
    })),
  });
  return Object.fromEntries(TABS.map((status, i) => [status, counts[i]?.data])) as Record<ReceiptStatus, number | undefined>;
}

/**
 * /admin/wr/receipts: the receipts keepers registered, by status (待审核 first) and keyword; a receipt's every element in
 * a drawer, and 审核通过 (it is issued to its depositor) or 驳回 with the reason the keeper reads.
 */
export default function ReceiptAuditPage() {
  const { t } = useTranslation();
  const list = usePagedTable<Receipt, ReceiptFilter>(RECEIPTS_URL, warehouseAdminApi.receipts, {
    status: 'pendingAudit',
    keyword: '',
  });
  const { filter } = list;
  const counts = useTabCounts(filter.keyword);
  const { audit, dialog } = useReceiptAudit();
  const [openId, setOpenId] = useState<number | null>(null);

  const columns: ColumnsType<Receipt> = [
    {
      title: t('wrAdmin.receipt.receiptNo'),
      dataIndex: 'receiptNo',
      width: 190,
      render: (no: string, row) => <DetailLink onClick={() => setOpenId(row.id)}>{no}</DetailLink>,
    },
    {
      title: t('wrAdmin.receipt.product'),
      key: 'product',
      width: 180,
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <span>{row.productName}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.grade}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('wrAdmin.receipt.quantity'),
      dataIndex: 'quantity',
      width: 130,
      align: 'right',
      render: (value: string, row) => <Quantity value={value} unit={row.unit} />,
    },
    { title: t('wrAdmin.receipt.warehouse'), dataIndex: 'warehouseName', width: 170, ellipsis: true },
    { title: t('wrAdmin.receipt.holder'), dataIndex: 'holderCompanyName', width: 180, ellipsis: true },
    {
      title: t('wrAdmin.receipt.createdAt'),
      dataIndex: 'createdAt',
      width: 110,
      render: (value: string) => <TimeLines value={value} />,
    },
    {
      title: t('wrAdmin.status'),
      key: 'status',
      width: 110,
      render: (_, row) => <ReceiptStatusTag receipt={row} />,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_, row) => {
        const busy = audit.busyId === row.id;
        const label = (action: string) => t('wrAdmin.actionOf', { action, name: row.receiptNo });
        return (
          <Space size={[12, 4]} wrap>
            <Button
              type="link"
              style={ROW_LINK_STYLE}
              onClick={() => setOpenId(row.id)}
              aria-label={label(t('wrAdmin.receipt.detail'))}
            >
              {t('wrAdmin.receipt.detail')}
            </Button>
            {row.status === 'pendingAudit' && (
              <>
                <Button
                  type="link"
                  style={ROW_LINK_STYLE}
                  loading={busy}
                  onClick={() => audit.approve(row)}
                  aria-label={label(t('wrAdmin.receipt.approve'))}
                  data-testid={`wr-receipt-approve-${row.id}`}
                >
                  {t('wrAdmin.receipt.approveShort')}
                </Button>
                <Button
                  type="link"
                  danger
                  style={ROW_LINK_STYLE}
                  disabled={busy}
                  onClick={() => audit.reject(row)}
                  aria-label={label(t('wrAdmin.receipt.reject'))}
                  data-testid={`wr-receipt-reject-${row.id}`}
                >
                  {t('wrAdmin.receipt.reject')}
                </Button>
              </>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <Card title={t('route.admin.wrReceipts')}>
      <StatusTabs<ReceiptStatus>
        tabs={TABS.map((status) => ({ key: status, label: t(receiptStatusLabelKey(status)), count: counts[status] }))}
        active={filter.status}
        onChange={(status) => list.search({ ...filter, status })}
        testIdPrefix="wr-receipt-tab"
      />
      <ListSearch
        label={t('wrAdmin.receipt.search')}
        placeholder={t('wrAdmin.receipt.searchPlaceholder')}
        testId="wr-receipt-search"
        maxLength={50}
        width={320}
        onSearch={(keyword) => list.search({ ...filter, keyword: keyword.trim() })}
      />
      <Table<Receipt>
        {...list.tableProps}
        columns={columns}
        scroll={scrollWhenRows(list.tableProps.dataSource, columns)}
        locale={{ emptyText: <Empty description={t('wrAdmin.receipt.empty')} /> }}
        data-testid="wr-receipt-table"
      />
      {openId !== null && <ReceiptDetailDrawer id={openId} audit={audit} onClose={() => setOpenId(null)} />}
      {dialog}
    </Card>
  );
}
