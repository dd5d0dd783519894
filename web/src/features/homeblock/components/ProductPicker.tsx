import { PlusOutlined } from '@ant-design/icons';
import type { CatalogueProductCard } from '@hgsc/contracts';
import { Button, Empty, Input, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatPrice } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { UnitWords } from '../../../shared/ui/MarketWords.tsx';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { CATALOGUE_SEARCH_URL, homeBlockApi } from '../api.ts';

/**
 * Finds public products (the catalogue search: name, CAS number, shop, company, category) to pin;
 * the hottest first. `pinnedIds` are shown as pinned; `full` disables adding more.
 */
export function ProductPicker({
  pinnedIds,
  full,
  onPick,
}: {
  pinnedIds: ReadonlySet<number>;
  full: boolean;
  onPick: (product: CatalogueProductCard) => void;
}) {
  const { t } = useTranslation();
  const list = usePagedTable<CatalogueProductCard, { keyword: string }>(
    CATALOGUE_SEARCH_URL,
    (params) => homeBlockApi.search({ ...params, sort: 'hot' }),
    { keyword: '' },
  );

  const columns: ColumnsType<CatalogueProductCard> = [
    {
      title: t('hotAdmin.product'),
      dataIndex: 'name',
      render: (name: string, product) => (
        <Space direction="vertical" size={0}>
          <Space size={4} wrap>
            <Typography.Text strong>{name}</Typography.Text>
            {product.isDangerous && <Tag color="red">{t('hotAdmin.dangerous')}</Tag>}
          </Space>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            CAS {product.casNumber} · {product.shopName}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('hotAdmin.price'),
      dataIndex: 'price',
      width: 120,
      align: 'right',
      render: (price: string | null, product) =>
        price === null ? (
          t('goods.priceOnRequest')
        ) : (
          <>
            ¥{formatPrice(price)}/<UnitWords unit={product.unit} />
          </>
        ),
    },
    { title: t('hotAdmin.sales'), dataIndex: 'salesCount', width: 64, align: 'right' },
    {
      title: t('common.actions'),
      key: 'actions',
      // Wide enough for the 置顶 button (or the pinned tag): at 100 px in a table scrolled sideways it was cut at the card's edge.
      width: 96,
      render: (_, product) =>
        pinnedIds.has(product.id) ? (
          <Tag color="success">{t('hotAdmin.pinnedTag')}</Tag>
        ) : (
          <Button
            size="small"
            icon={<PlusOutlined />}
            disabled={full}
            onClick={() => onPick(product)}
            aria-label={t('hotAdmin.pinOf', { name: product.name })}
            data-testid={`hot-pick-${product.id}`}
          >
            {t('hotAdmin.pin')}
          </Button>
        ),
    },
  ];

  return (
    <>
      <Input.Search
        allowClear
        aria-label={t('hotAdmin.search')}
        placeholder={t('hotAdmin.searchPlaceholder')}
        enterButton={t('common.search')}
        maxLength={100}
        style={{ marginBottom: 16 }}
        onSearch={(value) => list.search({ keyword: value.trim() })}
        data-testid="hot-search"
      />
      <Table<CatalogueProductCard>
        {...list.tableProps}
        size="small"
        columns={columns}
        scroll={{ x: 440 }}
        locale={{ emptyText: <Empty description={t('hotAdmin.noProducts')} /> }}
        data-testid="hot-search-table"
      />
    </>
  );
}
