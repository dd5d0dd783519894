import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { stringField } from './fields.ts';
import { defineRoute } from './route.ts';

/**
 * SPEC §7 "Service fee and agreements": the platform's versioned user agreement (用户协议),
 * privacy policy (隐私政策) and warehouse receipt agreement (仓单协议). Texts are Markdown; the web renders them with raw HTML disabled
 * (HTML in the source shows as text), so a published text can never run script in a reader's page.
 */
export const AGREEMENT_TYPES = ['user', 'privacy', 'receipt'] as const;
export type AgreementType = (typeof AGREEMENT_TYPES)[number];
/** What every user accepts for themself; the receipt agreement (仓单协议) is affirmed by a company for itself. */
export const USER_AGREEMENT_TYPES = ['user', 'privacy'] as const;
export type UserAgreementType = (typeof USER_AGREEMENT_TYPES)[number];

export const AGREEMENT_TITLE_MAX = 100;
/** Markdown source, characters. */
export const AGREEMENT_CONTENT_MAX = 100_000;

export const agreementTypeField = z.enum(AGREEMENT_TYPES, { error: 'agreement.typeInvalid' });

/** A version number as sent by JSON or a form post; 0 means "none published" for that type. */
const versionField = z.coerce
  .number({ error: 'agreement.versionInvalid' })
  .int({ error: 'agreement.versionInvalid' })
  .min(0, { error: 'agreement.versionInvalid' });

/** One published version; versions of a type count up from 1 and are read-only once published. */
export const agreementVersionSchema = z.object({
  id: z.number().int(),
  type: z.enum(AGREEMENT_TYPES),
  version: z.number().int(),
  title: z.string(),
  /** Markdown. */
  content: z.string(),
  publishedAt: z.string(),
});
export type AgreementVersion = z.infer<typeof agreementVersionSchema>;

/**
 * GET|POST /bs/agreement/template/user/agreement/info and …/privacy/agreement/info (public): the
 * current version, or `data: null` when none is published. `acceptedVersion` is the caller's
 * accepted version of this type (0 = none yet), null without a session.
 */
export const agreementInfoSchema = agreementVersionSchema.extend({
  acceptedVersion: z.number().int().nullable(),
});
export type AgreementInfo = z.infer<typeof agreementInfoSchema>;

/** GET|POST /bs/agreement/template/agreement/select (operator): every version, newest first. */
export const agreementSelectQuery = pageQuerySchema.extend({ type: agreementTypeField.optional() });
export type AgreementSelectQuery = z.infer<typeof agreementSelectQuery>;
/** The SPEC's client may post no body at all: that is the first page. */
export const agreementSelectBody = z.preprocess((body) => body ?? {}, agreementSelectQuery);

export const agreementAdminRecordSchema = agreementVersionSchema.extend({
  /** The version users must accept now. */
  current: z.boolean(),
  publishedBy: z.string().nullable(),
});
export type AgreementAdminRecord = z.infer<typeof agreementAdminRecordSchema>;

/** POST /bs/agreement/template/update (operator): publish the next version of a type. */
export const agreementPublishBody = z
  .object({
    type: agreementTypeField,
    title: stringField().trim().min(1, { error: 'field.required' }).max(AGREEMENT_TITLE_MAX, { error: 'field.tooLong' }),
    content: stringField().trim().min(1, { error: 'field.required' }).max(AGREEMENT_CONTENT_MAX, { error: 'field.tooLong' }),
  })
  .strict();
export type AgreementPublishBody = z.infer<typeof agreementPublishBody>;

/** The versions a user accepts (POST /user/update/version, and registration). */
export const agreementAcceptanceFields = {
  userAgreementVersion: versionField,
  privacyVersion: versionField,
};

/** POST /user/update/version: accept the current versions of both texts (an older one answers 409). */
export const acceptAgreementBody = z.object(agreementAcceptanceFields).strict();
export type AcceptAgreementBody = z.infer<typeof acceptAgreementBody>;

/** The caller's accepted versions against the current ones; `pending` means calls answer AGREEMENT_REQUIRED. */
export const agreementStatusSchema = z.object({
  userAgreementVersion: z.number().int(),
  privacyVersion: z.number().int(),
  currentUserAgreementVersion: z.number().int(),
  currentPrivacyVersion: z.number().int(),
  pending: z.boolean(),
});
export type AgreementStatus = z.infer<typeof agreementStatusSchema>;

/**
 * `data` of a 403 AGREEMENT_REQUIRED answer: the current versions to show and accept
 * (0 when a type has none published).
 */
export interface AgreementRequiredData {
  error: 'AGREEMENT_REQUIRED';
  userAgreementVersion: number;
  privacyVersion: number;
}

const tags = ['agreement'];
const infoAnswer = agreementInfoSchema.nullable();
const selectAnswer = pageSchema(agreementAdminRecordSchema);
const selectSummary = 'Every published version of both agreements (or one type), newest first (operator)';
const userInfoSummary =
  "The current user agreement (用户协议); null when none is published. acceptedVersion: the caller's (null without a session)";
const privacyInfoSummary =
  "The current privacy policy (隐私政策); null when none is published. acceptedVersion: the caller's (null without a session)";

/**
 * SPEC §7 "Service fee and agreements": versioned user agreement and privacy policy (Markdown), published by the
 * operator; users accept the current versions. SPEC lists both methods' clients of the texts and of the operator's
 * list, so GET and POST answer alike.
 */
export const agreementRoutes = {
  userInfo: defineRoute({
    method: 'GET',
    path: '/bs/agreement/template/user/agreement/info',
    answer: infoAnswer,
    summary: userInfoSummary,
    tags,
    auth: 'public',
  }),
  userInfoPosted: defineRoute({
    method: 'POST',
    path: '/bs/agreement/template/user/agreement/info',
    answer: infoAnswer,
    summary: userInfoSummary,
    tags,
    auth: 'public',
  }),
  privacyInfo: defineRoute({
    method: 'GET',
    path: '/bs/agreement/template/privacy/agreement/info',
    answer: infoAnswer,
    summary: privacyInfoSummary,
    tags,
    auth: 'public',
  }),
  privacyInfoPosted: defineRoute({
    method: 'POST',
    path: '/bs/agreement/template/privacy/agreement/info',
    answer: infoAnswer,
    summary: privacyInfoSummary,
    tags,
    auth: 'public',
  }),
  select: defineRoute({
    method: 'GET',
    path: '/bs/agreement/template/agreement/select',
    input: agreementSelectQuery,
    answer: selectAnswer,
    summary: selectSummary,
    tags,
    auth: 'operator',
  }),
  selectPosted: defineRoute({
    method: 'POST',
    path: '/bs/agreement/template/agreement/select',
    input: agreementSelectBody,
    answer: selectAnswer,
    summary: selectSummary,
    tags,
    auth: 'operator',
  }),
  publish: defineRoute({
    method: 'POST',
    path: '/bs/agreement/template/update',
    input: agreementPublishBody,
    answer: agreementAdminRecordSchema,
    summary: 'Publish the next version of an agreement; older versions stay read-only, users must accept it (operator)',
    tags,
    auth: 'operator',
  }),
  accept: defineRoute({
    method: 'POST',
    path: '/user/update/version',
    input: acceptAgreementBody,
    answer: agreementStatusSchema,
    summary: 'Accept the current user agreement and privacy policy versions (an older version answers 409)',
    tags,
  }),
};

/**
 * The receipt agreement as a company sees it: the current version (null when none is published) and the version the
 * active company affirmed (0 = none). `pending`: a receipt action waits until the current version is affirmed.
 */
export const receiptAgreementStatusSchema = z.object({
  current: agreementVersionSchema.nullable(),
  affirmedVersion: z.number().int(),
  affirmedAt: z.string().nullable(),
  affirmedBy: z.string().nullable(),
  pending: z.boolean(),
});
export type ReceiptAgreementStatus = z.infer<typeof receiptAgreementStatusSchema>;

/** POST /wr/agreement/template/affirm: the version read; an older one answers 409 with the current one. */
export const receiptAgreementAffirmBody = z
  .object({ version: versionField.refine((v) => v >= 1, { error: 'agreement.versionInvalid' }) })
  .strict();

const receiptTags = ['warehouse receipt agreement'];

/** SPEC §7: the warehouse receipt agreement a company affirms before its receipt actions. */
export const receiptAgreementRoutes = {
  info: defineRoute({
    method: 'POST',
    path: '/wr/agreement/template/info',
    answer: receiptAgreementStatusSchema,
    summary: 'The current receipt agreement (仓单协议) and the version the active company affirmed',
    tags: receiptTags,
  }),
  checkVersion: defineRoute({
    method: 'POST',
    path: '/wr/agreement/template/checkVersion',
    answer: receiptAgreementStatusSchema,
    summary: 'Whether the active company must affirm a newer receipt agreement before its next receipt action',
    tags: receiptTags,
  }),
  affirm: defineRoute({
    method: 'POST',
    path: '/wr/agreement/template/affirm',
    input: receiptAgreementAffirmBody,
    answer: receiptAgreementStatusSchema,
    summary: 'Affirm the current receipt agreement for the active company (an older version answers 409)',
    tags: receiptTags,
    permission: ['receipt.manage', 'receipt.trade'],
  }),
};
