import { z } from 'zod';
import { auditDecisionBody, auditLogSchema, auditStatusFilter } from './audit.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { captchaVerificationField, fieldError, idField, mobileField, smsCodeField, stringField } from './fields.ts';
import { fileKeyField } from './files.ts';
import type { MessageKey } from './i18n/zh.ts';
import { defineRoute } from './route.ts';
import { sendCodeResult } from './user/schemas.ts';

/**
 * Company seals (SPEC §7 "Company": /company/buyer/seal/… and /company/seller/seal/…, and /company/contract/seal/…).
 * A company signs as buyer with its buyer seal and as seller with its seller seal — or, as most firms do, with one
 * 合同专用章 for both (`contract`): a side without a seal of its own signs with the contract seal. Each change is an
 * application the operator audits (SPEC §3 audit status 0/1/2); only the approved seal in force signs. Labels:
 * `seal.role.<role>`, `seal.source.<source>`, `seal.purpose.<purpose>`.
 */
export const SEAL_ROLES = ['contract', 'buyer', 'seller'] as const;
export type SealRole = (typeof SEAL_ROLES)[number];
/** The sides a contract is signed in: each stamps its own seal, else the company's contract seal. */
export type SigningRole = Exclude<SealRole, 'contract'>;

/** generated: drawn by the platform from the company name; uploaded: a scan of the physical seal. */
export const SEAL_SOURCES = ['generated', 'uploaded'] as const;
export type SealSource = (typeof SEAL_SOURCES)[number];

/** What the seal is for: the text under the star of a generated seal. */
export const SEAL_PURPOSES = ['contract', 'business', 'sales'] as const;
export type SealPurpose = (typeof SEAL_PURPOSES)[number];

/** The words on the seal's face: always Chinese, whatever the reader's language. */
export const SEAL_PURPOSE_TEXT: Record<SealPurpose, string> = {
  contract: '合同专用章',
  business: '业务专用章',
  sales: '销售专用章',
};

/** The optional code along the bottom of a generated seal (the 13-digit 印章编码 is the usual one). */
export const SEAL_NUMBER_PATTERN = /^\d{1,16}$/;

export const sealRoleLabelKey = (role: SealRole): MessageKey => `seal.role.${role}`;
export const sealSourceLabelKey = (source: SealSource): MessageKey => `seal.source.${source}`;
export const sealPurposeLabelKey = (purpose: SealPurpose): MessageKey => `seal.purpose.${purpose}`;

const purposeField = z.enum(SEAL_PURPOSES, { error: fieldError });
const sealNumberField = stringField().trim().regex(SEAL_NUMBER_PATTERN, { error: 'seal.sealNumberInvalid' });

/** POST /company/{role}/seal/info: the active company's seal, or that of another company the caller belongs to. */
export const sealInfoBody = z.object({ companyId: idField.optional() }).strict();

/** POST /company/{role}/seal/preview: the seal the platform would generate, before asking for codes. */
export const sealPreviewBody = z
  .object({ purpose: purposeField.default('contract'), sealNumber: sealNumberField.optional() })
  .strict();
export type SealPreviewBody = z.infer<typeof sealPreviewBody>;

export const sealPreviewSchema = z.object({
  /** The company name as drawn along the top. */
  nameOnSeal: z.string(),
  /** data:image/png;base64,… (transparent background). */
  dataUrl: z.string(),
});
export type SealPreview = z.infer<typeof sealPreviewSchema>;

/** POST /company/{role}/seal/send/old/code: a code to the company main account's mobile. */
export const sealSendOldCodeBody = z.object({ captchaVerification: captchaVerificationField }).strict();

/** POST /company/{role}/seal/send/new/code: a code to the mobile of the person who will keep the seal. */
export const sealSendNewCodeBody = z.object({ mobile: mobileField, captchaVerification: captchaVerificationField }).strict();

/**
 * POST /company/{role}/seal/update: a new seal, under review (0 审核中) until the operator decides.
 * `newCode` was sent to `mobile` (the seal's keeper); `oldCode` to the main account's mobile, needed
 * once the company has an approved seal of the role (the first seal needs only `newCode`).
 */
export const sealUpdateBody = z
  .object({
    source: z.enum(SEAL_SOURCES, { error: fieldError }),
    purpose: purposeField.default('contract'),
    sealNumber: sealNumberField.optional(),
    /** Uploaded seals: a png or jpg the caller uploaded (/encry/upload/img, or /oss/upload/img). */
    imageKey: fileKeyField.optional(),
    mobile: mobileField,
    newCode: smsCodeField,
    oldCode: smsCodeField.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.source === 'uploaded' && !body.imageKey)
      ctx.addIssue({ code: 'custom', path: ['imageKey'], message: 'seal.imageRequired' });
    if (body.source === 'generated' && body.imageKey)
      ctx.addIssue({ code: 'custom', path: ['imageKey'], message: 'seal.imageOnlyUploaded' });
  });
export type SealUpdateBody = z.infer<typeof sealUpdateBody>;

/** One seal application (a version of the company's seal of one role). */
export const sealSchema = z.object({
  id: z.number().int(),
  role: z.enum(SEAL_ROLES),
  roleLabel: z.string(),
  source: z.enum(SEAL_SOURCES),
  sourceLabel: z.string(),
  purpose: z.enum(SEAL_PURPOSES),
  purposeLabel: z.string(),
  sealNumber: z.string().nullable(),
  /** The company name when the seal was applied for (drawn on a generated seal). */
  nameOnSeal: z.string(),
  /** The PNG/JPEG key and its preview URL (/seeEncryptionView or /seeView). */
  imageKey: z.string(),
  imageUrl: z.string(),
  /** The keeper's mobile (verified by newCode), masked. */
  holderMobileMasked: z.string(),
  /** 0 审核中, 1 审核通过, 2 审核未通过. */
  auditStatus: z.number().int(),
  auditStatusLabel: z.string(),
  auditReason: z.string().nullable(),
  /** True for the approved seal in force: the one stamped on contracts. */
  inForce: z.boolean(),
  submittedAt: z.string(),
  submittedByName: z.string().nullable(),
  auditedAt: z.string().nullable(),
});
export type Seal = z.infer<typeof sealSchema>;

/** The history of seal applications kept in info (newest first). */
export const SEAL_HISTORY_LIMIT = 50;

export const sealInfoSchema = z.object({
  role: z.enum(SEAL_ROLES),
  roleLabel: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  /** The approved seal in force of this role, or null. */
  active: sealSchema.nullable(),
  /**
   * The seal the company signs with in this role now: its own in force, else (buyer and seller) the company's contract
   * seal; null: it cannot sign in this role.
   */
  signsWith: sealSchema.nullable(),
  /** The newest application whatever its status (its status and reason are the seal's audit state). */
  latest: sealSchema.nullable(),
  /** The change under review (审核中), or null. */
  pending: sealSchema.nullable(),
  /** Whether update needs `oldCode` (the company already has an approved seal of this role). */
  needsOldCode: z.boolean(),
  /** Where send/old/code sends: the main account's mobile, masked. */
  mainMobileMasked: z.string(),
  /** Every application, newest first (at most SEAL_HISTORY_LIMIT). */
  history: z.array(sealSchema),
});
export type SealInfo = z.infer<typeof sealInfoSchema>;

/** POST /company/{role}/seal/audit (operator): approve, or reject with a reason. */
export const sealAuditBody = auditDecisionBody('seal.reasonRequired');

/** POST /admin/seal/audit/list (operator): pending first (oldest first), then the rest newest first. */
export const adminSealListBody = pageQuerySchema
  .extend({
    status: auditStatusFilter.optional(),
    role: z.enum(SEAL_ROLES, { error: fieldError }).optional(),
    /** Part of the company name or credit code. */
    keyword: stringField().trim().max(100, { error: 'field.tooLong' }).optional(),
  })
  .strict();
export type AdminSealListBody = z.infer<typeof adminSealListBody>;

export const adminSealSchema = sealSchema.extend({
  companyId: z.number().int(),
  /** The company's name now (compare with nameOnSeal). */
  companyName: z.string(),
  creditCode: z.string(),
  /** The operator sees the keeper's mobile in full. */
  holderMobile: z.string(),
});
export type AdminSeal = z.infer<typeof adminSealSchema>;

/** POST /admin/seal/detail (operator). */
export const adminSealIdBody = z.object({ id: idField }).strict();

export const SEAL_ACTIONS = ['submit', 'approve', 'reject'] as const;
export type SealAction = (typeof SEAL_ACTIONS)[number];

export const sealHistoryEntrySchema = auditLogSchema(SEAL_ACTIONS);
export type SealHistoryEntry = z.infer<typeof sealHistoryEntrySchema>;

export const adminSealDetailSchema = adminSealSchema.extend({
  /**
   * Under review only: the seal in force for the same company and role that approving would replace, or null when
   * there is none (a first seal). Null for a decided application, which replaces nothing: approved, it is the seal in
   * force (inForce) or one a later approval replaced; rejected, it never was.
   */
  replaces: sealSchema.nullable(),
  /** This application's audit trail, oldest first. */
  history: z.array(sealHistoryEntrySchema),
});
export type AdminSealDetail = z.infer<typeof adminSealDetailSchema>;

const tags = ['company seal'];
const adminTags = ['admin'];
/** Seal management: main account or a sub-account granted company.seal, of a certified company. */
const permission = 'company.seal';

/** One role's seal calls, under /company/{role}/seal/…: the buyer's and the seller's are the same calls. */
const roleSealRoutes = <Role extends SealRole>(role: Role) => ({
  info: defineRoute({
    method: 'POST',
    path: `/company/${role}/seal/info`,
    input: sealInfoBody.nullish(),
    answer: sealInfoSchema,
    summary: `The ${role} seal of the active company (or of companyId, a company the caller belongs to): the seal in force, a change under review, history`,
    tags,
  }),
  preview: defineRoute({
    method: 'POST',
    path: `/company/${role}/seal/preview`,
    input: sealPreviewBody.nullish(),
    answer: sealPreviewSchema,
    summary: `The ${role} seal the platform would generate from the company name (PNG data URL; nothing stored)`,
    tags,
    permission,
    approvedCompany: true,
  }),
  sendOldCode: defineRoute({
    method: 'POST',
    path: `/company/${role}/seal/send/old/code`,
    input: sealSendOldCodeBody.nullish(),
    answer: sendCodeResult,
    summary: `Send a code to the main account’s mobile, confirming a change of the ${role} seal (captcha first)`,
    tags,
    permission,
    approvedCompany: true,
  }),
  sendNewCode: defineRoute({
    method: 'POST',
    path: `/company/${role}/seal/send/new/code`,
    input: sealSendNewCodeBody,
    answer: sendCodeResult,
    summary: `Send a code to the mobile of the person who will keep the ${role} seal (captcha first)`,
    tags,
    permission,
    approvedCompany: true,
  }),
  update: defineRoute({
    method: 'POST',
    path: `/company/${role}/seal/update`,
    input: sealUpdateBody,
    answer: sealSchema,
    summary: `Apply for a new ${role} seal (generated or uploaded) with the SMS codes; under review until the operator decides`,
    tags,
    permission,
    approvedCompany: true,
  }),
  audit: defineRoute({
    method: 'POST',
    path: `/company/${role}/seal/audit`,
    input: sealAuditBody,
    answer: sealSchema,
    summary: `Approve, or reject with a reason, a ${role} seal application under review (operator)`,
    tags: [...tags, ...adminTags],
    auth: 'operator',
  }),
});

/**
 * SPEC §7 "Company": the buyer and the seller seal calls (info, send/old/code, send/new/code, update, audit, plus a
 * preview of the generated seal) and the operator's seal queue.
 */
export const sealRoutes = {
  contract: roleSealRoutes('contract'),
  buyer: roleSealRoutes('buyer'),
  seller: roleSealRoutes('seller'),
  adminQueue: defineRoute({
    method: 'POST',
    path: '/admin/seal/audit/list',
    input: adminSealListBody.nullish(),
    answer: pageSchema(adminSealSchema),
    summary:
      'Seal applications: under review first (oldest first), then the rest newest first; status, role, keyword narrow (operator)',
    tags: adminTags,
    auth: 'operator',
  }),
  adminDetail: defineRoute({
    method: 'POST',
    path: '/admin/seal/detail',
    input: adminSealIdBody,
    answer: adminSealDetailSchema,
    summary:
      'One seal application with its company, its audit trail and, while under review, the seal in force it would replace (operator)',
    tags: adminTags,
    auth: 'operator',
  }),
};
