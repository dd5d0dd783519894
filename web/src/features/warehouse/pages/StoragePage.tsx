import { type StorageRow, warehouseKindLabelKey } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Flex, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { formatNumber } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { STORAGE_URL, warehouseAdminApi } from '../api.ts';
import { WarehouseSelect } from '../components/WarehouseSelect.tsx';

/**
 * /admin/wr/storage 在库仓单: what each warehouse and factory warehouse holds under receipts in force, by product,
 * and what deals hold of it: the figures a stock-take at the warehouse is reconciled against.
 */
export default function StoragePage() {
  const { t } = useTranslation();
  const [warehouseId, setWarehouseId] = useState<number | undefined>();
  const storage = useQuery({
    queryKey: [STORAGE_URL, warehouseId],
    queryFn: () => warehouseAdminApi.storage(warehouseId ? { warehouseId } : {}),
  });
  const quantity = (value: string, row: StorageRow) => `${formatNumber(value)} ${row.unit}`;
  const columns: ColumnsType<StorageRow> = [
    {
      title: t('wrAdmin.storage.warehouse'),
      key: 'warehouse',
      width: 200,
      ellipsis: true,
      render: (_, row) => `${row.warehouseName}（${row.warehouseCode}）`,
    },
    {
      title: t('wrAdmin.storage.kind'),
      dataIndex: 'warehouseKind',
      width: 80,
      render: (kind: StorageRow['warehouseKind']) => t(warehouseKindLabelKey(kind)),
    },
    { title: t('wrAdmin.storage.keeper'), dataIndex: 'keeperCompanyName', width: 170, ellipsis: true },
    {
      title: t('wrAdmin.storage.product'),
      key: 'product',
      width: 170,
      ellipsis: true,
      render: (_, row) => `${row.productName} ${row.grade}`,
    },
    { title: t('wrAdmin.storage.receipts'), dataIndex: 'receipts', width: 100, align: 'right' },
    { title: t('wrAdmin.storage.quantity'), dataIndex: 'quantity', width: 120, align: 'right', render: quantity },
    { title: t('wrAdmin.storage.locked'), dataIndex: 'locked', width: 120, align: 'right', render: quantity },
  ];
  return (
    <Card title={t('route.admin.wrStorage')}>
      <Flex vertical gap="middle">
        <Alert type="info" showIcon title={t('wrAdmin.storage.hint')} />
        <WarehouseSelect
          value={warehouseId}
          onChange={(id) => setWarehouseId(id)}
          placeholder={t('wrAdmin.storage.allWarehouses')}
          aria-label={t('wrAdmin.storage.warehouse')}
          allowClear
          testId="wr-storage-warehouse"
          style={{ width: 320 }}
        />
        <Table<StorageRow>
          rowKey={(row) => `${row.warehouseId}:${row.productId}`}
          loading={storage.isFetching}
          dataSource={storage.data}
          columns={columns}
          pagination={false}
          // No scrolling region: its rows hold nothing a keyboard could reach it by, and its columns fit at 1366 px.
          locale={{ emptyText: <Empty description={t('wrAdmin.storage.empty')} /> }}
          data-testid="wr-storage-table"
        />
      </Flex>
    </Card>
  );
}
