import { PhoneOutlined, UserOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { SearchBox } from '../../../shared/ui/SearchBox.tsx';
import { UrlPagination } from '../../../shared/ui/UrlPagination.tsx';
import { useUrlQuery } from '../../../shared/url-query.ts';
import { catalogueQueries, ProductResults, ProductSortControl, type ShopProductQuery } from '../../catalogue/index.ts';
import { useShopProfile } from '../shop-context.ts';
import { parseShopProductQuery, toShopProductParams } from '../shop-product-query.ts';

/** /shop/:id/main: the shop's on-shelf products, searchable by name or CAS number, sortable, paged. */
export default function ShopMainPage() {
  const { t } = useTranslation();
  const shop = useShopProfile();
  const [urlQuery, setQuery] = useUrlQuery(parseShopProductQuery, toShopProductParams);
  const query: ShopProductQuery = { ...urlQuery, id: shop.id };
  const products = useQuery({ ...catalogueQueries.shopProducts(query), placeholderData: keepPreviousData });
  const total = products.data?.total ?? 0;
  return (
    <div className="shop-main">
      <aside className="shop-main-aside">
        <section className="shop-aside-block">
          <h2>{t('shopPage.contactSeller')}</h2>
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
            <h2>{t('shopField.intro')}</h2>
            <p className="shop-aside-intro">{shop.intro}</p>
            <Link to="../info">{t('home.more')}</Link>
          </section>
        )}
      </aside>
      <section className="shop-main-body">
        <div className="shop-toolbar">
          <SearchBox
            key={query.keyword ?? ''}
            defaultValue={query.keyword}
            placeholder={t('shopPage.searchPlaceholder')}
            ariaLabel={t('shopPage.search')}
            onSearch={(keyword) => setQuery({ ...query, current: 1, keyword: keyword.trim() || undefined })}
            style={{ width: 280 }}
          />
          <ProductSortControl value={query.sort ?? 'newest'} onChange={(sort) => setQuery({ ...query, sort, current: 1 })} />
          <span className="results-count">{t('search.count', { total, count: total })}</span>
        </div>
        <ProductResults
          products={products.data?.records}
          pending={products.isPending}
          fetching={products.isFetching}
          showShop={false}
          emptyText={query.keyword ? t('search.emptyKeyword', { keyword: query.keyword }) : t('shopPage.noProducts')}
          emptyAction={
            query.keyword && (
              <Button type="primary" onClick={() => setQuery({ ...query, keyword: undefined, current: 1 })}>
                {t('shopPage.allProducts')}
              </Button>
            )
          }
        />
        <UrlPagination
          className="results-pagination"
          current={query.current}
          size={query.size}
          total={total}
          onChange={(current, size) => setQuery({ ...query, current, size })}
        />
      </section>
    </div>
  );
}
