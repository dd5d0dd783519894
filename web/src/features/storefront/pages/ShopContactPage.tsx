import { Descriptions } from 'antd';
import { placeNames } from '../../../shared/i18n/place-names.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { fullAddress, useShopProfile } from '../shop-context.ts';

/** /shop/:id/contact: whom to call and where the shop is. */
export default function ShopContactPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const shop = useShopProfile();
  return (
    <section className="shop-panel" data-testid="shop-contact">
      <h2>{t('route.shop.contact')}</h2>
      <Descriptions
        column={1}
        bordered
        size="middle"
        items={[
          { key: 'company', label: t('shopPage.company'), children: shop.companyName },
          { key: 'contactName', label: t('shopField.contactName'), children: shop.contactName },
          { key: 'contactMobile', label: t('shopField.contactMobile'), children: shop.contactMobile },
          { key: 'contactPhone', label: t('shopField.contactPhone'), children: shop.contactPhone || '-' },
          {
            key: 'address',
            label: t('shopPage.address'),
            children: fullAddress(shop, language, placeNames()) || '-',
          },
        ]}
      />
    </section>
  );
}
