import { depositRoutes, type RouteInput, receiptAgreementRoutes, receiptRoutes, warehouseRoutes } from '@hgsc/contracts';
import { call } from '../../shared/request/call.ts';

/** Deposits (入库申请) and receipts (仓单), as their holder and their keeper call them (SPEC §7). */
export const receiptApi = {
  // reference data for the forms
  warehouses: (body: RouteInput<typeof warehouseRoutes.warehouseSelect> = {}) => call(warehouseRoutes.warehouseSelect, body),
  factories: (body: RouteInput<typeof warehouseRoutes.factorySelect> = {}) => call(warehouseRoutes.factorySelect, body),
  products: (keyword?: string) => call(warehouseRoutes.productSelect, keyword ? { keyword } : {}),
  origins: () => call(warehouseRoutes.placeList),
  packings: () => call(warehouseRoutes.packingList),
  fees: (body: RouteInput<typeof warehouseRoutes.feeList>) => call(warehouseRoutes.feeList, body),
  warehouse: (id: number) => call(warehouseRoutes.warehouseInfo, { id }),
  pickupPoints: (factoryId: number) => call(warehouseRoutes.factoryPickupList, { factoryId }),

  // deposits
  deposit: (body: RouteInput<typeof depositRoutes.apply>) => call(depositRoutes.apply, body),
  withdrawDeposit: (id: number) => call(depositRoutes.revocation, { id }),
  deposits: (query: RouteInput<typeof depositRoutes.list>) => call(depositRoutes.list, query),
  depositInfo: (id: number) => call(depositRoutes.info, { id }),
  receiveDeposit: (body: RouteInput<typeof depositRoutes.receive>) => call(depositRoutes.receive, body),
  refuseDeposit: (body: RouteInput<typeof depositRoutes.refuse>) => call(depositRoutes.refuse, body),
  endedDeposits: (query: RouteInput<typeof depositRoutes.cancelList>) => call(depositRoutes.cancelList, query),

  // receipts
  register: (body: RouteInput<typeof receiptRoutes.save>) => call(receiptRoutes.save, body),
  fastRegister: (body: RouteInput<typeof receiptRoutes.fastSave>) => call(receiptRoutes.fastSave, body),
  update: (body: RouteInput<typeof receiptRoutes.update>) => call(receiptRoutes.update, body),
  tab: (
    tab: 'passtab' | 'aduittab' | 'nopasstab' | 'cancellationtab' | 'tradetab',
    query: RouteInput<typeof receiptRoutes.passtab>,
  ) => call(receiptRoutes[tab], query),
  tabCounts: (query: RouteInput<typeof receiptRoutes.tabCounts>) => call(receiptRoutes.tabCounts, query),
  list: (query: RouteInput<typeof receiptRoutes.list>) => call(receiptRoutes.list, query),
  usable: () => call(receiptRoutes.myReceipt),
  info: (id: number) => call(receiptRoutes.info, { id }),
  check: (id: number) => call(receiptRoutes.check, { id }),
  quantity: (id: number) => call(receiptRoutes.checkqty, { id }),
  split: (body: RouteInput<typeof receiptRoutes.split>) => call(receiptRoutes.split, body),
  children: (id: number) => call(receiptRoutes.sub, { id }),
  childDetail: (id: number) => call(receiptRoutes.subDetail, { id }),
  deregister: (body: RouteInput<typeof receiptRoutes.logout>) => call(receiptRoutes.logout, body),

  // the holder's pages: one key per thing meant once (a double click or a resend after the agreement gate applies once)
  applyOnce: (body: RouteInput<typeof depositRoutes.apply>, key: string) =>
    call(depositRoutes.apply, body, { idempotencyKey: key }),
  splitOnce: (body: RouteInput<typeof receiptRoutes.split>, key: string) =>
    call(receiptRoutes.split, body, { idempotencyKey: key }),
  /** A deposit's receipt, quietly: it may have left the company since (transferred), which is no error on that page. */
  receiptOfDeposit: (id: number) => call(receiptRoutes.info, { id }, { passCodes: [403, 404] }),
  /** Whether the company must affirm the receipt agreement before applying. */
  agreementStatus: () => call(receiptAgreementRoutes.checkVersion),
};

/** Query-key roots: invalidating one refreshes every list and detail under it. */
export const DEPOSITS_KEY = ['wr', 'deposits'] as const;
export const RECEIPTS_KEY = ['wr', 'receipts'] as const;
export const REFERENCE_KEY = ['wr', 'reference'] as const;
