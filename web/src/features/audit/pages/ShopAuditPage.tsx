import { Card, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ShopQueue } from '../components/ShopQueue.tsx';

/** /admin/shop/audit: shop entry applications (店铺入驻审核). */
export default function ShopAuditPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('route.admin.shopAudit')}>
      <Typography.Paragraph type="secondary">{t('audit.shop.queueHint')}</Typography.Paragraph>
      <ShopQueue mode="audit" />
    </Card>
  );
}
