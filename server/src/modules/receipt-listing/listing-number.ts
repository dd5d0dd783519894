import { runningNumber } from '../../platform/db/running-number.ts';

/** A new listing's number: GP (挂牌) + the day in China + the running number; never reused. */
export const newListingNumber = runningNumber('GP', 'listing_number_seq');
