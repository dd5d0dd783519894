import { PlusOutlined } from '@ant-design/icons';
import type { KeeperCompany } from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { usePaging } from '../../../shared/ui/usePagedTable.ts';
import { ROW_LINK_STYLE } from '../../audit/index.ts';
import { KEEPERS_URL, refresh, warehouseAdminApi } from '../api.ts';
import { KeeperMarkModal } from '../components/KeeperMarkModal.tsx';
import { scrollWhenRows } from '../table-width.ts';

/** /admin/wr/keepers: the certified companies marked as warehouse companies (仓储方); mark another, or take a mark back. */
export default function KeepersPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const paging = usePaging();
  const keepers = useQuery({ queryKey: [KEEPERS_URL], queryFn: () => warehouseAdminApi.keepers() });
  const [marking, setMarking] = useState(false);
  const rows = keepers.data ?? [];

  // The server refuses while the company keeps a warehouse, and says how many: its message is the answer.
  const unmark = (row: KeeperCompany) =>
    confirm({
      title: t('wrAdmin.keeper.unmarkTitle', { name: row.companyName }),
      content: t('wrAdmin.keeper.unmarkConfirm'),
      okText: t('wrAdmin.keeper.unmark'),
      okTestId: 'wr-keeper-unmark-ok',
      onOk: async () => {
        try {
          await warehouseAdminApi.unmarkKeeper(row.companyId);
          showSuccessToast(t('warehouse.keeperUnmarked'));
        } finally {
          await refresh(queryClient, KEEPERS_URL);
        }
      },
    });

  const columns: ColumnsType<KeeperCompany> = [
    { title: t('wrAdmin.keeper.companyName'), dataIndex: 'companyName', width: 260, ellipsis: true },
    { title: t('wrAdmin.keeper.creditCode'), dataIndex: 'creditCode', width: 200 },
    { title: t('wrAdmin.keeper.warehouseCount'), dataIndex: 'warehouseCount', width: 100, align: 'right' },
    {
      title: t('wrAdmin.keeper.markedAt'),
      dataIndex: 'markedAt',
      width: 180,
      render: (value: string) => formatDate(value),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 120,
      fixed: 'right',
      render: (_, row) => (
        <Button
          type="link"
          danger
          style={ROW_LINK_STYLE}
          onClick={() => unmark(row)}
          aria-label={t('wrAdmin.actionOf', { action: t('wrAdmin.keeper.unmark'), name: row.companyName })}
          data-testid={`wr-keeper-unmark-${row.companyId}`}
        >
          {t('wrAdmin.keeper.unmark')}
        </Button>
      ),
    },
  ];

  return (
    <Card
      title={t('route.admin.wrKeepers')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setMarking(true)} data-testid="wr-keeper-mark">
          {t('wrAdmin.keeper.mark')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('wrAdmin.keeper.hint')}</Typography.Paragraph>
      <Table<KeeperCompany>
        rowKey="companyId"
        loading={keepers.isFetching}
        dataSource={rows}
        columns={columns}
        pagination={paging.pagination(rows.length)}
        scroll={scrollWhenRows(rows, columns)}
        locale={{ emptyText: <Empty description={t('wrAdmin.keeper.empty')} /> }}
        data-testid="wr-keeper-table"
      />
      {marking && <KeeperMarkModal markedIds={new Set(rows.map((row) => row.companyId))} onClose={() => setMarking(false)} />}
    </Card>
  );
}
