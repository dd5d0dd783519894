import { Card, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ProductQueue } from '../components/ProductQueue.tsx';

/** /admin/product/audit: products submitted for audit (商品审核). */
export default function ProductAuditPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('route.admin.productAudit')}>
      <Typography.Paragraph type="secondary">{t('audit.product.queueHint')}</Typography.Paragraph>
      <ProductQueue mode="audit" />
    </Card>
  );
}
