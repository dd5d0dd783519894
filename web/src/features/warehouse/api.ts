import {
  AUDIT_STATUS,
  companyRoutes,
  type ReceiptStatus,
  type RouteInput,
  receiptAdminRoutes,
  type WarehouseKind,
  warehouseRoutes,
} from '@hgsc/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../shared/request/call.ts';
import type { PageParams } from '../admin/index.ts';

/** Query-key roots (the lists' URLs): invalidating one reloads every page and filter under it. */
export const KEEPERS_URL = warehouseRoutes.keeperList.path;
export const WAREHOUSES_URL = warehouseRoutes.adminWarehouseList.path;
export const PICKUPS_URL = warehouseRoutes.factoryPickupList.path;
export const PRODUCTS_URL = warehouseRoutes.adminProductList.path;
export const ORIGINS_URL = warehouseRoutes.placeList.path;
export const FEES_URL = warehouseRoutes.feeList.path;
export const RECEIPTS_URL = receiptAdminRoutes.auditList.path;
export const STORAGE_URL = receiptAdminRoutes.storage.path;
export const RECEIPT_URL = receiptAdminRoutes.info.path;
/** The keeper picker's own key: the operator's company list pages under the same URL elsewhere. */
export const CERTIFIED_COMPANIES_KEY = [companyRoutes.adminList.path, 'certified'] as const;

/** The warehouse list's filters as usePagedTable keeps them ('' = any). */
export type WarehouseFilter = { keyword: string; kind: WarehouseKind | '' };
/** The receipt queue's filters: one status (a tab) and a keyword. */
export type ReceiptFilter = { status: ReceiptStatus; keyword: string };

/** How many rows a picker shows for what was typed: the largest page the server serves under the usual one. */
const PICKER_SIZE = 50;

/** The operator's calls for the receipt registry's reference data and the receipt audit (auth 'operator'). */
export const warehouseAdminApi = {
  keepers: () => call(warehouseRoutes.keeperList),
  markKeeper: (companyId: number) => call(warehouseRoutes.keeperMark, { companyId }),
  /** Refused while the company keeps a warehouse. */
  unmarkKeeper: (companyId: number) => call(warehouseRoutes.keeperUnmark, { companyId }),
  /** Certified (审核通过) companies matching the keyword (name, credit code or contact mobile): who may be marked. */
  certifiedCompanies: (keyword: string) =>
    call(companyRoutes.adminList, {
      current: 1,
      size: PICKER_SIZE,
      status: AUDIT_STATUS.APPROVED,
      ...(keyword ? { keyword } : {}),
    }),

  warehouses: (params: PageParams & Partial<WarehouseFilter>) =>
    call(warehouseRoutes.adminWarehouseList, { ...params, kind: params.kind || undefined }),
  /** Warehouses and factory warehouses matching the keyword, for the fee page's pickers. */
  findWarehouses: (keyword: string) =>
    call(warehouseRoutes.adminWarehouseList, { current: 1, size: PICKER_SIZE, ...(keyword ? { keyword } : {}) }),
  saveWarehouse: (body: RouteInput<typeof warehouseRoutes.warehouseSave>) => call(warehouseRoutes.warehouseSave, body),
  pickupPoints: (factoryId: number) => call(warehouseRoutes.factoryPickupList, { factoryId }),
  savePickupPoint: (body: RouteInput<typeof warehouseRoutes.pickupSave>) => call(warehouseRoutes.pickupSave, body),
  removePickupPoint: (id: number) => call(warehouseRoutes.pickupRemove, { id }),

  products: () => call(warehouseRoutes.adminProductList),
  saveProduct: (body: RouteInput<typeof warehouseRoutes.productSave>) => call(warehouseRoutes.productSave, body),
  origins: () => call(warehouseRoutes.placeList),
  saveOrigin: (body: RouteInput<typeof warehouseRoutes.placeSave>) => call(warehouseRoutes.placeSave, body),
  removeOrigin: (id: number) => call(warehouseRoutes.placeRemove, { id }),

  /** Every period of the warehouse and/or product given, newest first per pair. */
  fees: (filter: { warehouseId?: number | undefined; productId?: number | undefined }) => call(warehouseRoutes.feeList, filter),
  saveFee: (body: RouteInput<typeof warehouseRoutes.feeSave>) => call(warehouseRoutes.feeSave, body),
  /** Only a period not yet in force; the one before it becomes open-ended again. */
  removeFee: (id: number) => call(warehouseRoutes.feeRemove, { id }),

  /** What each warehouse holds under receipts in force, by product. */
  storage: (filter: RouteInput<typeof receiptAdminRoutes.storage>) => call(receiptAdminRoutes.storage, filter),
  receipts: (params: PageParams & Partial<ReceiptFilter>) => call(receiptAdminRoutes.auditList, params),
  receipt: (id: number) => call(receiptAdminRoutes.info, { id }),
  approveReceipt: (id: number) => call(receiptAdminRoutes.approve, { id }),
  rejectReceipt: (id: number, reason: string) => call(receiptAdminRoutes.reject, { id, reason }),
};

/** Reloads the queries under the given roots (after a change, whether it was taken or refused). */
export const refresh = (queryClient: QueryClient, ...roots: string[]) =>
  Promise.all(roots.map((root) => queryClient.invalidateQueries({ queryKey: [root] })));
