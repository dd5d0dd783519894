import { runningNumber } from '../../platform/db/running-number.ts';

/** A new receipt order's number: WO + the day in China + the running number; never reused. */
export const newReceiptOrderNumber = runningNumber('WO', 'receipt_order_number_seq');

/** A new receipt payment's number: PA + the day in China + the running number; never reused. */
export const newReceiptPaymentNumber = runningNumber('PA', 'receipt_payment_number_seq');
