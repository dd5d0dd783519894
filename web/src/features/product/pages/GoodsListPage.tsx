import { PlusOutlined } from '@ant-design/icons';
import type { Page } from '@hgsc/contracts';
import { Button, Card, Empty, Input, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDate, formatNumber, formatPrice } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { UnitWords } from '../../../shared/ui/MarketWords.tsx';
import { ProductCell } from '../../../shared/ui/ProductCell.tsx';
import { StatusTabs } from '../../../shared/ui/StatusTabs.tsx';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { CompanyGate } from '../../company/index.ts';
import { ShopGate } from '../../shop/index.ts';
import { PRODUCT_LIST_KEY, productApi } from '../api.ts';
import { PriceModal } from '../components/PriceModal.tsx';
import { ProductActions } from '../components/ProductActions.tsx';
import { ProductStatusTags } from '../components/ProductStatusTags.tsx';
import {
  isProductTab,
  PRODUCT_TABS,
  type ProductTab,
  rowOfOwnProduct,
  rowOfProduct,
  type SellerProductRow,
  TAB_LISTS,
} from '../product-state.ts';

type ListParams = { current: number; size: number; keyword?: string };

const mapPage = <A, B>(page: Page<A>, map: (a: A) => B): Page<B> => ({ ...page, records: page.records.map(map) });

/** One tab's page of products, from the call that lists that state. */
async function fetchTab(tab: ProductTab, params: ListParams): Promise<Page<SellerProductRow>> {
  const { list, filter } = TAB_LISTS[tab];
  switch (list) {
    case 'own':
      return mapPage(await productApi.ownList(params), rowOfOwnProduct);
    case 'offer':
      return mapPage(await productApi.offerList(params), rowOfProduct);
    case 'audit':
      return mapPage(await productApi.auditList({ ...params, ...filter }), rowOfProduct);
    case 'sale':
      return mapPage(await productApi.saleList({ ...params, ...filter }), rowOfProduct);
  }
}

function ProductTable({ tab }: { tab: ProductTab }) {
  const { t } = useTranslation();
  const list = usePagedTable<SellerProductRow, { keyword: string }>(
    [...PRODUCT_LIST_KEY, tab],
    (params) => fetchTab(tab, params),
    { keyword: '' },
  );
  const [pricing, setPricing] = useState<SellerProductRow | null>(null);

  // Status (with the rejection reason) stands next to the product so it is seen without scrolling.
  const columns: ColumnsType<SellerProductRow> = [
    {
      title: t('seller.product.product'),
      key: 'product',
      width: 280,
      render: (_, row) => (
        <ProductCell
          product={row}
          title={
            <Typography.Text strong data-testid={`product-name-${row.id}`}>
              {row.name}
            </Typography.Text>
          }
          tags={
            <Space size={4} wrap style={{ marginTop: 4 }}>
              <Tag>{row.packagingLabel}</Tag>
              {row.isDangerous && <Tag color="red">{t('seller.product.dangerousTag')}</Tag>}
            </Space>
          }
        />
      ),
    },
    {
      title: t('org.status'),
      key: 'status',
      width: 190,
      render: (_, row) => (
        <Space orientation="vertical" size={2}>
          <ProductStatusTags row={row} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('seller.product.updatedAtValue', { time: formatDate(row.updatedAt) })}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('seller.product.price'),
      key: 'price',
      width: 130,
      render: (_, row) => (
        <span data-testid={`product-unit-price-${row.id}`}>
          {row.price === null
            ? t('goods.priceOnRequest')
            : `${formatPrice(row.price)} ${t('seller.product.perUnit', { unit: row.unit })}`}
        </span>
      ),
    },
    {
      title: t('seller.product.stockAndMin'),
      key: 'stock',
      width: 120,
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <span>
            {formatNumber(row.stock)} <UnitWords unit={row.unit} quantity={row.stock} />
          </span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('seller.product.minOrderShort', { qty: formatNumber(row.minOrderQty), unit: row.unit })}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 150,
      fixed: 'end',
      render: (_, row) => <ProductActions row={row} onPrice={setPricing} />,
    },
  ];

  return (
    <>
      <Input.Search
        allowClear
        placeholder={t('seller.product.keywordPlaceholder')}
        aria-label={t('seller.product.keywordPlaceholder')}
        enterButton={t('common.search')}
        maxLength={100}
        style={{ width: 360, marginBottom: 16 }}
        onSearch={(value) => list.search({ keyword: value.trim() })}
        data-testid="product-keyword"
      />
      <Table<SellerProductRow>
        {...list.tableProps}
        columns={columns}
        locale={{ emptyText: <Empty description={t(`seller.product.empty.${tab}`)} /> }}
        scroll={{ x: 870 }}
        data-testid="product-table"
      />
      <PriceModal product={pricing} onClose={() => setPricing(null)} />
    </>
  );
}

function ProductTabs() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: ProductTab = isProductTab(raw) ? raw : 'all';
  return (
    <>
      <StatusTabs<ProductTab>
        active={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        tabs={PRODUCT_TABS.map((key) => ({ key, label: t(`seller.product.tab.${key}`) }))}
        testId="product-tabs"
      />
      {/* A fresh table per tab: page 1, its own search. */}
      <ProductTable key={tab} tab={tab} />
    </>
  );
}

/** /manage/goodslist: the shop's products by state, with the actions each state allows. */
export default function GoodsListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card
      title={t('route.manage.goodslist')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/manage/goodsmanage')} data-testid="product-add">
          {t('seller.product.add')}
        </Button>
      }
    >
      <CompanyGate permission="shop.product">
        <ShopGate>{() => <ProductTabs />}</ShopGate>
      </CompanyGate>
    </Card>
  );
}
