/**
 * 公民身份号码 (GB 11643-1999): 17 digits — region, birth date, sequence — and a check character over them, ISO 7064
 * MOD 11-2 with weights 2^(17-i) mod 11, 'X' standing for 10. A driver's and an escort's identity on a bill of lading.
 */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

export const RESIDENT_ID_PATTERN = /^[1-9]\d{5}(19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dX]$/;

export function residentIdCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0);
  return CHECK_CHARS[sum % 11] as string;
}

export function isValidResidentId(id: string): boolean {
  const upper = id.trim().toUpperCase();
  if (!RESIDENT_ID_PATTERN.test(upper)) return false;
  const birth = `${upper.slice(6, 10)}-${upper.slice(10, 12)}-${upper.slice(12, 14)}`;
  const date = new Date(`${birth}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== birth) return false;
  return residentIdCheckChar(upper.slice(0, 17)) === upper[17];
}

/** 3201********1234: enough for the gate to match a card, no more on a printed note. */
export const maskResidentId = (id: string) => `${id.slice(0, 4)}${'*'.repeat(Math.max(0, id.length - 8))}${id.slice(-4)}`;
