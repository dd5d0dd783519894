import { unitWords } from '@hgsc/contracts';
import { formatPrice } from '../../../shared/format.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';

/** A tax-inclusive unit price: ¥2,560.00/吨 (含税). Decimal strings are formatted, never parsed into floats. */
export function PriceText({
  price,
  unit,
  size = 'default',
  testId,
}: {
  /** null: 面议 (price on request). */
  price: string | null;
  unit: string;
  size?: 'default' | 'large';
  testId?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (price === null)
    return (
      <span className={`price-text price-text-${size}`}>
        <span className="price-text-amount price-text-on-request" data-testid={testId}>
          {t('goods.priceOnRequest')}
        </span>
      </span>
    );
  return (
    <span className={`price-text price-text-${size}`}>
      <span className="price-text-amount" data-testid={testId}>
        <span className="price-text-currency">¥</span>
        {formatPrice(price)}
      </span>
      <span className="price-text-unit">/{unitWords(unit, language)}</span>
      <span className="price-text-tax">{t('goods.taxIncluded')}</span>
    </span>
  );
}
