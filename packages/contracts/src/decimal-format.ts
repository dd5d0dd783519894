/**
 * Numbers as the market prints them (SPEC §9), on the web and in contract PDFs alike: thousands
 * separators, money with two decimals, quantities with the digits they need (40, 5.5, 1,234.125 —
 * never 40.0000, the NUMERIC(18,4) they are stored as). The value is read as a decimal string digit
 * by digit, never through a binary float, so money of any size prints exactly.
 */

const PLAIN_DECIMAL = /^([-+]?)(\d*)(?:\.(\d*))?$/;

/** Inserts thousands separators into the integer part of a plain decimal string (1234567.5 → 1,234,567.5). */
export function groupThousands(plain: string): string {
  const negative = plain.startsWith('-');
  const body = negative ? plain.slice(1) : plain;
  const [integer = '0', fraction] = body.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction !== undefined ? `.${fraction}` : ''}`;
}

/** Adds one to a string of digits (0999 → 1000), keeping its length unless it carries out. */
function incrementDigits(digits: string): string {
  const chars = digits.split('');
  for (let i = chars.length - 1; i >= 0; i -= 1) {
    if (chars[i] !== '9') {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join('');
    }
    chars[i] = '0';
  }
  return `1${chars.join('')}`;
}

/**
 * A plain decimal string (digits, an optional sign and point) with thousands separators. With
 * `decimals`, exactly that many fraction digits, rounded half away from zero (decimal.js ROUND_HALF_UP:
 * 0.125 → 0.13, -0.125 → -0.13); without, the digits the value needs (trailing zeros dropped:
 * 40.0000 → 40, 5.5000 → 5.5). Undefined for anything else (empty, exponent, letters).
 */
export function formatDecimal(value: string, decimals?: number): string | undefined {
  const match = PLAIN_DECIMAL.exec(value.trim());
  if (!match) return undefined;
  const [, sign = '', rawInteger = '', rawFraction = ''] = match;
  if (rawInteger === '' && rawFraction === '') return undefined;
  let integer = rawInteger.replace(/^0+/, '');
  let fraction = rawFraction;
  if (decimals === undefined) {
    fraction = fraction.replace(/0+$/, '');
  } else {
    if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError(`decimals must be a whole number ≥ 0: ${decimals}`);
    const roundUp = Number(fraction[decimals] ?? '0') >= 5;
    fraction = fraction.slice(0, decimals).padEnd(decimals, '0');
    if (roundUp) {
      const rounded = incrementDigits(`${integer}${fraction}`);
      integer = rounded.slice(0, rounded.length - decimals);
      fraction = rounded.slice(rounded.length - decimals);
    }
    integer = integer.replace(/^0+/, '');
  }
  const isZero = /^0*$/.test(integer) && /^0*$/.test(fraction);
  const plain = `${sign === '-' && !isZero ? '-' : ''}${integer || '0'}${fraction ? `.${fraction}` : ''}`;
  return groupThousands(plain);
}
