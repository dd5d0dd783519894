import { sql } from 'drizzle-orm';

/** A new receipt's number: WR + the day in China + the running number; never reused, even by a deregistered one. */
export const newReceiptNumber = sql<string>`'WR' || to_char((now() at time zone 'UTC') + interval '8 hours', 'YYYYMMDD') || lpad(nextval('receipt_number_seq')::text, 6, '0')`;

/** The number of the `index`-th child (from 1) of a split: the parent's with -01, -02 … */
export const childReceiptNumber = (parentNo: string, index: number) => `${parentNo}-${String(index).padStart(2, '0')}`;
