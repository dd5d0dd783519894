import { randomInt } from 'node:crypto';
import { runningNumber } from '../../platform/db/running-number.ts';

/** A new bill's number: TD + the day in China + the running number; never reused. */
export const newBillNumber = runningNumber('TD', 'bill_number_seq');

/** Letters and digits a person reads back without doubt (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** The gate's pick-up code: 8 characters from a 31-letter alphabet (about 8.5 × 10^11 codes), drawn at random. */
export const newPickupCode = () => Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
