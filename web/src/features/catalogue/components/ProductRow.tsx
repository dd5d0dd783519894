import { compareDecimal } from '@hgsc/contracts';
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

/** A product as one row of the list view: the same facts as the card, laid out for comparing offers. */
export function ProductRow({ product, eagerImage = false }: { product: ProductCardData; eagerImage?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const href = productHref(product.id);
  const grade = gradeText(product, language);
  const inStock = compareDecimal(product.stock, '0') > 0;
  return (
    <article className="goods-row" data-testid="product-card">
      <Link to={href} className="goods-row-image" tabIndex={-1} aria-hidden="true">
        <ProductImage src={product.coverUrl} alt="" loading={eagerImage ? 'eager' : 'lazy'} />
      </Link>
      <div className="goods-row-main">
        <Link to={href} className="goods-row-name" title={product.name}>
          {product.name}
        </Link>
        <div className="goods-row-facts">
          <span>
            <span className="muted">CAS </span>
            {product.casNumber}
          </span>
          {grade && <span>{grade}</span>}
          {product.brand && <span title={t('goods.field.brand')}>{product.brand}</span>}
          <span className="muted">{product.categoryName}</span>
        </div>
        <div className="goods-card-tags">
          <Tag className="goods-tag" color="blue">
            {product.packagingLabel}
          </Tag>
          {product.isDangerous && <DangerTag />}
        </div>
      </div>
      <div className="goods-row-price">
        <PriceText price={product.price} unit={product.unit} />
        <TonnePrice tonnePrice={product.tonnePrice} />
      </div>
      <div className="goods-row-qty">
        <div>{t('goods.minOrder', { qty: formatNumber(product.minOrderQty), unit: product.unit })}</div>
        <div className={inStock ? undefined : 'muted'}>
          {inStock ? t('goods.stockQty', { qty: formatNumber(product.stock), unit: product.unit }) : t('goods.outOfStock')}
        </div>
      </div>
      <div className="goods-row-shop">
        {product.shopName && product.shopId !== undefined && (
          <Link to={shopHref(product.shopId)} title={product.shopName}>
            {product.shopName}
          </Link>
        )}
        <div className="muted">{placeText(product, language)}</div>
      </div>
    </article>
  );
}
