import type { ShopDetail, ShopField } from '@hgsc/contracts';
import { shopFieldLabelKey } from '@hgsc/contracts';
import { Descriptions, Image } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { PlaceWords } from '../../../shared/ui/MarketWords.tsx';

/** The application as submitted (read-only view while it is under review). */
export function ShopDescriptions({ shop }: { shop: ShopDetail }) {
  const { t } = useTranslation();
  const label = (field: ShopField) => t(shopFieldLabelKey(field));
  const image = (url: string | null, alt: string) => (url ? <Image src={url} alt={alt} width={120} /> : '-');
  return (
    <Descriptions
      column={{ xs: 1, md: 2 }}
      bordered
      size="small"
      data-testid="shop-detail"
      items={[
        { key: 'name', label: label('name'), children: shop.name },
        { key: 'company', label: t('seller.shop.company'), children: shop.companyName },
        { key: 'logo', label: label('logoKey'), children: image(shop.logoUrl, label('logoKey')) },
        { key: 'banner', label: label('bannerKey'), children: image(shop.bannerUrl, label('bannerKey')) },
        { key: 'mainProducts', label: label('mainProducts'), children: shop.mainProducts || '-', span: 2 },
        { key: 'intro', label: label('intro'), children: shop.intro || '-', span: 2 },
        { key: 'contactName', label: label('contactName'), children: shop.contactName },
        { key: 'contactMobile', label: label('contactMobile'), children: shop.contactMobile },
        { key: 'contactPhone', label: label('contactPhone'), children: shop.contactPhone || '-' },
        {
          key: 'region',
          label: t('field.place.label'),
          children: <PlaceWords province={shop.provinceName} city={shop.cityName} area={shop.areaName} />,
        },
        { key: 'address', label: label('address'), children: shop.address || '-', span: 2 },
      ]}
    />
  );
}
