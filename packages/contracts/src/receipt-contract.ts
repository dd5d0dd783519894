import { z } from 'zod';
import { CONTRACT_STATUSES, contractCodeSentSchema, contractSignatureSchema, contractSignBody } from './contract.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { fieldError, idField, nullableText, requiredText, stringField } from './fields.ts';
import { RECEIPT_ORDER_STATUSES } from './receipt-order-flow.ts';
import { defineRoute, fileAnswer } from './route.ts';

/** The terms the seller words for a receipt sale contract, and their bounds. */
export const RECEIPT_CONTRACT_DEFAULTS = { paymentDays: 3, transferDays: 2 } as const;
export const RECEIPT_CONTRACT_MAX_DAYS = 30;

const daysField = z.coerce
  .number({ error: fieldError })
  .int({ error: 'field.invalid' })
  .min(1, { error: 'field.invalid' })
  .max(RECEIPT_CONTRACT_MAX_DAYS, { error: 'field.invalid' });

export const receiptContractTermsSchema = z.object({
  /** Days after the contract takes effect within which the buyer pays in full. */
  paymentDays: z.number().int(),
  /** Days after the seller confirms the money within which it endorses the receipt over. */
  transferDays: z.number().int(),
  /** The parties' own further terms, printed under 其他. */
  otherTerms: z.string().nullable(),
});
export type ReceiptContractTerms = z.infer<typeof receiptContractTermsSchema>;

/** {id}: the receipt order whose contract a call is about. */
export const receiptContractOrderBody = z.object({ id: idField }).strict();
export const receiptContractDownloadBody = receiptContractOrderBody.extend({ preview: z.boolean().optional() }).strict();
export const receiptContractSignBody = contractSignBody;
export const receiptContractCancelBody = z.object({ id: idField, reason: requiredText(500) }).strict();

/** POST /wr/contract/confirm/template/update: the seller's terms; the contract is drawn up again with them. */
export const receiptContractTermsBody = z
  .object({
    id: idField,
    paymentDays: daysField,
    transferDays: daysField,
    // null as the terms' view answers it: no terms of the parties' own.
    otherTerms: z.null().or(nullableText(1000)),
  })
  .strict();
export type ReceiptContractTermsBody = z.infer<typeof receiptContractTermsBody>;

export const receiptContractListQuery = pageQuerySchema
  .extend({
    party: z.enum(['buyer', 'seller'], { error: fieldError }).optional(),
    status: z.enum(CONTRACT_STATUSES, { error: fieldError }).optional(),
    keyword: stringField().trim().max(50, { error: 'field.tooLong' }).optional(),
  })
  .strict();
export type ReceiptContractListQuery = z.infer<typeof receiptContractListQuery>;

/** A receipt order's contract as one of its sides sees it. */
export const receiptContractSchema = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  orderStatus: z.enum(RECEIPT_ORDER_STATUSES),
  party: z.enum(['buyer', 'seller']),
  buyerCompanyName: z.string(),
  sellerCompanyName: z.string(),
  receiptNo: z.string().nullable(),
  productName: z.string(),
  warehouseName: z.string(),
  quantity: z.string(),
  unit: z.string(),
  unitPrice: z.string(),
  amount: z.string(),
  terms: receiptContractTermsSchema,
  /** The current version, or null before the seller draws it up. */
  contract: z
    .object({
      id: z.number().int(),
      contractNo: z.string(),
      version: z.number().int(),
      status: z.enum(CONTRACT_STATUSES),
      statusLabel: z.string(),
      sha256AtGeneration: z.string(),
      sha256: z.string(),
      generatedAt: z.string(),
      cancelledAt: z.string().nullable(),
      cancelReason: z.string().nullable(),
      signatures: z.array(contractSignatureSchema),
    })
    .nullable(),
  /** What the caller may do with the contract now. */
  actions: z.array(z.enum(['draw', 'sign', 'cancel'])),
  /** The transfer confirmation (过户确认书) can be downloaded: the keeper confirmed the transfer. */
  transferConfirmed: z.boolean(),
});
export type ReceiptContract = z.infer<typeof receiptContractSchema>;

const tags = ['receipt contract'];
const signing = { approvedCompany: true, permission: 'contract.sign' } as const;
const reading = { permission: ['contract.view', 'contract.sign', 'receipt.trade'] } as const;

/**
 * SPEC §7 "/wr/contract/*": a taken receipt order's sale contract (仓单转让合同) on the contract engine — drawn up by
 * the seller with its terms, signed by both sides with an SMS code and their approved seal, PAdES-sealed once complete;
 * and the transfer confirmation the keeper's confirmation gives.
 */
export const receiptContractRoutes = {
  info: defineRoute({
    method: 'POST',
    path: '/wr/contract/confirm/info',
    input: receiptContractOrderBody,
    answer: receiptContractSchema,
    summary: 'The receipt order’s contract as it stands, with the caller’s steps (draw up, sign, cancel)',
    tags,
    ...reading,
  }),
  templateInfo: defineRoute({
    method: 'POST',
    path: '/wr/contract/confirm/template/info',
    input: receiptContractOrderBody,
    answer: receiptContractTermsSchema,
    summary: 'The terms the contract is drawn with (the platform’s defaults until the seller words its own)',
    tags,
    ...reading,
  }),
  templateUpdate: defineRoute({
    method: 'POST',
    path: '/wr/contract/confirm/template/update',
    input: receiptContractTermsBody,
    answer: receiptContractSchema,
    summary:
      'Seller, while nobody signed: word the terms {paymentDays, transferDays, otherTerms}; the contract is drawn up again as a new version',
    tags,
    ...signing,
  }),
  sendSignCode: defineRoute({
    method: 'POST',
    path: '/wr/contract/sign/code',
    input: receiptContractOrderBody,
    answer: contractCodeSentSchema,
    summary: 'A signing code to the caller’s verified mobile, when its side may sign now and its company has an approved seal',
    tags,
    ...signing,
  }),
  sign: defineRoute({
    method: 'POST',
    path: '/wr/contract/sign/contract',
    input: receiptContractSignBody,
    answer: receiptContractSchema,
    summary:
      'Sign with the SMS code {id, code}: the PDF is stamped with the company’s seal; the second signature completes it (PAdES) and the order waits for payment. An `Idempotency-Key` makes a retry return the first answer.',
    tags,
    idempotent: true,
    ...signing,
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/wr/contract/cancel',
    input: receiptContractCancelBody,
    answer: receiptContractSchema,
    summary: 'Either side, before both signed: withdraw (seller) or refuse (buyer) this version with the reason',
    tags,
    ...signing,
  }),
  list: defineRoute({
    method: 'POST',
    path: '/wr/contract/list',
    input: receiptContractListQuery,
    answer: pageSchema(receiptContractSchema),
    summary: 'The company’s receipt sale contracts (current versions), as buyer or seller, newest first',
    tags,
    ...reading,
  }),
  contractDownload: defineRoute({
    method: 'POST',
    path: '/wr/contract/contract/download',
    input: receiptContractDownloadBody,
    answer: fileAnswer,
    produces: ['application/pdf'],
    summary: 'The current contract PDF of the receipt order (binary), for its two sides; preview: shown in the page',
    tags,
    ...reading,
  }),
  businessDownload: defineRoute({
    method: 'POST',
    path: '/wr/contract/business/download',
    input: receiptContractOrderBody,
    answer: fileAnswer,
    produces: ['application/pdf'],
    summary:
      'The transfer confirmation (仓单过户确认书, binary PDF) once the keeper confirmed: the receipt, the parties, the price, the storage-fee split and the confirmation',
    tags,
    permission: ['contract.view', 'contract.sign', 'receipt.trade', 'warehouse.confirm'],
  }),
};
