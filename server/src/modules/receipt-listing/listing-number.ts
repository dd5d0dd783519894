import { sql } from 'drizzle-orm';

/** A new listing's number: GP (挂牌) + the day in China + the running number; never reused. */
export const newListingNumber = sql<string>`'GP' || to_char((now() at time zone 'UTC') + interval '8 hours', 'YYYYMMDD') || lpad(nextval('listing_number_seq')::text, 6, '0')`;
