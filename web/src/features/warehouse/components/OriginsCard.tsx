import { PlusOutlined } from '@ant-design/icons';
import type { Origin } from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { usePaging } from '../../../shared/ui/usePagedTable.ts';
import { ROW_LINK_STYLE } from '../../audit/index.ts';
import { ORIGINS_URL, refresh, warehouseAdminApi } from '../api.ts';
import { OriginModal } from './OriginModal.tsx';

/** The origins (产地) a keeper may name on a receipt: add, rename, remove. */
export function OriginsCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const paging = usePaging();
  const origins = useQuery({ queryKey: [ORIGINS_URL], queryFn: () => warehouseAdminApi.origins() });
  // undefined: closed; null: a new origin.
  const [editing, setEditing] = useState<Origin | null | undefined>(undefined);
  const rows = origins.data ?? [];

  const remove = (origin: Origin) =>
    confirm({
      title: t('wrAdmin.origin.removeTitle', { name: origin.name }),
      content: t('wrAdmin.origin.removeConfirm'),
      okText: t('wrAdmin.remove'),
      okTestId: 'wr-origin-remove-ok',
      onOk: async () => {
        try {
          await warehouseAdminApi.removeOrigin(origin.id);
          showSuccessToast(t('common.deleted'));
        } finally {
          await refresh(queryClient, ORIGINS_URL);
        }
      },
    });

  const columns: ColumnsType<Origin> = [
    { title: t('wrAdmin.origin.name'), dataIndex: 'name' },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 110,
      render: (_, origin) => (
        <Space size={12}>
          <Button
            type="link"
            style={ROW_LINK_STYLE}
            onClick={() => setEditing(origin)}
            aria-label={t('wrAdmin.actionOf', { action: t('wrAdmin.edit'), name: origin.name })}
          >
            {t('wrAdmin.edit')}
          </Button>
          <Button
            type="link"
            danger
            style={ROW_LINK_STYLE}
            onClick={() => remove(origin)}
            aria-label={t('wrAdmin.actionOf', { action: t('wrAdmin.remove'), name: origin.name })}
            data-testid={`wr-origin-remove-${origin.id}`}
          >
            {t('wrAdmin.remove')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('wrAdmin.origin.title')}
      extra={
        <Button icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="wr-origin-add">
          {t('wrAdmin.origin.add')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('wrAdmin.origin.hint')}</Typography.Paragraph>
      <Table<Origin>
        rowKey="id"
        size="small"
        loading={origins.isFetching}
        dataSource={rows}
        columns={columns}
        pagination={paging.pagination(rows.length)}
        locale={{ emptyText: <Empty description={t('wrAdmin.origin.empty')} /> }}
        data-testid="wr-origin-table"
      />
      {editing !== undefined && <OriginModal key={editing?.id ?? 'new'} origin={editing} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
