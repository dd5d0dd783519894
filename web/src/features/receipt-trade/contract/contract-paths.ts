import type { ContractSide } from './contract-turn.ts';

/** The contract's own page, outside the management centre: the link its notifications carry. */
export const receiptContractPath = (orderId: number) => `/warehouseReceiptContract?orderId=${orderId}`;

export const RECEIPT_CONTRACT_LIST_PATH = '/manage/warehouseReceiptContractList';

/**
 * The page of a taken receipt order, by the reader's side (SPEC's waitingSellDetails / waitingbuydetails): a contract
 * exists only once the seller took the order, so it is never the application's page.
 */
export const takenOrderPath = (side: ContractSide, orderId: number) =>
  `${side === 'seller' ? '/manage/waitingSellDetails' : '/manage/waitingbuydetails'}?id=${orderId}`;
