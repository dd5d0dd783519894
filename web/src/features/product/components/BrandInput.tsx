import { PRODUCT_BRAND_MAX } from '@hgsc/contracts';
import { AutoComplete } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useBrands } from '../../catalogue/index.ts';

/**
 * 生产厂家: free text, suggesting the producers the catalogue already names, so that one producer is written one way and
 * buyers filtering by it find every offer of its goods.
 */
export function BrandInput(props: { value?: string; onChange?: (value: string) => void }) {
  const { t } = useTranslation();
  const brands = useBrands(undefined);
  const typed = props.value?.trim() ?? '';
  const options = (brands.data ?? [])
    .filter((brand) => typed === '' || brand.brand.includes(typed))
    .map((brand) => ({ value: brand.brand }));
  return (
    <AutoComplete
      {...props}
      options={options}
      maxLength={PRODUCT_BRAND_MAX}
      placeholder={t('seller.product.brandPlaceholder')}
      data-testid="product-brand"
    />
  );
}
