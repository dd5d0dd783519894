import { chinaDate } from '@hgsc/contracts';
import { gte, isNull, lt, or, type Placeholder, type SQL } from 'drizzle-orm';
import { products } from './tables.ts';

/**
 * An offer is valid through its valid_until (a China calendar day, inclusive) and past it from the next day on; no
 * valid_until means valid until the seller takes it down. `today` is a China day (chinaDate), or a placeholder of a
 * prepared statement.
 */
export const offerExpired = (offer: { validUntil: string | null }, today: string = chinaDate(new Date())) =>
  offer.validUntil !== null && offer.validUntil < today;

/** The same test in SQL over `products`: still valid today. */
export const offerValidOn = (today: string | Placeholder): SQL =>
  or(isNull(products.validUntil), gte(products.validUntil, today)) as SQL;

/** Past its validity before `today` (null never is). */
export const offerExpiredBefore = (today: string): SQL => lt(products.validUntil, today);
