/**
 * Decimals as integers of a fixed number of places (12.5 at 2 places is 1250n): rules shared by the server and the
 * web (an auction's step grid, its award) compute with them exactly, never through a binary float.
 */

const PLAIN = /^(\d+)(?:\.(\d+))?$/;

/** A plain non-negative decimal text (12.5) as an integer of `places` decimals; a digit beyond `places` is an error. */
export function toScaled(text: string, places: number): bigint {
  const match = PLAIN.exec(text.trim());
  if (!match) throw new RangeError(`not a plain decimal: ${text}`);
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > places) throw new RangeError(`${text} has more than ${places} decimals`);
  return BigInt(`${match[1]}${fraction.padEnd(places, '0')}`);
}

/** An integer of `places` decimals as text with exactly those places (1250n, 2 → 12.50). */
export function fromScaled(value: bigint, places: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(places + 1, '0');
  const text = places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
  return negative ? `-${text}` : text;
}

/** a / b rounded up, for b > 0 and a ≥ 0. */
export const ceilDiv = (a: bigint, b: bigint): bigint => (a + b - 1n) / b;

/** a / b rounded half up, for b > 0 and a ≥ 0. */
export const roundDiv = (a: bigint, b: bigint): bigint => (2n * a + b) / (2n * b);
