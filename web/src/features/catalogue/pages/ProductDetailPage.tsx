import { FilePdfOutlined, WarningFilled } from '@ant-design/icons';
import { type CatalogueProductDetail, gradeWords, unitWords } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, type DescriptionsProps, Empty, Skeleton, Tag } from 'antd';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatNumber, formatPrice } from '../../../shared/format.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { Breadcrumb } from '../../../shared/ui/Breadcrumb.tsx';
import { Tabs } from '../../../shared/ui/Tabs.tsx';
import { positiveInt } from '../../../shared/url-query.ts';
import { useDateText } from '../../../shared/use-date-text.tsx';
import { AddToCartButton } from '../../cart/index.ts';
import { ProductReviews } from '../../review/index.ts';
import { catalogueQueries } from '../api.ts';
import { DangerTag } from '../components/DangerTag.tsx';
import { FollowButton } from '../components/FollowButton.tsx';
import { Gallery } from '../components/Gallery.tsx';
import { InquiryButton } from '../components/InquiryButton.tsx';
import { PriceText } from '../components/PriceText.tsx';
import { ProductCard } from '../components/ProductCard.tsx';
import { ShopSideCard } from '../components/ShopSideCard.tsx';
import { TonnePrice } from '../components/TonnePrice.tsx';
import { placeText } from '../product-view.ts';
import { searchHref } from '../search-query.ts';
import '../catalogue.css';
import '../detail.css';

const MORE_FROM_SHOP = 4;

/** Rare, and antd's Result carries an illustration: its code loads only when a product is gone. */
const LazyProductGone = lazy(() => import('../components/ProductGone.tsx'));
const ProductGone = () => (
  <Suspense fallback={null}>
    <LazyProductGone />
  </Suspense>
);

/** The facts of DESIGN §6 as a description list. */
function ProductFacts({ product }: { product: CatalogueProductDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const qty = (value: string) => `${formatNumber(value)} ${unitWords(product.unit, language, value)}`;
  const publishedAt = useDateText(product.publishedAt);
  const items: DescriptionsProps['items'] = [
    { key: 'cas', label: t('goods.field.cas'), children: <span data-testid="product-cas">{product.casNumber}</span> },
    { key: 'category', label: t('goods.field.category'), children: product.categoryName },
    { key: 'brand', label: t('goods.field.brand'), children: product.brand ?? '-' },
    { key: 'grade', label: t('goods.field.grade'), children: product.grade ? gradeWords(product.grade, language) : '-' },
    { key: 'purity', label: t('goods.field.purity'), children: product.purity ?? '-' },
    { key: 'packaging', label: t('goods.field.packaging'), children: product.packagingLabel },
    { key: 'unit', label: t('goods.field.unit'), children: unitWords(product.unit, language) },
    { key: 'minOrder', label: t('goods.field.minOrderQty'), children: qty(product.minOrderQty) },
    {
      key: 'stock',
      label: t('goods.field.stock'),
      children: <span data-testid="product-stock">{qty(product.stock)}</span>,
    },
    { key: 'place', label: t('goods.field.deliveryPlace'), children: product.deliveryPlace },
    { key: 'region', label: t('goods.field.region'), children: placeText({ ...product, deliveryPlace: '-' }, language) },
    { key: 'warehouse', label: t('goods.field.warehouse'), children: product.warehouse ?? '-' },
    { key: 'validUntil', label: t('goods.field.validUntil'), children: product.validUntil ?? t('goods.noExpiry') },
    { key: 'publishedAt', label: t('goods.field.publishedAt'), children: publishedAt },
  ];
  return <Descriptions size="small" column={2} items={items} className="goods-facts" />;
}

/** UN number, hazard class and the SDS of a dangerous good. */
function HazardPanel({ product }: { product: CatalogueProductDetail }) {
  const { t } = useTranslation();
  return (
    <section className="hazard-panel" aria-label={t('goods.hazardInfo')} data-testid="product-hazard">
      <div className="hazard-panel-title">
        <WarningFilled /> {t('goods.hazardInfo')}
      </div>
      <dl>
        <dt>{t('goods.field.unNumber')}</dt>
        <dd>{product.unNumber ?? '-'}</dd>
        <dt>{t('goods.field.hazardClass')}</dt>
        <dd>{product.hazardClass ? `${product.hazardClass} ${product.hazardClassLabel ?? ''}` : '-'}</dd>
        <dt>{t('goods.field.sds')}</dt>
        <dd>
          {product.sdsFileUrl ? (
            <a href={product.sdsFileUrl} target="_blank" rel="noopener noreferrer" data-testid="product-sds">
              <FilePdfOutlined /> {t('goods.sdsDownload')}
            </a>
          ) : (
            '-'
          )}
        </dd>
      </dl>
      <p className="hazard-panel-note">{t('goods.hazardNote')}</p>
    </section>
  );
}

function MoreFromShop({ product }: { product: CatalogueProductDetail }) {
  const { t } = useTranslation();
  const query = { id: product.shop.id, current: 1, size: 10, sort: 'hot' as const };
  const others = useQuery(catalogueQueries.shopProducts(query));
  const records = others.data?.records.filter((item) => item.id !== product.id).slice(0, MORE_FROM_SHOP) ?? [];
  if (records.length === 0) return null;
  return (
    <section className="goods-more below-fold">
      <div className="section-head">
        <h2>{t('goods.moreFromShop')}</h2>
        <Link to={`/shop/${product.shop.id}/main`}>{t('home.more')}</Link>
      </div>
      <div className="goods-grid goods-grid-4">
        {records.map((item) => (
          <ProductCard key={item.id} product={item} showShop={false} />
        ))}
      </div>
    </section>
  );
}

/**
 * /goodsdetail?id=: one public product (POST /product/details) — pictures, price, the facts of
 * DESIGN §6, dangerous-goods data with the SDS, the seller and following, and 加入购物车 (ordering goes
 * through the cart).
 */
export default function ProductDetailPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params] = useSearchParams();
  const id = positiveInt(params.get('id'));
  const details = useQuery({ ...catalogueQueries.details(id ?? 0), enabled: id !== undefined });

  if (id === undefined) return <ProductGone />;
  if (details.isPending) {
    return (
      <div className="goods-detail-top" aria-busy="true">
        <Skeleton.Image active style={{ width: 360, height: 360 }} />
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (details.isError) {
    return isApiError(details.error) && details.error.status === 404 ? (
      <ProductGone />
    ) : (
      <Empty description={t('goods.loadFailed')} />
    );
  }
  const product = details.data;
  return (
    <div className="goods-detail">
      <Breadcrumb
        style={{ marginBottom: 12 }}
        items={[
          { title: <Link to="/">{t('route.home')}</Link> },
          { title: <Link to={searchHref({ categoryId: product.categoryId })}>{product.categoryName}</Link> },
          { title: product.name },
        ]}
      />
      <section className="goods-detail-top">
        <Gallery urls={product.imageUrls} name={product.name} />
        <div className="goods-detail-info">
          <h1 className="goods-detail-name">
            {product.name}
            {product.isDangerous && <DangerTag hazardClassLabel={product.hazardClassLabel} />}
          </h1>
          <div className="goods-detail-sub">
            <span>CAS {product.casNumber}</span>
            <Tag color="blue">{product.packagingLabel}</Tag>
            {product.grade && <Tag>{gradeWords(product.grade, language)}</Tag>}
            {product.purity && <Tag>{product.purity}</Tag>}
          </div>
          <div className="goods-price-box">
            <div className="goods-price-row">
              <span className="goods-price-label">{t('goods.price')}</span>
              <PriceText price={product.price} unit={product.unit} size="large" testId="product-price" />
              <TonnePrice tonnePrice={product.tonnePrice} />
            </div>
            {product.priceTiers.length > 0 && (
              <div className="goods-price-row" data-testid="product-tiers">
                <span className="goods-price-label">{t('goods.tiers')}</span>
                <span>
                  {product.priceTiers.map((tier) => (
                    <Tag key={tier.minQty} color="orange" data-testid="product-tier">
                      {t('goods.tier', {
                        qty: formatNumber(tier.minQty),
                        unit: unitWords(product.unit, language),
                        price: formatPrice(tier.price),
                      })}
                    </Tag>
                  ))}
                </span>
              </div>
            )}
            {product.price !== null && (
              <div className="goods-price-row" data-testid="product-terms">
                <span className="goods-price-label">{t('goods.terms')}</span>
                <span>
                  <Tag>{t('goods.termPrepay')}</Tag>
                  {product.paymentTerms.depositPercent !== null && (
                    <Tag color="blue">
                      {t(product.paymentTerms.balanceDays > 0 ? 'goods.termDeposit' : 'goods.termDepositOnReceipt', {
                        percent: product.paymentTerms.depositPercent,
                        days: product.paymentTerms.balanceDays,
                        count: product.paymentTerms.balanceDays,
                      })}
                    </Tag>
                  )}
                  {product.paymentTerms.credit && <Tag color="blue">{t('goods.termCredit')}</Tag>}
                  {product.paymentTerms.acceptance && <Tag color="blue">{t('goods.termAcceptance')}</Tag>}
                </span>
              </div>
            )}
            <div className="goods-price-stats muted">
              <span>{t('goods.views', { count: product.viewCount })}</span>
              <span>{t('goods.sales', { count: product.salesCount })}</span>
            </div>
          </div>
          <ProductFacts product={product} />
          {product.isDangerous && <HazardPanel product={product} />}
          <div className="goods-detail-actions">
            {product.price !== null && (
              <AddToCartButton productId={product.id} minQty={product.minOrderQty} stock={product.stock} unit={product.unit} />
            )}
            <InquiryButton offer={product} primary={product.price === null} />
            <FollowButton productId={product.id} />
          </div>
        </div>
        <ShopSideCard product={product} />
      </section>
      <section className="goods-detail-body below-fold">
        <Tabs
          items={[
            {
              key: 'description',
              label: t('goods.tab.description'),
              children: product.description ? (
                <div className="goods-description">{product.description}</div>
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('goods.noDescription')} />
              ),
            },
            {
              key: 'company',
              label: t('goods.tab.company'),
              children: (
                <div className="goods-description">
                  <h3>{product.company.name}</h3>
                  {product.company.intro ?? t('goods.noCompanyIntro')}
                </div>
              ),
            },
          ]}
        />
      </section>
      <ProductReviews productId={product.id} />
      <MoreFromShop product={product} />
    </div>
  );
}
