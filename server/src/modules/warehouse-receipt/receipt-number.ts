import { runningNumber } from '../../platform/db/running-number.ts';

/** A new receipt's number: WR + the day in China + the running number; never reused, even by a deregistered one. */
export const newReceiptNumber = runningNumber('WR', 'receipt_number_seq');

/** The number of the `index`-th child (from 1) of a split: the parent's with -01, -02 … */
export const childReceiptNumber = (parentNo: string, index: number) => `${parentNo}-${String(index).padStart(2, '0')}`;
