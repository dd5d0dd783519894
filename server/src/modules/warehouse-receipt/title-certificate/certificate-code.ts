import { randomBytes } from 'node:crypto';

/** Letters and digits a reader cannot confuse (no 0/O, 1/I/L) when typing a code off a printed certificate. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * A title certificate's code: 16 characters of 31, about 79 bits, so that codes cannot be guessed or walked through
 * to read other companies' receipts on the public check.
 */
export function newCertificateCode(): string {
  const bytes = randomBytes(16);
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}
