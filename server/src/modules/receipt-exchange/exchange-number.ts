import { runningNumber } from '../../platform/db/running-number.ts';

/** A new exchange's number: EX + the day in China + the running number; never reused. */
export const newExchangeNumber = runningNumber('EX', 'receipt_exchange_number_seq');
