import { PlusOutlined } from '@ant-design/icons';
import { WAREHOUSE_KINDS, type Warehouse, type WarehouseKind, warehouseKindLabelKey } from '@hgsc/contracts';
import { Button, Card, Empty, Flex, Segmented, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { formatNumber } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { ListSearch } from '../../admin/index.ts';
import { ROW_LINK_STYLE } from '../../audit/index.ts';
import { WAREHOUSES_URL, type WarehouseFilter, warehouseAdminApi } from '../api.ts';
import { EnabledTag } from '../components/EnabledTag.tsx';
import { PickupPointsDrawer } from '../components/PickupPointsDrawer.tsx';
import { WarehouseModal } from '../components/WarehouseModal.tsx';
import { scrollWhenRows } from '../table-width.ts';

/**
 * /admin/wr/warehouses: every warehouse (仓库) and factory warehouse (厂库), enabled or not, by keyword and kind; add
 * and edit them, and keep a factory warehouse's pick-up points.
 */
export default function WarehousesPage() {
  const { t } = useTranslation();
  const list = usePagedTable<Warehouse, WarehouseFilter>(WAREHOUSES_URL, warehouseAdminApi.warehouses, {
    keyword: '',
    kind: '',
  });
  const { filter } = list;
  // undefined: closed; null: a new warehouse.
  const [editing, setEditing] = useState<Warehouse | null | undefined>(undefined);
  const [pickupsOf, setPickupsOf] = useState<Warehouse | null>(null);

  const columns: ColumnsType<Warehouse> = [
    {
      title: t('wrAdmin.warehouse.name'),
      dataIndex: 'name',
      width: 200,
      render: (name: string, row) => (
        <Space orientation="vertical" size={0}>
          <Space size={4} wrap>
            <Typography.Text strong>{name}</Typography.Text>
            <Tag color={row.kind === 'factory' ? 'purple' : 'blue'}>{t(warehouseKindLabelKey(row.kind))}</Tag>
          </Space>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.code}
          </Typography.Text>
        </Space>
      ),
    },
    { title: t('wrAdmin.warehouse.keeper'), dataIndex: 'keeperCompanyName', width: 180, ellipsis: true },
    {
      title: t('wrAdmin.warehouse.location'),
      key: 'location',
      width: 220,
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <span>{row.place}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.address}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('wrAdmin.warehouse.capacity'),
      dataIndex: 'dailyOutboundCapacity',
      width: 130,
      align: 'right',
      render: (value: string) => formatNumber(value),
    },
    {
      title: t('wrAdmin.warehouse.qualification'),
      key: 'qualification',
      width: 150,
      render: (_, row) => (
        <Space size={[4, 4]} wrap>
          {row.dangerousGoods && <Tag color="red">{t('wrAdmin.warehouse.dangerousTag')}</Tag>}
          {row.registryCode ? (
            <Tag title={row.registryCode}>{t('wrAdmin.warehouse.registeredTag')}</Tag>
          ) : (
            !row.dangerousGoods && '-'
          )}
        </Space>
      ),
    },
    {
      title: t('wrAdmin.warehouse.contact'),
      key: 'contact',
      width: 140,
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <span>{row.contactName}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.contactPhone}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('wrAdmin.status'),
      dataIndex: 'enabled',
      width: 90,
      render: (enabled: boolean) => <EnabledTag enabled={enabled} />,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 130,
      fixed: 'right',
      render: (_, row) => (
        <Space size={[12, 4]} wrap>
          <Button
            type="link"
            style={ROW_LINK_STYLE}
            onClick={() => setEditing(row)}
            aria-label={t('wrAdmin.actionOf', { action: t('wrAdmin.edit'), name: row.name })}
            data-testid={`wr-warehouse-edit-${row.id}`}
          >
            {t('wrAdmin.edit')}
          </Button>
          {row.kind === 'factory' && (
            <Button
              type="link"
              style={ROW_LINK_STYLE}
              onClick={() => setPickupsOf(row)}
              aria-label={t('wrAdmin.actionOf', { action: t('wrAdmin.warehouse.pickups'), name: row.name })}
              data-testid={`wr-warehouse-pickups-${row.id}`}
            >
              {t('wrAdmin.warehouse.pickups')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('route.admin.wrWarehouses')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="wr-warehouse-add">
          {t('wrAdmin.warehouse.add')}
        </Button>
      }
    >
      <Flex gap={12} wrap align="start">
        <Segmented<WarehouseKind | ''>
          value={filter.kind}
          aria-label={t('wrAdmin.warehouse.kind')}
          options={[
            { value: '', label: t('wrAdmin.warehouse.allKinds') },
            ...WAREHOUSE_KINDS.map((kind) => ({ value: kind, label: t(warehouseKindLabelKey(kind)) })),
          ]}
          onChange={(kind) => list.search({ ...filter, kind })}
          data-testid="wr-warehouse-kind-filter"
        />
        <ListSearch
          label={t('wrAdmin.warehouse.search')}
          placeholder={t('wrAdmin.warehouse.searchPlaceholder')}
          testId="wr-warehouse-search"
          maxLength={50}
          width={300}
          onSearch={(keyword) => list.search({ ...filter, keyword: keyword.trim() })}
        />
      </Flex>
      <Table<Warehouse>
        {...list.tableProps}
        columns={columns}
        scroll={scrollWhenRows(list.tableProps.dataSource, columns)}
        locale={{ emptyText: <Empty description={t('wrAdmin.warehouse.empty')} /> }}
        data-testid="wr-warehouse-table"
      />
      {editing !== undefined && (
        <WarehouseModal key={editing?.id ?? 'new'} warehouse={editing} onClose={() => setEditing(undefined)} />
      )}
      {pickupsOf && <PickupPointsDrawer factory={pickupsOf} onClose={() => setPickupsOf(null)} />}
    </Card>
  );
}
