import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

/** 商品不存在或已下架: an unknown id, or a product the catalogue no longer shows. */
export default function ProductGone() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('goods.gone')}
      subTitle={t('goods.goneHint')}
      data-testid="product-gone"
      extra={[
        <Button key="search" type="primary" onClick={() => navigate('/search')}>
          {t('goods.browseOthers')}
        </Button>,
        <Button key="home" onClick={() => navigate('/')}>
          {t('route.home')}
        </Button>,
      ]}
    />
  );
}
