import { z } from 'zod';
import { auditDecisionBody, auditStatusFilter, draftAuditLogSchema } from './audit.ts';
import { emptySchema, pageQuerySchema, pageSchema } from './envelope.ts';
import { fieldError, idField, stringField } from './fields.ts';
import { fileKeyField } from './files.ts';
import type { MessageKey } from './i18n/zh.ts';
import { defineRoute } from './route.ts';

/**
 * The certificates a chemical trader holds (DESIGN §6). Buying or listing a dangerous good needs an
 * approved, unexpired `hazchem_business` (危险化学品经营许可证). Labels: `certificate.type.<code>`.
 */
export const CERTIFICATE_TYPES = [
  'hazchem_business',
  'hazchem_production',
  'hazchem_registration',
  'precursor_filing',
  'road_transport',
  'industrial_production',
] as const;
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];

/** A company keeps at most this many certificates (409 over it). */
export const CERTIFICATE_LIMIT = 50;

/** The certificate that allows buying and listing dangerous goods. */
export const DANGEROUS_GOODS_LICENCE: CertificateType = 'hazchem_business';

export const certificateTypeLabelKey = (type: CertificateType): MessageKey => `certificate.type.${type}`;

/**
 * Where a certificate stands: 'draft' (saved, not submitted) or SPEC §3's audit status
 * 0 审核中, 1 审核通过, 2 审核未通过. `auditStatus` is null for a draft.
 */
export const CERTIFICATE_STATES = ['draft', '0', '1', '2'] as const;
export type CertificateState = (typeof CERTIFICATE_STATES)[number];
export const certificateStateLabelKey = (auditStatus: number | null): MessageKey =>
  `certificate.status.${auditStatus === null ? 'draft' : (String(auditStatus) as '0' | '1' | '2')}`;

/** A certificate is "expiring" this many days before its last valid day. */
export const EXPIRING_WITHIN_DAYS = 30;

/**
 * valid / expiring (last valid day within 30 days) / expired (after validTo) / notYetValid (before
 * validFrom). Both dates are inclusive. Labels: `certificate.expiry.<state>`.
 */
export const EXPIRY_STATES = ['valid', 'expiring', 'expired', 'notYetValid'] as const;
export type ExpiryState = (typeof EXPIRY_STATES)[number];
export const expiryStateLabelKey = (state: ExpiryState): MessageKey => `certificate.expiry.${state}`;

const DAY_MS = 24 * 3600 * 1000;
const dayNumber = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;

/** Whole days from `from` to `to` (YYYY-MM-DD); negative when `to` is earlier. */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

/** The calendar day `days` after `day` (YYYY-MM-DD; negative: before). */
export const shiftDay = (day: string, days: number) => new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);

/** The expiry state of a certificate valid from `validFrom` to `validTo` (inclusive) on `today`. */
export function expiryStateOf(validFrom: string, validTo: string, today: string): ExpiryState {
  if (today < validFrom) return 'notYetValid';
  if (today > validTo) return 'expired';
  return daysBetween(today, validTo) < EXPIRING_WITHIN_DAYS ? 'expiring' : 'valid';
}

const CHINA_OFFSET_MS = 8 * 3600 * 1000;

/** The calendar day (YYYY-MM-DD) of an instant in China (Asia/Shanghai, UTC+8, no daylight saving). */
export const chinaDate = (instant: Date = new Date()) => new Date(instant.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/** The minute (YYYY-MM-DD HH:mm) of an instant in China, as a deadline is told. */
export const chinaMinute = (instant: Date) =>
  new Date(instant.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

/** The first instant of the calendar day in China that holds `instant` (its midnight, 16:00 UTC the day before). */
export const chinaDayStart = (instant: Date) =>
  new Date(Math.floor((instant.getTime() + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS);

/** The first instant of the next calendar day in China after `instant`. */
export const nextChinaMidnight = (instant: Date) => new Date(chinaDayStart(instant).getTime() + DAY_MS);

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (v: string) => {
  if (!DATE_PATTERN.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** A calendar date YYYY-MM-DD. */
export const dateField = stringField().trim().refine(isCalendarDate, { error: 'date.invalid' });

const certificateFields = z.object({
  /** Absent for a new certificate; an existing draft or rejected one is edited. */
  id: idField.optional(),
  type: z.enum(CERTIFICATE_TYPES, { error: fieldError }),
  /** The number printed on the certificate. */
  number: stringField().trim().min(1, { error: 'field.required' }).max(64, { error: 'field.tooLong' }),
  /** 许可范围 / 经营范围 as printed. */
  scope: stringField().trim().min(1, { error: 'field.required' }).max(2000, { error: 'field.tooLong' }),
  validFrom: dateField,
  validTo: dateField,
  /** Key of the scan, uploaded by the caller through /encry/upload/img or /encry/upload/pdf. */
  fileKey: fileKeyField,
});

/** POST /company/dangerous/cert/save: a new draft, or an edit of a draft or rejected certificate. */
export const certificateSaveBody = certificateFields.strict().superRefine((body, ctx) => {
  if (body.validTo <= body.validFrom)
    ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'certificate.validToBeforeFrom' });
});
export type CertificateSaveBody = z.infer<typeof certificateSaveBody>;

/** POST /company/dangerous/cert/submit and /company/dangerous/cert/remove. */
export const certificateIdBody = z.object({ id: idField }).strict();

export const certificateSchema = z.object({
  id: z.number().int(),
  type: z.enum(CERTIFICATE_TYPES),
  /** The type's name in the caller's language. */
  typeLabel: z.string(),
  number: z.string(),
  scope: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  fileKey: z.string(),
  /** Preview URL (/seeEncryptionView) of the scan. */
  fileUrl: z.string(),
  /** null draft (未提交), 0 审核中, 1 审核通过, 2 审核未通过. */
  auditStatus: z.number().int().nullable(),
  /** The audit state in the caller's language (未提交 / 审核中 / 审核通过 / 审核未通过). */
  auditStatusLabel: z.string(),
  /** The operator's reason for the last rejection (审核未通过). */
  auditReason: z.string().nullable(),
  expiryState: z.enum(EXPIRY_STATES),
  expiryLabel: z.string(),
  /** Days from today to the last valid day (negative once expired). */
  daysToExpiry: z.number().int(),
  submittedAt: z.string().nullable(),
  auditedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** POST /company/dangerous/cert/list: the active company's certificates, newest first. */
export const certificateListSchema = z.array(certificateSchema);

/** GET /admin/certificate/audit/list: submitted certificates; `status` 0/1/2 narrows (default: all). */
export const adminCertificateListQuery = pageQuerySchema.extend({ status: auditStatusFilter.optional() });

export const adminCertificateSchema = certificateSchema.extend({
  companyId: z.number().int(),
  companyName: z.string(),
  creditCode: z.string(),
});
export type AdminCertificate = z.infer<typeof adminCertificateSchema>;

/** POST /admin/certificate/audit: approve, or reject with a reason (required to reject). */
export const certificateAuditBody = auditDecisionBody('certificate.reasonRequired');

export const CERTIFICATE_ACTIONS = ['create', 'update', 'submit', 'approve', 'reject', 'remove'] as const;
export type CertificateAction = (typeof CERTIFICATE_ACTIONS)[number];

/**
 * Every change of one certificate, oldest first: POST /company/dangerous/cert/history {id} (the
 * company's own, removed ones too) and GET /admin/certificate/history ?id (operator).
 */
export const certificateHistoryQuery = z.object({ id: idField });

export const certificateHistoryEntrySchema = draftAuditLogSchema(CERTIFICATE_ACTIONS).extend({
  /** The certificate as it stood after this change. */
  snapshot: z.object({
    type: z.string(),
    number: z.string(),
    scope: z.string(),
    validFrom: z.string(),
    validTo: z.string(),
    fileKey: z.string(),
  }),
});
export type CertificateHistoryEntry = z.infer<typeof certificateHistoryEntrySchema>;
export const certificateHistorySchema = z.array(certificateHistoryEntrySchema);

const tags = ['dangerous-goods certificate'];
const adminTags = ['admin'];
const permission = 'company.certificate';

/** SPEC §7 "Company": dangerous-goods certificates (/manage/forcertificates) and their operator audit. */
export const certificateRoutes = {
  save: defineRoute({
    method: 'POST',
    path: '/company/dangerous/cert/save',
    input: certificateSaveBody,
    answer: certificateSchema,
    summary: 'Save a certificate as a draft, or edit a draft or rejected one (scan from /encry/upload/img or pdf)',
    tags,
    permission,
  }),
  submit: defineRoute({
    method: 'POST',
    path: '/company/dangerous/cert/submit',
    input: certificateIdBody,
    answer: certificateSchema,
    summary: 'Submit a draft or rejected certificate for review (审核中)',
    tags,
    permission,
  }),
  list: defineRoute({
    method: 'POST',
    path: '/company/dangerous/cert/list',
    answer: certificateListSchema,
    summary: 'The active company’s certificates with audit status and expiry (valid / expiring / expired)',
    tags,
    permission,
  }),
  remove: defineRoute({
    method: 'POST',
    path: '/company/dangerous/cert/remove',
    input: certificateIdBody,
    answer: emptySchema,
    summary: 'Remove a certificate (not while under review)',
    tags,
    permission,
  }),
  history: defineRoute({
    method: 'POST',
    path: '/company/dangerous/cert/history',
    input: certificateIdBody,
    answer: certificateHistorySchema,
    summary: 'Every change of one of the company’s certificates, oldest first (audit reasons included)',
    tags,
    permission,
  }),
  adminQueue: defineRoute({
    method: 'GET',
    path: '/admin/certificate/audit/list',
    input: adminCertificateListQuery,
    answer: pageSchema(adminCertificateSchema),
    summary: 'Submitted dangerous-goods certificates, newest submission first; status 0/1/2 narrows (operator)',
    tags: adminTags,
    auth: 'operator',
  }),
  audit: defineRoute({
    method: 'POST',
    path: '/admin/certificate/audit',
    input: certificateAuditBody,
    answer: certificateSchema,
    summary: 'Approve, or reject with a reason, a certificate under review (operator)',
    tags: adminTags,
    auth: 'operator',
  }),
  adminHistory: defineRoute({
    method: 'GET',
    path: '/admin/certificate/history',
    input: certificateHistoryQuery,
    answer: certificateHistorySchema,
    summary: 'Every change of one certificate, oldest first (operator)',
    tags: adminTags,
    auth: 'operator',
  }),
};
