import { stringField } from './fields.ts';

/** Money, quantities and their exact comparison, as every form and call of the market writes them. */

/** Money NUMERIC(18,2) as a string, e.g. "1234.56". */
export const MONEY_PATTERN = /^\d{1,16}(\.\d{1,2})?$/;
/** Money is NUMERIC(18,2): to the fen. */
export const MONEY_PLACES = 2;
/** Quantities are NUMERIC(18,4): the places exact rules compute them on (scaled-decimal.ts). */
export const QUANTITY_PLACES = 4;
/** Quantity NUMERIC(18,4) as a string, e.g. "20.5". */
export const QUANTITY_PATTERN = /^\d{1,14}(\.\d{1,4})?$/;

/**
 * Compares two non-negative decimal strings exactly (no floats): -1, 0 or 1. Leading zeros and
 * trailing fraction zeros do not matter.
 */
export function compareDecimal(a: string, b: string): number {
  const [ai = '', af = ''] = a.split('.');
  const [bi = '', bf = ''] = b.split('.');
  const intA = ai.replace(/^0+/, '');
  const intB = bi.replace(/^0+/, '');
  if (intA.length !== intB.length) return intA.length < intB.length ? -1 : 1;
  if (intA !== intB) return intA < intB ? -1 : 1;
  const width = Math.max(af.length, bf.length);
  const fracA = af.padEnd(width, '0');
  const fracB = bf.padEnd(width, '0');
  return fracA === fracB ? 0 : fracA < fracB ? -1 : 1;
}
const isZero = (v: string) => compareDecimal(v, '0') === 0;

/** A positive money amount (tax-inclusive price), at most 2 decimals. */
export const moneyField = stringField()
  .trim()
  .regex(MONEY_PATTERN, { error: 'product.moneyInvalid' })
  .refine((v) => !isZero(v), { error: 'product.mustBePositive' });
/** A positive quantity, at most 4 decimals. */
export const positiveQuantityField = stringField()
  .trim()
  .regex(QUANTITY_PATTERN, { error: 'product.quantityInvalid' })
  .refine((v) => !isZero(v), { error: 'product.mustBePositive' });
/** A quantity that may be zero (stock). */
export const quantityField = stringField().trim().regex(QUANTITY_PATTERN, { error: 'product.quantityInvalid' });
