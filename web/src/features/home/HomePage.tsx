import { FireOutlined, NotificationOutlined, ShopOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { catalogueQueries, ProductGrid, searchHref } from '../catalogue/index.ts';
import { NewsByCategory, NewsPictures, NewsTicker } from '../news/index.ts';
import { CategoryMenu } from './components/CategoryMenu.tsx';
import { HomeHero } from './components/HomeHero.tsx';
import { RollTicker } from './components/RollTicker.tsx';
import { ShopBlock } from './components/ShopBlock.tsx';
import { UserPanel } from './components/UserPanel.tsx';
import { HOME_NEWS_PICTURES, HOME_NEWS_TITLES } from './home-queries.ts';
import './home.css';

/** The carousel (and its slider library) loads only when the operator has banners. */
const BannerCarousel = lazy(() => import('./components/BannerCarousel.tsx'));

function Block({ icon, title, more, children }: { icon: ReactNode; title: string; more?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="home-block below-fold" aria-label={title}>
      <div className="section-head">
        <h2>
          {icon} {title}
        </h2>
        {more && <Link to={more}>{t('home.more')}</Link>}
      </div>
      {children}
    </section>
  );
}

/**
 * / and /main: the market's front page — categories, banners (or a welcome), the price ticker,
 * hot and newest products, recommended shops and news. Searching is the header's search box.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const home = useQuery(catalogueQueries.home());
  const banners = home.data?.banners ?? [];
  const categories = home.data?.categories;
  return (
    <div className="home">
      <div className="home-top">
        <CategoryMenu categories={categories} loading={home.isPending} />
        <div className="home-center">
          {home.isPending ? (
            <div className="banner-carousel banner-placeholder" />
          ) : banners.length > 0 ? (
            <Suspense fallback={<div className="banner-carousel banner-placeholder" />}>
              <BannerCarousel banners={banners} />
            </Suspense>
          ) : (
            <HomeHero categories={categories ?? []} />
          )}
          <RollTicker />
        </div>
        <aside className="home-right">
          <UserPanel />
          <section className="home-notices" aria-label={t('home.news')}>
            <div className="home-notices-head">
              <span>
                <NotificationOutlined /> {t('home.news')}
              </span>
              <Link to="/newslist">{t('home.more')}</Link>
            </div>
            <NewsTicker size={HOME_NEWS_TITLES} />
          </section>
        </aside>
      </div>

      <Block icon={<FireOutlined style={{ color: 'var(--hg-red)' }} />} title={t('home.hot')} more={searchHref({ sort: 'hot' })}>
        <ProductGrid
          products={home.data?.hotProducts}
          loading={home.isPending}
          empty={<EmptyBlock text={t('home.noProducts')} />}
        />
      </Block>

      <Block icon={<ThunderboltOutlined style={{ color: '#fa8c16' }} />} title={t('home.newest')} more="/search">
        <ProductGrid
          products={home.data?.newestProducts}
          loading={home.isPending}
          empty={<EmptyBlock text={t('home.noProducts')} />}
        />
      </Block>

      <Block icon={<ShopOutlined style={{ color: '#1359c9' }} />} title={t('home.shops')}>
        <ShopBlock shops={home.data?.recommendedShops ?? []} />
      </Block>

      <section className="home-news below-fold" aria-label={t('home.newsCentre')}>
        <div className="home-news-pictures">
          <div className="section-head">
            <h2>{t('home.newsPictures')}</h2>
            <Link to="/newslist">{t('home.more')}</Link>
          </div>
          <NewsPictures size={HOME_NEWS_PICTURES} />
        </div>
        <div className="home-news-lists">
          <NewsByCategory size={7} />
        </div>
      </section>
    </div>
  );
}

function EmptyBlock({ text }: { text: string }) {
  return <div className="home-empty muted">{text}</div>;
}
