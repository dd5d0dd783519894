import { PlusOutlined } from '@ant-design/icons';
import { hazardClassLabelKey, type ReceiptProduct } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Row, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { formatNumber } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { UnitWords } from '../../../shared/ui/MarketWords.tsx';
import { usePaging } from '../../../shared/ui/usePagedTable.ts';
import { ROW_LINK_STYLE } from '../../audit/index.ts';
import { PRODUCTS_URL, warehouseAdminApi } from '../api.ts';
import { EnabledTag } from '../components/EnabledTag.tsx';
import { OriginsCard } from '../components/OriginsCard.tsx';
import { ProductModal } from '../components/ProductModal.tsx';
import { scrollWhenRows } from '../table-width.ts';

/**
 * /admin/wr/products: the products a receipt may be issued for (仓单品种: grade, CAS, hazard class and UN number,
 * unit, split lot), enabled or not, and beside them the origins (产地) a receipt may name.
 */
export default function ProductsPage() {
  const { t } = useTranslation();
  const paging = usePaging();
  const products = useQuery({ queryKey: [PRODUCTS_URL], queryFn: () => warehouseAdminApi.products() });
  // undefined: closed; null: a new product.
  const [editing, setEditing] = useState<ReceiptProduct | null | undefined>(undefined);
  const rows = products.data ?? [];

  const columns: ColumnsType<ReceiptProduct> = [
    {
      title: t('wrAdmin.product.name'),
      dataIndex: 'name',
      width: 160,
      render: (name: string, row) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.grade}
          </Typography.Text>
        </Space>
      ),
    },
    { title: t('wrAdmin.product.casNumber'), dataIndex: 'casNumber', width: 120 },
    {
      title: t('wrAdmin.product.hazard'),
      key: 'hazard',
      width: 170,
      render: (_, row) =>
        row.hazardClass ? (
          <Tag color="red" title={t(hazardClassLabelKey(row.hazardClass))} style={{ whiteSpace: 'normal' }}>
            {row.hazardClass} · {row.unNumber}
          </Tag>
        ) : (
          <Typography.Text type="secondary">{t('wrAdmin.product.notDangerous')}</Typography.Text>
        ),
    },
    {
      title: t('wrAdmin.product.unit'),
      dataIndex: 'unit',
      width: 90,
      render: (unit: string) => <UnitWords unit={unit} />,
    },
    {
      title: t('wrAdmin.product.splitLot'),
      key: 'split',
      width: 150,
      render: (_, row) =>
        t('wrAdmin.product.splitLotValue', { min: formatNumber(row.minSplitQty), step: formatNumber(row.splitStep) }),
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
      width: 80,
      fixed: 'right',
      render: (_, row) => (
        <Button
          type="link"
          style={ROW_LINK_STYLE}
          onClick={() => setEditing(row)}
          aria-label={t('wrAdmin.actionOf', { action: t('wrAdmin.edit'), name: `${row.name} ${row.grade}` })}
          data-testid={`wr-product-edit-${row.id}`}
        >
          {t('wrAdmin.edit')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card
            title={t('route.admin.wrProducts')}
            extra={
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="wr-product-add">
                {t('wrAdmin.product.add')}
              </Button>
            }
          >
            <Table<ReceiptProduct>
              rowKey="id"
              loading={products.isFetching}
              dataSource={rows}
              columns={columns}
              pagination={paging.pagination(rows.length)}
              scroll={scrollWhenRows(rows, columns)}
              locale={{ emptyText: <Empty description={t('wrAdmin.product.empty')} /> }}
              data-testid="wr-product-table"
            />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <OriginsCard />
        </Col>
      </Row>
      {editing !== undefined && (
        <ProductModal key={editing?.id ?? 'new'} product={editing} onClose={() => setEditing(undefined)} />
      )}
    </>
  );
}
