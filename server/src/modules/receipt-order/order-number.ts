import { sql } from 'drizzle-orm';

/** A new receipt order's number: WO + the day in China + the running number; never reused. */
export const newReceiptOrderNumber = sql<string>`'WO' || to_char((now() at time zone 'UTC') + interval '8 hours', 'YYYYMMDD') || lpad(nextval('receipt_order_number_seq')::text, 6, '0')`;
