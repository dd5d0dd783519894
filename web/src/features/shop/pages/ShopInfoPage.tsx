import type { ShopDetail } from '@hgsc/contracts';
import { Card, Descriptions, Typography } from 'antd';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { AuditStatusTag } from '../../../shared/ui/AuditStatusTag.tsx';
import { CompanyGate } from '../../company/index.ts';
import { ShopForm } from '../components/ShopForm.tsx';
import { ShopGate } from '../components/ShopGate.tsx';

function ShopProfileEditor({ shop }: { shop: ShopDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <Descriptions
        column={{ xs: 1, md: 3 }}
        size="small"
        style={{ marginBottom: 24 }}
        data-testid="shop-summary"
        items={[
          { key: 'name', label: t('shopField.name'), children: <Typography.Text strong>{shop.name}</Typography.Text> },
          { key: 'company', label: t('seller.shop.company'), children: shop.companyName },
          {
            key: 'status',
            label: t('seller.entry.statusTitle'),
            children: <AuditStatusTag status={shop.auditStatus} label={shop.auditStatusLabel} testId="shop-status" />,
          },
          { key: 'openedAt', label: t('seller.shop.openedAt'), children: formatDate(shop.auditedAt) },
          {
            key: 'public',
            label: t('seller.shop.publicPage'),
            children: (
              <Link to={`/shop/${shop.id}/main`} target="_blank" data-testid="shop-public-link">
                {t('seller.shop.viewPublic')}
              </Link>
            ),
          },
        ]}
      />
      <ShopForm key={shop.id} mode="save" shop={shop} />
    </>
  );
}

/** /manage/shopinfo: the open shop's profile, edited without a new audit (/shop/save). */
export default function ShopInfoPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('route.manage.shopinfo')}>
      <CompanyGate permission="shop.manage">
        <ShopGate>{(shop) => shop && <ShopProfileEditor shop={shop} />}</ShopGate>
      </CompanyGate>
    </Card>
  );
}
