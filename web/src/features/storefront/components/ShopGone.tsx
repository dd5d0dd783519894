import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

/** The shop does not exist or is not open. */
export default function ShopGone() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('shopPage.gone')}
      data-testid="shop-gone"
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('route.home')}
        </Button>
      }
    />
  );
}
