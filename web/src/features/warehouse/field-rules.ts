import { compareDecimal, LANDLINE_PATTERN, MOBILE_PATTERN, MONEY_PATTERN, QUANTITY_PATTERN } from '@hgsc/contracts';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/**
 * The checks the server makes on the registry's numbers and phones, run in the form first so a slip shows at once and in
 * the server's own words (the contracts' messages). Decimals stay strings: compared digit by digit, never as floats.
 */

/** A quantity of goods (吨 …): up to 4 decimals, above zero. */
export const quantityRules = (t: TFunction): FormRule[] => [
  {
    validator: async (_, value: string | undefined) => {
      const text = value?.trim() ?? '';
      if (!text) return;
      if (!QUANTITY_PATTERN.test(text)) throw new Error(t('warehouse.quantityInvalid'));
      if (compareDecimal(text, '0') <= 0) throw new Error(t('warehouse.quantityPositive'));
    },
  },
];

/** A storage rate (元 per unit and day): up to 4 decimals, zero allowed. */
export const rateRules = (t: TFunction): FormRule[] => [{ pattern: QUANTITY_PATTERN, message: t('warehouse.rateInvalid') }];

/** A one-off fee (元 per unit): up to 2 decimals, zero allowed. */
export const feeRules = (t: TFunction): FormRule[] => [{ pattern: MONEY_PATTERN, message: t('warehouse.feeInvalid') }];

/** A warehouse's or pick-up point's phone: a mobile or a landline such as 021-12345678. */
export const phoneRules = (t: TFunction): FormRule[] => [
  {
    validator: async (_, value: string | undefined) => {
      const text = value?.trim() ?? '';
      if (text && !MOBILE_PATTERN.test(text) && !LANDLINE_PATTERN.test(text)) throw new Error(t('address.phoneInvalid'));
    },
  },
];

/** A form's text as the body sends it: trimmed, and left out when blank (an optional field). */
export const optionalText = (value: string | undefined) => value?.trim() || undefined;
