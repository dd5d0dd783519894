import { z } from 'zod';
import { idField, stringField } from './fields.ts';
import { fileKeyField } from './files.ts';
import type { MessageKey } from './i18n/zh.ts';
import { defineRoute, fileAnswer } from './route.ts';

/**
 * Contract attachments (附件, SPEC §7 "Contracts": accessory/list): quality certificates, SDS, supplementary agreements …
 * attached to an order's contract by either party, visible to both. The file is a private upload of
 * the caller (/encry/upload/pdf or /encry/upload/img); removing one keeps it on the evidence trail.
 */
export const CONTRACT_ACCESSORY_KINDS = ['qualityCertificate', 'sds', 'supplementaryAgreement', 'other'] as const;
export type ContractAccessoryKind = (typeof CONTRACT_ACCESSORY_KINDS)[number];
export const contractAccessoryKindLabelKey = (kind: ContractAccessoryKind): MessageKey => `accessory.kind.${kind}`;

/** At most this many attachments (not removed) per order. */
export const CONTRACT_ACCESSORY_LIMIT = 30;

/** POST /order/contract/accessory/save: attach a file the caller uploaded to the order's contract. */
export const contractAccessorySaveBody = z
  .object({
    id: idField,
    kind: z.enum(CONTRACT_ACCESSORY_KINDS, { error: 'field.invalid' }),
    /** The name both parties see; empty: the uploaded file's name. */
    name: stringField().trim().max(100, { error: 'field.tooLong' }).optional(),
    fileKey: fileKeyField,
  })
  .strict();
export type ContractAccessorySaveBody = z.infer<typeof contractAccessorySaveBody>;

/** POST /order/contract/accessory/download and /del: {id: order id, accessoryId}. */
export const contractAccessoryBody = z.object({ id: idField, accessoryId: idField }).strict();
export type ContractAccessoryBody = z.infer<typeof contractAccessoryBody>;

export const contractAccessorySchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  /** The contract in force when it was attached (null: before the contract was generated). */
  contractNo: z.string().nullable(),
  kind: z.enum(CONTRACT_ACCESSORY_KINDS),
  kindLabel: z.string(),
  name: z.string(),
  /** The stored file: key, MIME type, extension, size in bytes, SHA-256 of its bytes. */
  fileKey: z.string(),
  mime: z.string(),
  ext: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  /** Preview URL under the API prefix (/seeEncryptionView), for both parties. */
  url: z.string(),
  /** The side that attached it, its company and the person. */
  party: z.enum(['buyer', 'seller']),
  companyName: z.string(),
  uploaderName: z.string(),
  createdAt: z.string(),
  /** The caller's side attached it and may remove it now. */
  canDelete: z.boolean(),
});
export type ContractAccessory = z.infer<typeof contractAccessorySchema>;

/** POST /order/contract/accessory/list: the attachments, oldest first, and whether the caller may add one now. */
export const contractAccessoryListSchema = z.object({
  accessories: z.array(contractAccessorySchema),
  canAdd: z.boolean(),
});
export type ContractAccessoryList = z.infer<typeof contractAccessoryListSchema>;

const tags = ['contract'];
const reading = { approvedCompany: true, permission: 'contract.view' } as const;
const writing = { approvedCompany: true, permission: 'contract.sign' } as const;
const orderBody = z.object({ id: idField }).strict();

/** SPEC §7 "Contracts": an order contract's attachments, added and removed by either party, read by both. */
export const contractAccessoryRoutes = {
  list: defineRoute({
    method: 'POST',
    path: '/order/contract/accessory/list',
    input: orderBody,
    answer: contractAccessoryListSchema,
    summary:
      'The attachments of the order’s contract {id: order id}, oldest first, for both parties, and whether the caller may add one now',
    tags,
    ...reading,
  }),
  save: defineRoute({
    method: 'POST',
    path: '/order/contract/accessory/save',
    input: contractAccessorySaveBody,
    answer: contractAccessorySchema,
    summary:
      'Either party attaches a file {id, kind: qualityCertificate | sds | supplementaryAgreement | other, name?, fileKey} it uploaded through /encry/upload/pdf or /encry/upload/img, while the order runs (409 once it ended); recorded on the evidence trail',
    tags,
    ...writing,
  }),
  remove: defineRoute({
    method: 'POST',
    path: '/order/contract/accessory/del',
    input: contractAccessoryBody,
    answer: contractAccessoryListSchema,
    summary:
      'The side that attached it removes an attachment {id, accessoryId} while the order runs (409 for the other side’s or once the order ended); kept on the evidence trail; answers the list',
    tags,
    ...writing,
  }),
  download: defineRoute({
    method: 'POST',
    path: '/order/contract/accessory/download',
    input: contractAccessoryBody,
    answer: fileAnswer,
    produces: ['application/pdf', 'image/png', 'image/jpeg', 'image/bmp'],
    summary:
      'The bytes of an attachment {id, accessoryId} (binary: its PDF or image type), for the order’s two parties only; recorded on the evidence trail',
    tags,
    ...reading,
  }),
};
