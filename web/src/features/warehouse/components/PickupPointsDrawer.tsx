import { PlusOutlined } from '@ant-design/icons';
import type { PickupPoint, Warehouse } from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Empty, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { ROW_LINK_STYLE } from '../../audit/index.ts';
import { PICKUPS_URL, refresh, warehouseAdminApi } from '../api.ts';
import { PickupPointModal } from './PickupPointModal.tsx';

/** The pick-up points of a factory warehouse (厂库), where buyers collect goods issued from the plant: add, edit, remove. */
export function PickupPointsDrawer({ factory, onClose }: { factory: Warehouse; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const points = useQuery({
    queryKey: [PICKUPS_URL, { factoryId: factory.id }],
    queryFn: () => warehouseAdminApi.pickupPoints(factory.id),
  });
  // undefined: closed; null: a new point.
  const [editing, setEditing] = useState<PickupPoint | null | undefined>(undefined);

  const remove = (point: PickupPoint) =>
    confirm({
      title: t('wrAdmin.pickup.removeTitle', { name: point.name }),
      content: t('wrAdmin.pickup.removeConfirm'),
      okText: t('wrAdmin.remove'),
      okTestId: 'wr-pickup-remove-ok',
      onOk: async () => {
        try {
          await warehouseAdminApi.removePickupPoint(point.id);
          showSuccessToast(t('common.deleted'));
        } finally {
          await refresh(queryClient, PICKUPS_URL);
        }
      },
    });

  const columns: ColumnsType<PickupPoint> = [
    { title: t('wrAdmin.pickup.name'), dataIndex: 'name', width: 160 },
    { title: t('wrAdmin.pickup.address'), dataIndex: 'address' },
    {
      title: t('wrAdmin.pickup.contact'),
      key: 'contact',
      width: 150,
      render: (_, point) => (
        <Space orientation="vertical" size={0}>
          <span>{point.contactName}</span>
          <Typography.Text type="secondary">{point.contactPhone}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 110,
      render: (_, point) => (
        <Space size={12}>
          <Button
            type="link"
            style={ROW_LINK_STYLE}
            onClick={() => setEditing(point)}
            aria-label={t('wrAdmin.actionOf', { action: t('wrAdmin.edit'), name: point.name })}
          >
            {t('wrAdmin.edit')}
          </Button>
          <Button
            type="link"
            danger
            style={ROW_LINK_STYLE}
            onClick={() => remove(point)}
            aria-label={t('wrAdmin.actionOf', { action: t('wrAdmin.remove'), name: point.name })}
            data-testid={`wr-pickup-remove-${point.id}`}
          >
            {t('wrAdmin.remove')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Drawer
      open
      onClose={onClose}
      title={t('wrAdmin.pickup.title', { name: factory.name })}
      size={Math.min(820, window.innerWidth)}
      destroyOnHidden
      data-testid="wr-pickup-drawer"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="wr-pickup-add">
          {t('wrAdmin.pickup.add')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('wrAdmin.pickup.hint')}</Typography.Paragraph>
      <Table<PickupPoint>
        rowKey="id"
        loading={points.isFetching}
        dataSource={points.data ?? []}
        columns={columns}
        pagination={false}
        scroll={{ x: 640 }}
        locale={{ emptyText: <Empty description={t('wrAdmin.pickup.empty')} /> }}
        data-testid="wr-pickup-table"
      />
      {editing !== undefined && (
        <PickupPointModal
          key={editing?.id ?? 'new'}
          factoryId={factory.id}
          point={editing}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Drawer>
  );
}
