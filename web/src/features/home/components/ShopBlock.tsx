import { EnvironmentOutlined } from '@ant-design/icons';
import { type Language, placeWords, type ShopCard } from '@hgsc/contracts';
import { Empty } from 'antd';
import { Link } from 'react-router';
import { placeNames } from '../../../shared/i18n/place-names.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { productPlaceholder } from '../../../shared/ui/ProductImage.tsx';
import { SafeImage } from '../../../shared/ui/SafeImage.tsx';
import { shopHref } from '../../catalogue/index.ts';

const region = (shop: ShopCard, language: Language) =>
  placeWords({ province: shop.provinceName, city: shop.cityName }, language, placeNames()).join(' ');

/** 推荐店铺: open shops with the most on-shelf products. */
export function ShopBlock({ shops }: { shops: ShopCard[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (shops.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.noShops')} />;
  return (
    <div className="shop-cards">
      {shops.map((shop) => (
        <Link key={shop.id} to={shopHref(shop.id)} className="shop-card">
          <SafeImage
            src={shop.logoUrl ?? undefined}
            fallback={productPlaceholder}
            alt=""
            className="shop-card-logo"
            loading="lazy"
          />
          <span className="shop-card-text">
            <span className="shop-card-name">{shop.name}</span>
            <span className="shop-card-company">{shop.companyName}</span>
            <span className="shop-card-main">{shop.mainProducts ?? shop.intro ?? ''}</span>
            <span className="shop-card-foot">
              <span>
                <EnvironmentOutlined /> {region(shop, language) || '-'}
              </span>
              <span>{t('home.shopProducts', { count: shop.productCount })}</span>
            </span>
          </span>
        </Link>
      ))}
    </div>
  );
}
