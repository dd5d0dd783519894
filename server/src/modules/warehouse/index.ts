/** The warehouse module's interface: what the route list and other modules may use of it; the rest of the folder is its own. */
import './company-roles.ts';

export { feeInForce, storageRates } from './fee-schedules.ts';
export { receiptProductIdsNamed } from './products-named.ts';
export { warehouseRoutes } from './routes.ts';
export { type FeeLine, type QuantityFrom, type RatePeriod, type StorageFee, storageFee } from './storage-fee.ts';
export {
  type FeeScheduleRow,
  feeSchedules,
  keeperCompanies,
  pickupPoints,
  type ReceiptProductRow,
  receiptOrigins,
  receiptProducts,
  type WarehouseRow,
  warehouses,
} from './tables.ts';
export { toReceiptProduct, toWarehouse } from './views.ts';
