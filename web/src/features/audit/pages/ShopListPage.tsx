import { Card } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ShopQueue } from '../components/ShopQueue.tsx';

/** /admin/shop/list: every shop (店铺列表). */
export default function ShopListPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('route.admin.shopList')}>
      <ShopQueue mode="list" />
    </Card>
  );
}
