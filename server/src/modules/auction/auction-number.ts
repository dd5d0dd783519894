import { runningNumber } from '../../platform/db/running-number.ts';

/** A new auction's number: JJ (竞价) + the day in China + the running number; never reused. */
export const newAuctionNumber = runningNumber('JJ', 'auction_number_seq');
