import { EnvironmentOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Empty, Skeleton, Tag } from 'antd';
import { lazy, Suspense } from 'react';
import { NavLink, Outlet, useParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { PlaceWords } from '../../../shared/ui/MarketWords.tsx';
import { productPlaceholder } from '../../../shared/ui/ProductImage.tsx';
import { SafeImage } from '../../../shared/ui/SafeImage.tsx';
import { DateText } from '../../../shared/use-date-text.tsx';
import { shopPublicQueries } from '../api.ts';
import { parseShopId } from '../shop-context.ts';
import '../shop-public.css';

// antd's success tag draws #52c41a on #f6ffed (2.2:1), with more specific rules than a class; green-8 reads 5.4:1.
const CERTIFIED_TAG = { color: '#237804' };

/** Rare, and antd's Result carries an illustration: its code loads only when a shop is gone. */
const LazyShopGone = lazy(() => import('../components/ShopGone.tsx'));
const ShopGone = () => (
  <Suspense fallback={null}>
    <LazyShopGone />
  </Suspense>
);

/**
 * /shop/:id: an open shop's frame — banner, logo, name, company, facts — and its tabs (main, info,
 * contact). The profile (GET /shop/info) goes to the tabs as the outlet context.
 */
export default function ShopLayout() {
  const { t } = useTranslation();
  const id = parseShopId(useParams().id);
  const profile = useQuery({ ...shopPublicQueries.profile(id ?? 0), enabled: id !== undefined });
  if (id === undefined) return <ShopGone />;
  if (profile.isPending) {
    return (
      <div className="shop-page-loading" aria-busy="true">
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (profile.isError) {
    return isApiError(profile.error) && profile.error.status === 404 ? (
      <ShopGone />
    ) : (
      <Empty description={t('shopPage.loadFailed')} />
    );
  }
  const shop = profile.data;
  const tabs = [
    { to: 'main', label: t('route.shop.main') },
    { to: 'info', label: t('route.shop.info') },
    { to: 'contact', label: t('route.shop.contact') },
  ];
  return (
    <div className="shop-page" data-testid="shop-page">
      <header
        className="shop-hero"
        style={
          shop.bannerUrl
            ? {
                backgroundImage: `linear-gradient(90deg, rgba(9, 30, 66, 0.82), rgba(9, 30, 66, 0.35)), url("${shop.bannerUrl}")`,
              }
            : undefined
        }
      >
        {/* Often the largest picture of the first screen: fetched first (Lighthouse's LCP). */}
        <SafeImage
          src={shop.logoUrl ?? undefined}
          fallback={productPlaceholder}
          alt=""
          className="shop-hero-logo"
          fetchPriority="high"
        />
        <div className="shop-hero-text">
          <h1 data-testid="shop-name">{shop.name}</h1>
          <div className="shop-hero-company">
            {shop.companyName}
            <Tag icon={<SafetyCertificateOutlined />} color="success" variant="filled" style={CERTIFIED_TAG}>
              {t('shopPage.certified')}
            </Tag>
          </div>
          {shop.mainProducts && (
            <div className="shop-hero-main">{t('shopPage.mainProducts', { products: shop.mainProducts })}</div>
          )}
        </div>
        <dl className="shop-hero-facts">
          <div>
            <dt>{t('shopPage.productCount')}</dt>
            <dd>{shop.productCount}</dd>
          </div>
          <div>
            <dt>{t('shopPage.openedAt')}</dt>
            <dd>
              <DateText value={shop.openedAt} format="YYYY-MM-DD" />
            </dd>
          </div>
          <div>
            <dt>
              <EnvironmentOutlined /> {t('shopPage.region')}
            </dt>
            <dd>
              <PlaceWords province={shop.provinceName} city={shop.cityName} area={shop.areaName} separator=" " />
            </dd>
          </div>
        </dl>
      </header>
      <nav className="shop-tabs" aria-label={t('shopPage.tabs')}>
        {tabs.map((tab) => (
          <NavLink key={tab.to} to={tab.to} className={({ isActive }) => (isActive ? 'shop-tab is-active' : 'shop-tab')}>
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <Outlet context={shop} />
    </div>
  );
}
