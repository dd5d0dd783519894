import { runningNumber } from '../../platform/db/running-number.ts';

/** A new quote's number: BJ (报价) + the day in China + the running number; never reused. */
export const newQuoteNumber = runningNumber('BJ', 'quote_number_seq');
