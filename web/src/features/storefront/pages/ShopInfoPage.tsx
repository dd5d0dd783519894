import { Descriptions, Empty } from 'antd';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { PlaceWords } from '../../../shared/ui/MarketWords.tsx';
import { useShopProfile } from '../shop-context.ts';

/** /shop/:id/info: the company introduction (企业简介), the shop's own introduction and its basic facts. */
export default function ShopInfoPage() {
  const { t } = useTranslation();
  const shop = useShopProfile();
  return (
    <div className="shop-panels">
      <section className="shop-panel" data-testid="shop-company-intro">
        <h2>{t('shopPage.companyIntro')}</h2>
        {shop.companyIntro ? (
          <p className="shop-panel-text">{shop.companyIntro}</p>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shopPage.noCompanyIntro')} />
        )}
      </section>
      <section className="shop-panel">
        <h2>{t('shopField.intro')}</h2>
        {shop.intro ? (
          <p className="shop-panel-text">{shop.intro}</p>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shopPage.noIntro')} />
        )}
      </section>
      <section className="shop-panel">
        <h2>{t('shopPage.basics')}</h2>
        <Descriptions
          column={2}
          size="small"
          items={[
            { key: 'company', label: t('shopPage.company'), children: shop.companyName },
            { key: 'name', label: t('shopField.name'), children: shop.name },
            { key: 'main', label: t('shopField.mainProducts'), children: shop.mainProducts ?? '-' },
            {
              key: 'region',
              label: t('shopPage.region'),
              children: <PlaceWords province={shop.provinceName} city={shop.cityName} area={shop.areaName} separator=" " />,
            },
            { key: 'count', label: t('shopPage.productCount'), children: shop.productCount },
            { key: 'opened', label: t('shopPage.openedAt'), children: formatDate(shop.openedAt, 'YYYY-MM-DD') },
          ]}
        />
      </section>
    </div>
  );
}
