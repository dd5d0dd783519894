/**
 * CAS Registry Number: 2–7 digits, 2 digits, 1 check digit (e.g. 67-56-1 methanol). The check digit
 * is the sum of the other digits, each times its position counted from the right, modulo 10.
 */
export const CAS_PATTERN = /^(\d{2,7})-(\d{2})-(\d)$/;

export function isValidCasNumber(value: string): boolean {
  const match = CAS_PATTERN.exec(value.trim());
  if (!match) return false;
  const digits = `${match[1]}${match[2]}`;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (i + 1);
  return sum % 10 === Number(match[3]);
}
