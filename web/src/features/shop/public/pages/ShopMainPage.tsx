import { PhoneOutlined, UserOutlined } from '@ant-design/icons';
import { PAGE_SIZES, SHOP_PRODUCT_SORTS, type ShopProductSort } from '@hgsc/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Empty, Input, Pagination, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../../../../shared/config.ts';
import { ProductGrid } from '../../../catalogue/components/ProductGrid.tsx';
import { SHOP_PRODUCTS_URL, type ShopProductQuery, shopPublicApi } from '../api.ts';
import { useShopProfile } from '../shop-context.ts';

const SORTS: ShopProductSort[] = ['newest', 'hot', 'priceAsc', 'priceDesc'];
const positive = (value: string | null) => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined);

/** The shop's product search in the URL (keyword, sort, page, size). */
function useShopProductQuery(shopId: number): [ShopProductQuery, (next: ShopProductQuery) => void] {
  const [params, setParams] = useSearchParams();
  const size = positive(params.get('size'));
  const sort = params.get('sort');
  const query: ShopProductQuery = {
    id: shopId,
    current: positive(params.get('page')) ?? 1,
    size: size && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    keyword: params.get('keyword')?.trim().slice(0, 100) || undefined,
    sort: sort && (SHOP_PRODUCT_SORTS as readonly string[]).includes(sort) ? (sort as ShopProductSort) : 'newest',
  };
  const setQuery = (next: ShopProductQuery) => {
    const out = new URLSearchParams();
    if (next.keyword) out.set('keyword', next.keyword);
    if (next.sort && next.sort !== 'newest') out.set('sort', next.sort);
    if (next.current > 1) out.set('page', String(next.current));
    if (next.size !== DEFAULT_PAGE_SIZE) out.set('size', String(next.size));
    setParams(out);
  };
  return [query, setQuery];
}

/** /shop/:id/main: the shop's on-shelf products, searchable by name or CAS number, sortable, paged. */
export default function ShopMainPage() {
  const { t } = useTranslation();
  const shop = useShopProfile();
  const [query, setQuery] = useShopProductQuery(shop.id);
  const products = useQuery({
    queryKey: [SHOP_PRODUCTS_URL, query],
    queryFn: () => shopPublicApi.products(query),
    placeholderData: keepPreviousData,
  });
  const total = products.data?.total ?? 0;
  return (
    <div className="shop-main">
      <aside className="shop-main-aside">
        <section className="shop-aside-block">
          <h3>{t('shopPage.contactSeller')}</h3>
          <p>
            <UserOutlined /> {shop.contactName}
          </p>
          <p>
            <PhoneOutlined /> {shop.contactPhone || shop.contactMobile}
          </p>
          <Link to="../contact">{t('shopPage.allContacts')}</Link>
        </section>
        {shop.intro && (
          <section className="shop-aside-block">
            <h3>{t('shopField.intro')}</h3>
            <p className="shop-aside-intro">{shop.intro}</p>
            <Link to="../info">{t('home.more')}</Link>
          </section>
        )}
      </aside>
      <section className="shop-main-body">
        <div className="shop-toolbar">
          <Input.Search
            key={query.keyword ?? ''}
            defaultValue={query.keyword}
            allowClear
            placeholder={t('shopPage.searchPlaceholder')}
            aria-label={t('shopPage.search')}
            onSearch={(keyword) => setQuery({ ...query, current: 1, keyword: keyword.trim() || undefined })}
            style={{ width: 280 }}
          />
          <Segmented<ShopProductSort>
            aria-label={t('search.sort')}
            value={query.sort}
            onChange={(sort) => setQuery({ ...query, sort, current: 1 })}
            options={SORTS.map((sort) => ({ value: sort, label: t(`search.sort.${sort}`) }))}
          />
          <span className="results-count">{t('search.count', { total })}</span>
        </div>
        <div className={products.isFetching && products.data ? 'results is-refreshing' : 'results'}>
          <ProductGrid
            products={products.data?.records}
            loading={products.isPending}
            showShop={false}
            empty={
              <div className="results-empty">
                <Empty
                  description={query.keyword ? t('search.emptyKeyword', { keyword: query.keyword }) : t('shopPage.noProducts')}
                >
                  {query.keyword && (
                    <Button type="primary" onClick={() => setQuery({ ...query, keyword: undefined, current: 1 })}>
                      {t('shopPage.allProducts')}
                    </Button>
                  )}
                </Empty>
              </div>
            }
          />
        </div>
        {total > 0 && (
          <Pagination
            className="results-pagination"
            current={query.current}
            pageSize={query.size}
            total={total}
            showSizeChanger
            pageSizeOptions={PAGE_SIZE_OPTIONS.map(String)}
            showTotal={(count) => t('table.total', { total: count })}
            onChange={(page, size) => setQuery({ ...query, current: size !== query.size ? 1 : page, size })}
          />
        )}
      </section>
    </div>
  );
}
