/**
 * 统一社会信用代码 (GB 32100-2015): 18 characters from a 31-character alphabet (no I, O, Z, S, V);
 * the last one is a check character over the first 17 with weights 3^i mod 31.
 */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

export const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += ALPHABET.indexOf(first17[i] ?? '') * (WEIGHTS[i] ?? 0);
  return ALPHABET[(31 - (sum % 31)) % 31] as string;
}

export function isValidCreditCode(code: string): boolean {
  const upper = code.trim().toUpperCase();
  return CREDIT_CODE_PATTERN.test(upper) && creditCodeCheckChar(upper.slice(0, 17)) === upper[17];
}
