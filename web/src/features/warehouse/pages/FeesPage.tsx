import { PlusOutlined } from '@ant-design/icons';
import { chinaDate, type FeeSchedule } from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { usePaging } from '../../../shared/ui/usePagedTable.ts';
import { ROW_LINK_STYLE } from '../../audit/index.ts';
import { FEES_URL, refresh, warehouseAdminApi } from '../api.ts';
import { FeeModal, type FeeStart } from '../components/FeeModal.tsx';
import { ProductSelect } from '../components/ProductSelect.tsx';
import { WarehouseSelect } from '../components/WarehouseSelect.tsx';
import { type FeePeriodState, feePeriodState } from '../fee-period.ts';
import { useFeeWords } from '../fee-words.ts';

const STATE_COLORS: Record<FeePeriodState, string> = { inForce: 'success', upcoming: 'processing', ended: 'default' };

/**
 * /admin/wr/fees: the storage fee schedules (仓储收费标准) by warehouse and product, each period with its state today
 * in China; set a new period from a day on, or withdraw one not yet in force. A period in force is never edited.
 */
export default function FeesPage() {
  const { t } = useTranslation();
  const words = useFeeWords();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const paging = usePaging();
  const [filter, setFilter] = useState<FeeStart>({});
  const [adding, setAdding] = useState(false);
  const warehouseId = filter.warehouse?.id;
  const { productId } = filter;
  const fees = useQuery({
    queryKey: [FEES_URL, { warehouseId, productId }],
    queryFn: () => warehouseAdminApi.fees({ warehouseId, productId }),
  });
  const rows = fees.data ?? [];
  const today = chinaDate();

  const narrow = (next: FeeStart) => {
    setFilter(next);
    paging.reset();
  };

  const withdraw = (row: FeeSchedule) =>
    confirm({
      title: t('wrAdmin.fee.withdrawTitle', { warehouse: row.warehouseName, product: row.productName, from: row.effectiveFrom }),
      content: t('wrAdmin.fee.withdrawConfirm'),
      okText: t('wrAdmin.fee.withdraw'),
      okTestId: 'wr-fee-withdraw-ok',
      onOk: async () => {
        try {
          await warehouseAdminApi.removeFee(row.id);
          showSuccessToast(t('wrAdmin.fee.withdrawn'));
        } finally {
          await refresh(queryClient, FEES_URL);
        }
      },
    });

  const columns: ColumnsType<FeeSchedule> = [
    { title: t('wrAdmin.fee.warehouse'), dataIndex: 'warehouseName', width: 180 },
    { title: t('wrAdmin.fee.product'), dataIndex: 'productName', width: 140 },
    {
      title: t('wrAdmin.fee.storageRate'),
      dataIndex: 'storageRate',
      width: 150,
      align: 'right',
      render: (value: string, row) => words.rate(value, row.unit),
    },
    ...(['inboundFee', 'outboundFee', 'transferFee'] as const).map((field) => ({
      title: t(`wrAdmin.fee.${field}`),
      dataIndex: field,
      width: 120,
      align: 'right' as const,
      render: (value: string, row: FeeSchedule) => words.fee(value, row.unit),
    })),
    {
      title: t('wrAdmin.fee.period'),
      key: 'period',
      width: 200,
      render: (_, row) =>
        t('wrAdmin.fee.periodValue', { from: row.effectiveFrom, to: row.effectiveTo ?? t('wrAdmin.fee.openEnded') }),
    },
    {
      title: t('wrAdmin.status'),
      key: 'state',
      width: 90,
      render: (_, row) => {
        const state = feePeriodState(row, today);
        return (
          <Tag color={STATE_COLORS[state]} data-testid={`wr-fee-state-${row.id}`}>
            {t(`wrAdmin.fee.state.${state}`)}
          </Tag>
        );
      },
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 80,
      fixed: 'right',
      // Only a period yet to start may be withdrawn: one in force has already been charged.
      render: (_, row) =>
        feePeriodState(row, today) === 'upcoming' ? (
          <Button
            type="link"
            danger
            style={ROW_LINK_STYLE}
            onClick={() => withdraw(row)}
            aria-label={t('wrAdmin.actionOf', {
              action: t('wrAdmin.fee.withdraw'),
              name: `${row.warehouseName} ${row.productName} ${row.effectiveFrom}`,
            })}
            data-testid={`wr-fee-withdraw-${row.id}`}
          >
            {t('wrAdmin.fee.withdraw')}
          </Button>
        ) : (
          '-'
        ),
    },
  ];

  return (
    <Card
      title={t('route.admin.wrFees')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="wr-fee-add">
          {t('wrAdmin.fee.add')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('wrAdmin.fee.hint')}</Typography.Paragraph>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <WarehouseSelect
          allowClear
          value={warehouseId}
          onChange={(id, label) => narrow({ ...filter, warehouse: id && label ? { id, label } : undefined })}
          placeholder={t('wrAdmin.fee.allWarehouses')}
          aria-label={t('wrAdmin.fee.warehouse')}
          testId="wr-fee-filter-warehouse"
          style={{ width: 300 }}
        />
        <ProductSelect
          allowClear
          value={productId}
          onChange={(id) => narrow({ ...filter, productId: id })}
          placeholder={t('wrAdmin.fee.allProducts')}
          aria-label={t('wrAdmin.fee.product')}
          testId="wr-fee-filter-product"
          style={{ width: 240 }}
        />
      </Flex>
      <Table<FeeSchedule>
        rowKey="id"
        loading={fees.isFetching}
        dataSource={rows}
        columns={columns}
        pagination={paging.pagination(rows.length)}
        locale={{ emptyText: <Empty description={t('wrAdmin.fee.empty')} /> }}
        data-testid="wr-fee-table"
      />
      {adding && <FeeModal start={filter} onClose={() => setAdding(false)} />}
    </Card>
  );
}
