import { EnvironmentOutlined, ShopOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { formatNumber } from '../../../shared/format.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ProductImage } from '../../../shared/ui/ProductImage.tsx';
import { gradeText, type ProductCardData, placeText, productHref, shopHref } from '../product-view.ts';
import { DangerTag } from './DangerTag.tsx';
import { PriceText } from './PriceText.tsx';
import { TonnePrice } from './TonnePrice.tsx';
import '../catalogue.css';

/**
 * A product in a grid: picture, name (the link whose accessible name is the product name), CAS,
 * grade/purity, packaging, tax-inclusive unit price, shop and place, and the dangerous-goods tag.
 */
export function ProductCard({
  product,
  showShop = true,
  eagerImage = false,
}: {
  product: ProductCardData;
  showShop?: boolean;
  /** Load the picture at once (the first screen's), not when it scrolls near. */
  eagerImage?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const href = productHref(product.id);
  const grade = gradeText(product, language);
  return (
    <article className="goods-card" data-testid="product-card">
      {/* The picture repeats the name link: hidden from assistive technology and the tab order. */}
      <Link to={href} className="goods-card-image" tabIndex={-1} aria-hidden="true">
        <ProductImage src={product.coverUrl} alt="" loading={eagerImage ? 'eager' : 'lazy'} />
        {product.isDangerous && <span className="goods-card-hazard">{t('goods.dangerousShort')}</span>}
      </Link>
      <div className="goods-card-body">
        <Link to={href} className="goods-card-name" title={product.name}>
          {product.name}
        </Link>
        <div className="goods-card-cas">
          <span className="muted">CAS</span> {product.casNumber}
          {product.brand && (
            <span className="goods-card-brand" title={t('goods.field.brand')}>
              {product.brand}
            </span>
          )}
        </div>
        <div className="goods-card-tags">
          {grade && <Tag className="goods-tag">{grade}</Tag>}
          <Tag className="goods-tag" color="blue">
            {product.packagingLabel}
          </Tag>
          {product.isDangerous && <DangerTag />}
        </div>
        <PriceText price={product.price} unit={product.unit} />
        <TonnePrice tonnePrice={product.tonnePrice} />
        <div className="goods-card-stock muted">
          {t('goods.minOrder', { qty: formatNumber(product.minOrderQty), unit: product.unit })}
        </div>
        {showShop && product.shopName && product.shopId !== undefined && (
          <Link to={shopHref(product.shopId)} className="goods-card-shop" title={product.shopName}>
            <ShopOutlined /> {product.shopName}
          </Link>
        )}
        <div className="goods-card-place muted" title={product.deliveryPlace}>
          <EnvironmentOutlined /> {placeText(product, language)}
        </div>
      </div>
    </article>
  );
}
