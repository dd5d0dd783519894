/** The warehouse-receipt module's interface: what the route list and other modules may use of it; the rest of the folder is its own. */
export { applyDeposit } from './apply-deposit.ts';
export { approveReceipt } from './audit-receipt.ts';
export { loggedStep, type ReceiptCaller, receiptCallerOf } from './caller.ts';
export { deregisterPickedReceipt } from './cancel-receipt.ts';
export { checkDealQuantity, dealPart, receiptForDeal } from './deal-receipt.ts';
export { receiveDeposit } from './deposit-steps.ts';
export { lockReceipt, unlockReceipt } from './receipt-locks.ts';
export {
  receiptsWithNames,
  receiptsWithNamesByIds,
  receiptWithNamesById,
  storageFeeDue,
  toReceipts,
} from './receipt-view.ts';
export { saveReceipt } from './register-receipt.ts';
export { warehouseReceiptRoutes } from './routes.ts';
export { splitReceipt } from './split-receipt.ts';
export { type DepositRow, depositApplications, type ReceiptRow, warehouseReceipts } from './tables.ts';
export { type StorageSplit, storageSplitAt, transferReceipt } from './transfer-receipt.ts';
