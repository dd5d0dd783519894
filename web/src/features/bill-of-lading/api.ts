import { type BillTab, billAdminRoutes, billRoutes, type RouteInput, receiptRoutes, warehouseRoutes } from '@hgsc/contracts';
import { downloadPostedFile } from '../../shared/request/binary-download.ts';
import { call } from '../../shared/request/call.ts';

type ListQuery = RouteInput<typeof billRoutes.allList>;

const TAB_ROUTES = {
  all: billRoutes.allList,
  audit: billRoutes.auditList,
  pass: billRoutes.passList,
  cancel: billRoutes.cancelList,
  finish: billRoutes.finishList,
} as const satisfies Record<BillTab, (typeof billRoutes)[keyof typeof billRoutes]>;

/** Bills of lading (提单), as their holder, their keeper and the operator call them (SPEC §7 /wr/bill/lading/*). */
export const billApi = {
  // the holder
  /** Sent once per visit of the form (a double click or a resend applies once). */
  save: (body: RouteInput<typeof billRoutes.save>, key: string) => call(billRoutes.save, body, { idempotencyKey: key }),
  cancel: (body: RouteInput<typeof billRoutes.cancel>) => call(billRoutes.cancel, body),

  // either side
  tab: (tab: BillTab, query: ListQuery) => call(TAB_ROUTES[tab], query),
  tabCounts: (query: RouteInput<typeof billRoutes.tabCounts>) => call(billRoutes.tabCounts, query),
  info: (id: number) => call(billRoutes.info, { id }),
  /** The gate's look-up; a code matching nothing is said on the board, not toasted over it. */
  byCode: (pickupCode: string) => call(billRoutes.info, { pickupCode }, { passCodes: [400, 403, 404] }),
  /** The bills of a receipt and of the parts split off it; quiet when the caller may not read bills. */
  ofReceipt: (receiptId: number) => call(billRoutes.sub, { id: receiptId }, { passCodes: [403] }),
  /** The pick-up note (提货单) PDF of a scheduled or finished bill; a refusal is toasted. */
  downloadNote: (id: number, billNo: string) => downloadPostedFile(billRoutes.download.path, { id }, `pickup-note-${billNo}.pdf`),

  // the receipt a holder picks up from: whether it may be used now, and how much of it
  receipt: (id: number) => call(receiptRoutes.info, { id }),
  receiptUsable: (id: number) => call(receiptRoutes.check, { id }),
  receiptQuantity: (id: number) => call(receiptRoutes.checkqty, { id }),

  // the keeper
  /** Every enabled warehouse and factory warehouse; the keeper's board keeps those of its own company. */
  warehouses: async () => [
    ...(await call(warehouseRoutes.warehouseSelect, {})),
    ...(await call(warehouseRoutes.factorySelect, {})),
  ],
  schedule: (body: RouteInput<typeof billRoutes.schedule>) => call(billRoutes.schedule, body),
  capacity: (body: RouteInput<typeof billRoutes.capacity>) => call(billRoutes.capacity, body),
  finish: (body: RouteInput<typeof billRoutes.finish>) => call(billRoutes.finish, body),

  // the operator
  adminList: (query: RouteInput<typeof billAdminRoutes.list>) => call(billAdminRoutes.list, query),
  /** Warehouses and factory warehouses by name or code, for the supervision list's warehouse filter. */
  adminWarehouses: (keyword: string) =>
    call(warehouseRoutes.adminWarehouseList, { current: 1, size: 50, ...(keyword ? { keyword } : {}) }),
  adminInfo: (id: number) => call(billAdminRoutes.info, { id }),
  adminCancel: (id: number, reason: string) => call(billAdminRoutes.cancel, { id, reason }),
};

/**
 * Query-key roots: invalidating one refreshes every list, count and detail under it. Bills sit under the warehouse
 * receipts' root with the deposits and receipts (warehouse-receipt/api.ts): a bill's step locks, splits or releases a
 * receipt, so it refreshes that whole root.
 */
export const WAREHOUSE_RECEIPTS_ROOT = ['wr'] as const;
export const BILLS_KEY = [...WAREHOUSE_RECEIPTS_ROOT, 'bills'] as const;
/** The bills of a receipt (its page's 提单 card, and the bill that took a deregistered one's goods out). */
export const receiptBillsKey = (receiptId: number) => [...BILLS_KEY, 'ofReceipt', receiptId] as const;
/** One bill by id (its details page). */
export const billInfoKey = (id: number | undefined) => [...BILLS_KEY, 'info', id] as const;
export const ADMIN_BILLS_KEY = ['admin', 'wr', 'bills'] as const;
/** The node operation log's kind of a bill. */
export const BILL_LOG_TYPE = 'billOfLading';
