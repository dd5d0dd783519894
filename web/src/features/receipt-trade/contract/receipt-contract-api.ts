import { type RouteInput, receiptContractRoutes as routes } from '@hgsc/contracts';
import { downloadPostedFile } from '../../../shared/request/binary-download.ts';
import { call, callForFile } from '../../../shared/request/call.ts';
import { RECEIPT_ORDERS_KEY } from '../api.ts';

/**
 * Query keys of receipt contracts. They sit under the receipt orders' root, so a step on the order (taken, cancelled)
 * refreshes its contract too, and a contract step refreshes the order's status with one invalidation.
 */
export const receiptContractKeys = {
  info: (orderId: number) => [...RECEIPT_ORDERS_KEY, 'contract', orderId] as const,
  list: [...RECEIPT_ORDERS_KEY, 'contract-list'] as const,
};

/** The receipt sale contract (仓单转让合同) of a taken receipt order (SPEC §7 /wr/contract/*). */
export const receiptContractApi = {
  /** The contract as it stands; another company's order is the page's "not yours" to explain, so 403/404 are not toasted. */
  info: (orderId: number) => call(routes.info, { id: orderId }, { passCodes: [403, 404] }),
  terms: (orderId: number) => call(routes.templateInfo, { id: orderId }),
  /** The seller's terms: the contract is drawn up again as a new version. */
  updateTerms: (body: RouteInput<typeof routes.templateUpdate>) => call(routes.templateUpdate, body),
  sendSignCode: (orderId: number) => call(routes.sendSignCode, { id: orderId }),
  /** Sent once per opening of the signing dialog: a retry after a lost answer returns the first signature. */
  sign: (body: RouteInput<typeof routes.sign>, key: string) => call(routes.sign, body, { idempotencyKey: key }),
  cancel: (body: RouteInput<typeof routes.cancel>) => call(routes.cancel, body),
  list: (query: RouteInput<typeof routes.list>) => call(routes.list, query),
};

/**
 * The current contract PDF for the page's viewer: `preview` tells the evidence trail it was viewed, not downloaded.
 * The route answers the file itself; a refusal answers its message instead.
 */
export const fetchReceiptContractPdf = (orderId: number, signal?: AbortSignal) =>
  callForFile(routes.contractDownload, { id: orderId, preview: true }, `receipt-contract-${orderId}.pdf`, signal);

/** Saves the current contract PDF (下载合同). */
export const downloadReceiptContract = (orderId: number, contractNo?: string): Promise<void> =>
  downloadPostedFile(routes.contractDownload.path, { id: orderId }, `${contractNo ?? `receipt-contract-${orderId}`}.pdf`);

/** Saves the transfer confirmation (仓单过户确认书), once the keeper confirmed the transfer. */
export const downloadTransferConfirmation = (orderId: number, orderNo?: string): Promise<void> =>
  downloadPostedFile(routes.businessDownload.path, { id: orderId }, `transfer-${orderNo ?? orderId}.pdf`);
