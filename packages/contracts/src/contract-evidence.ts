import { z } from 'zod';
import { idField, stringField } from './fields.ts';
import type { MessageKey } from './i18n/zh.ts';
import { defineRoute } from './route.ts';

/**
 * Contract evidence: every event of a contract goes into an append-only trail whose
 * entries are hash-chained per order (entry n's hash covers entry n−1's hash), so a later change of
 * any entry is detectable.
 */
export const CONTRACT_EVIDENCE_EVENTS = [
  'generated',
  'viewed',
  'codeSent',
  'signed',
  'refused',
  'cancelled',
  'downloaded',
  'shared',
  'attachmentAdded',
  'attachmentRemoved',
  'templateChosen',
  'sealed',
] as const;
export type ContractEvidenceEvent = (typeof CONTRACT_EVIDENCE_EVENTS)[number];
export const contractEvidenceEventLabelKey = (event: ContractEvidenceEvent): MessageKey => `evidence.event.${event}`;

/** One entry of a contract's evidence trail as the two parties see it. */
export const contractEvidenceEntrySchema = z.object({
  seq: z.number().int(),
  event: z.enum(CONTRACT_EVIDENCE_EVENTS),
  eventLabel: z.string(),
  contractNo: z.string().nullable(),
  party: z.enum(['buyer', 'seller']).nullable(),
  companyName: z.string().nullable(),
  actorName: z.string().nullable(),
  ip: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  at: z.string(),
  prevHash: z.string(),
  hash: z.string(),
});
export type ContractEvidenceEntry = z.infer<typeof contractEvidenceEntrySchema>;

/** /order/contract/evidence/list {id: order id}: the trail and whether its hash chain still verifies. */
export const contractEvidenceListSchema = z.object({
  entries: z.array(contractEvidenceEntrySchema),
  intact: z.boolean(),
  /** The seq of the first entry whose hash or link does not verify. */
  brokenAt: z.number().int().nullable(),
  message: z.string(),
  headHash: z.string().nullable(),
});
export type ContractEvidenceList = z.infer<typeof contractEvidenceListSchema>;

/**
 * The verification code printed on a signed contract's last page: 16 characters of Crockford
 * base32 in groups of four. Typed with or without dashes and spaces, in any case.
 */
export const VERIFICATION_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{16}$/;
export const normaliseVerificationCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

export const contractVerifyBody = z
  .object({
    contractNo: stringField().trim().min(1, { error: 'field.required' }).max(40, { error: 'field.tooLong' }),
    code: stringField().trim().min(1, { error: 'field.required' }).max(40, { error: 'field.tooLong' }),
  })
  .strict();

export const CONTRACT_VERIFY_REASONS = ['altered', 'notSigned'] as const;
export type ContractVerifyReason = (typeof CONTRACT_VERIFY_REASONS)[number];

/** The public verification answer (/contract/verify, /contract/verify/file). */
export const contractVerifyResultSchema = z.object({
  original: z.boolean(),
  reason: z.enum(CONTRACT_VERIFY_REASONS).nullable(),
  message: z.string(),
  contractNo: z.string().nullable(),
  /** The number of what the contract is about (an order's number for a sales contract). */
  orderNo: z.string().nullable(),
  /** SHA-256 of the signed original (compare with a copy at hand). */
  sha256: z.string().nullable(),
  sealedAt: z.string().nullable(),
  signers: z.array(
    z.object({
      /** The side, as its contract's kind names it (buyer, seller …), and as the reader's language calls it. */
      party: z.string(),
      partyLabel: z.string(),
      companyName: z.string(),
      signerName: z.string(),
      signedAt: z.string(),
    }),
  ),
  certificate: z.object({ subject: z.string(), sha256: z.string() }).nullable(),
});
export type ContractVerifyResult = z.infer<typeof contractVerifyResultSchema>;

const tags = ['contract'];

/** SPEC §7 "Contracts": an order contract's evidence trail, and the public verification of a signed contract. */
export const contractEvidenceRoutes = {
  list: defineRoute({
    method: 'POST',
    path: '/order/contract/evidence/list',
    input: z.object({ id: idField }).strict(),
    answer: contractEvidenceListSchema,
    summary:
      'The evidence trail of the order’s contract {id: order id}: every event (generated, code sent, signed, refused, cancelled, downloaded, shared, attachment, template, sealed), oldest first, each hash-chained to the one before; `intact` says whether every hash still verifies and `brokenAt` names the first that does not',
    tags,
    approvedCompany: true,
    permission: 'contract.view',
  }),
  verify: defineRoute({
    method: 'POST',
    path: '/contract/verify',
    input: contractVerifyBody,
    answer: contractVerifyResultSchema,
    summary:
      'Public: checks a signed contract by its number and the verification code on its last page {contractNo, code}; answers the parties, sign times and the SHA-256 of the signed original. Unknown number or wrong code → 404; wrong tries are throttled (429)',
    tags,
    auth: 'public',
  }),
  verifyFile: defineRoute({
    method: 'POST',
    path: '/contract/verify/file',
    upload: true,
    answer: contractVerifyResultSchema,
    summary:
      'Public: whether an uploaded PDF (multipart field "file", 40 MB) is a contract signed on the platform, unaltered: its PAdES signature verifies over the byte range with the platform certificate, covers the whole file, and the file’s SHA-256 is the one recorded. `original: false` with `reason` altered (any byte changed) or notSigned (no platform signature) otherwise. Throttled per address (429)',
    tags,
    auth: 'public',
  }),
};
