import { PhoneOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import type { CatalogueProductDetail } from '@hgsc/contracts';
import { Button } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { productPlaceholder } from '../../../shared/ui/ProductImage.tsx';
import { SafeImage } from '../../../shared/ui/SafeImage.tsx';
import { shopHref } from '../product-view.ts';

/** The seller beside a product: shop (link to its page), company, contact. */
export function ShopSideCard({ product }: { product: CatalogueProductDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { shop, company } = product;
  return (
    <aside className="shop-side-card" aria-label={t('goods.seller')}>
      <div className="shop-side-card-head">
        <SafeImage src={shop.logoUrl ?? undefined} fallback={productPlaceholder} alt="" className="shop-side-card-logo" />
        <div className="shop-side-card-names">
          <Link to={shopHref(shop.id)} className="shop-side-card-name" data-testid="product-shop-link">
            {shop.name}
          </Link>
          <div className="muted">{company.name}</div>
        </div>
      </div>
      <dl className="shop-side-card-facts">
        <dt>
          <UserOutlined /> {t('shopField.contactName')}
        </dt>
        <dd>{shop.contactName}</dd>
        {shop.contactPhone && (
          <>
            <dt>
              <PhoneOutlined /> {t('shopField.contactPhone')}
            </dt>
            <dd>{shop.contactPhone}</dd>
          </>
        )}
      </dl>
      <Button block icon={<ShopOutlined />} onClick={() => navigate(shopHref(shop.id))}>
        {t('goods.enterShop')}
      </Button>
    </aside>
  );
}
