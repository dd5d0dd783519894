import { unitWords } from '@hgsc/contracts';
import { formatNumber, formatPrice } from '../../shared/format.ts';
import { useLanguage, useTranslation } from '../../shared/i18n/use-translation.ts';

/**
 * How the fee pages write a rate and a fee with the product's unit: 「0.5 元/吨·天」, 「12.00 元/吨」 (CNY 0.5/t/day …).
 * The amounts stay the server's decimal strings, formatted digit by digit.
 */
export function useFeeWords() {
  const { t } = useTranslation();
  const language = useLanguage();
  const unitOf = (unit: string) => unitWords(unit, language);
  return {
    /** 元 per unit and day: a storage rate, its digits as they are (up to 4 decimals). */
    rate: (value: string, unit: string) => t('wrAdmin.fee.rateValue', { rate: formatNumber(value), unit: unitOf(unit) }),
    /** 元 per unit: a one-off fee, with 2 decimals. */
    fee: (value: string, unit: string) => t('wrAdmin.fee.feeValue', { fee: formatPrice(value), unit: unitOf(unit) }),
    perUnitDay: (unit: string) => t('wrAdmin.fee.perUnitDay', { unit: unitOf(unit) }),
    perUnit: (unit: string) => t('wrAdmin.fee.perUnit', { unit: unitOf(unit) }),
  };
}
