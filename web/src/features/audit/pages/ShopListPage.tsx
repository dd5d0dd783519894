import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
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
