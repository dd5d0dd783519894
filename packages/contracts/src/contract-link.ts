import { z } from 'zod';
import { contractCodeSentSchema, contractOrderBody, contractViewSchema } from './contract.ts';
import { idField, smsCodeField, stringField } from './fields.ts';
import { defineRoute, fileAnswer } from './route.ts';

/**
 * Contracts by link (SPEC §2's public pages). A party sends its counterparty a signing link (/signincontract):
 * the counterparty's authorised signer opens it logged in and signs with an SMS code, by the same
 * rules as /order/sign/contract. A party shares the contract read-only (/linkExtraction) behind a
 * 6-digit extraction code (提取码); wrong codes are throttled. Both links belong to one contract
 * version: a regenerated or cancelled contract voids them.
 */
export const CONTRACT_LINK_TTL_DAYS = 7;

/** The tokens in the links: base64url, as made by the server. */
const linkTokenField = stringField()
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'contractLink.notFound' });
/** The extraction code: 6 digits. */
export const EXTRACTION_CODE_PATTERN = /^\d{6}$/;
const extractionCodeField = stringField().trim().regex(EXTRACTION_CODE_PATTERN, { error: 'contractLink.codeFormat' });

/** POST /order/contract/sign/link {id, sms?}: a signing link for the counterparty; `sms` also texts it to their contact mobile. */
export const contractSignLinkBody = z.object({ id: idField, sms: z.boolean().optional() }).strict();
export type ContractSignLinkBody = z.infer<typeof contractSignLinkBody>;

export const contractSignLinkSchema = z.object({
  token: z.string(),
  /** The web path (/signincontract?token=…) and its absolute address. */
  path: z.string(),
  url: z.string(),
  /** The side invited to sign. */
  party: z.enum(['buyer', 'seller']),
  expiresAt: z.string(),
  /** The masked contact mobile the link was texted to, or null. */
  smsSentTo: z.string().nullable(),
});
export type ContractSignLink = z.infer<typeof contractSignLinkSchema>;

/** {token}: /order/contract/sign/link/info, …/code, …/download. */
export const contractLinkTokenBody = z.object({ token: linkTokenField }).strict();
/** {token, code}: /order/contract/sign/link/sign. */
export const contractLinkSignBody = z.object({ token: linkTokenField, code: smsCodeField }).strict();

/** What the signer sees behind a signing link: the contract as their side sees it. */
export const contractSignLinkInfoSchema = z.object({
  contract: contractViewSchema,
  /** The signer's side and company. */
  party: z.enum(['buyer', 'seller']),
  companyName: z.string(),
  /** Who sent the link. */
  senderCompanyName: z.string(),
  expiresAt: z.string(),
  /** The signer's side may sign now (not signed yet, the order waits for it). */
  canSign: z.boolean(),
  /** The signer's verified mobile, masked (where the code goes). */
  mobileMasked: z.string(),
});
export type ContractSignLinkInfo = z.infer<typeof contractSignLinkInfoSchema>;

/** POST /order/contract/share {id}: a read-only link with a new extraction code, shown once. */
export const contractShareSchema = z.object({
  token: z.string(),
  code: z.string(),
  path: z.string(),
  url: z.string(),
  expiresAt: z.string(),
});
export type ContractShare = z.infer<typeof contractShareSchema>;

/** POST /order/contract/share/view and /download (public): {token, code}. */
export const contractShareViewBody = z.object({ token: linkTokenField, code: extractionCodeField }).strict();
export type ContractShareViewBody = z.infer<typeof contractShareViewBody>;

/** The facts of a shared contract (no party, no actions). */
export const contractSharedViewSchema = z.object({
  contractNo: z.string(),
  orderNo: z.string(),
  version: z.number().int(),
  status: contractViewSchema.shape.status,
  statusLabel: z.string(),
  buyerCompanyName: z.string(),
  sellerCompanyName: z.string(),
  totalAmount: z.string(),
  currency: contractViewSchema.shape.currency,
  sha256: z.string(),
  generatedAt: z.string(),
  signatures: z.array(z.object({ party: z.enum(['buyer', 'seller']), companyName: z.string(), signedAt: z.string() })),
  sharedBy: z.string(),
  expiresAt: z.string(),
});
export type ContractSharedView = z.infer<typeof contractSharedViewSchema>;

const tags = ['contract'];
const signing = { approvedCompany: true, permission: 'contract.sign' } as const;
const reading = { approvedCompany: true, permission: 'contract.view' } as const;

/**
 * Contracts by link (web /signincontract and /linkExtraction): a signing link for the counterparty's authorised
 * signer, and a read-only share behind an extraction code.
 */
export const contractLinkRoutes = {
  signLink: defineRoute({
    method: 'POST',
    path: '/order/contract/sign/link',
    input: contractSignLinkBody,
    answer: contractSignLinkSchema,
    summary:
      'A party sends its counterparty a signing link to the current contract {id, sms?} (valid 7 days, for that contract version only; the earlier link to that side stops working); `sms` texts the absolute link to the counterparty company’s contact mobile. 409 when the counterparty cannot sign now',
    tags,
    ...signing,
  }),
  signLinkInfo: defineRoute({
    method: 'POST',
    path: '/order/contract/sign/link/info',
    input: contractLinkTokenBody,
    answer: contractSignLinkInfoSchema,
    summary:
      'The contract behind a signing link {token}, for an enabled member of the invited company holding contract.sign (another company → 404, no permission → 403; expired, used or voided link → 410)',
    tags,
  }),
  signLinkCode: defineRoute({
    method: 'POST',
    path: '/order/contract/sign/link/code',
    input: contractLinkTokenBody,
    answer: contractCodeSentSchema,
    summary: 'A signing code to the link signer’s verified mobile {token}, by the rules of /order/send/sms/sign/code',
    tags,
  }),
  signByLink: defineRoute({
    method: 'POST',
    path: '/order/contract/sign/link/sign',
    input: contractLinkSignBody,
    answer: contractViewSchema,
    summary:
      'Sign through the link {token, code}: the same checks, seal, status change and evidence as /order/sign/contract; the link is used up',
    tags,
  }),
  signLinkDownload: defineRoute({
    method: 'POST',
    path: '/order/contract/sign/link/download',
    input: contractLinkTokenBody,
    answer: fileAnswer,
    produces: ['application/pdf'],
    summary: 'The current contract PDF behind a signing link {token} (binary application/pdf), for the invited signer',
    tags,
  }),
  share: defineRoute({
    method: 'POST',
    path: '/order/contract/share',
    input: contractOrderBody,
    answer: contractShareSchema,
    summary:
      'Share the current contract read-only {id}: a link (/linkExtraction, valid 7 days) and a new 6-digit extraction code shown once; the side’s earlier share stops working',
    tags,
    ...reading,
  }),
  shareView: defineRoute({
    method: 'POST',
    path: '/order/contract/share/view',
    input: contractShareViewBody,
    answer: contractSharedViewSchema,
    summary:
      'Public: the shared contract {token, code}, read-only; wrong codes are throttled per link and per address (429 with the seconds to wait)',
    tags,
    auth: 'public',
  }),
  shareDownload: defineRoute({
    method: 'POST',
    path: '/order/contract/share/download',
    input: contractShareViewBody,
    answer: fileAnswer,
    produces: ['application/pdf'],
    summary: 'Public: the shared contract’s current PDF {token, code} (binary application/pdf); throttled like share/view',
    tags,
    auth: 'public',
  }),
};
