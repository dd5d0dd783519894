import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';

/** A new bill's number: TD + the day in China + the running number; never reused. */
export const newBillNumber = sql<string>`'TD' || to_char((now() at time zone 'UTC') + interval '8 hours', 'YYYYMMDD') || lpad(nextval('bill_number_seq')::text, 6, '0')`;

/** Letters and digits a person reads back without doubt (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** The gate's pick-up code: 8 characters from a 31-letter alphabet (about 8.5 × 10^11 codes), drawn at random. */
export const newPickupCode = () => Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
