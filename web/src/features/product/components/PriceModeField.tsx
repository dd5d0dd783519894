import { Form, Radio } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

/**
 * 标价 or 面议: a priced offer sells through the cart at its price (and tiers); one on request shows no price and
 * leads the buyer to ask for a quotation. The form's `priceOnRequest` field; watch it to hide the price and tiers.
 */
export function PriceModeField() {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="priceOnRequest"
      label={t('seller.product.priceMode')}
      initialValue={false}
      extra={t('seller.product.priceOnRequestHint')}
    >
      <Radio.Group
        optionType="button"
        data-testid="product-price-mode"
        options={[
          { value: false, label: t('seller.product.priceFixed') },
          { value: true, label: t('seller.product.priceOnRequest') },
        ]}
      />
    </Form.Item>
  );
}
