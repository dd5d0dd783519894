import { Card, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ProductQueue } from '../components/ProductQueue.tsx';

/** /admin/product/list: every submitted product, with forced off-shelf (商品管理). */
export default function ProductListPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('route.admin.productList')}>
      <Typography.Paragraph type="secondary">{t('audit.product.listHint')}</Typography.Paragraph>
      <ProductQueue mode="list" />
    </Card>
  );
}
