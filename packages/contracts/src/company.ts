import { z } from 'zod';
import { auditDecisionBody, auditLogSchema, auditStateShape, auditStatusFilter } from './audit.ts';
import { isValidCreditCode } from './credit-code.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { idField, mobileField, stringField } from './fields.ts';
import { fileKeyField, uploadResultSchema } from './files.ts';
import type { MessageKey } from './i18n/zh.ts';
import { placeCodeField } from './places.ts';
import { defineRoute } from './route.ts';

/**
 * SPEC §7 "Company": certification (认证) and its audit, the active company and switching, the
 * public profile and pickers; the operator's audit queue under /admin/company/….
 * Audit status is SPEC §3's: 0 审核中, 1 审核通过, 2 审核未通过 (labels `auditStatus.<n>`).
 */

/** 统一社会信用代码: upper-cased, checked by its GB 32100 check digit. */
export const creditCodeField = stringField()
  .trim()
  .toUpperCase()
  .refine((code) => isValidCreditCode(code), { error: 'creditCode.invalid' });

/** A bank account number as printed on contracts: digits, grouped by spaces or hyphens; empty for none. */
export const BANK_ACCOUNT_PATTERN = /^(\d[\d -]{6,38}\d)?$/;
/** The longest 开户银行 and 银行账号 (the pattern's own bound), for the schema and the form alike. */
export const BANK_FIELD_MAX = { bankName: 100, bankAccount: 40 } as const;

const text = (max: number) => stringField().trim().min(1, { error: 'field.required' }).max(max);

/** The fields of a certification application, in form order. Labels: `companyField.<name>`. */
export const COMPANY_FIELDS = [
  'name',
  'creditCode',
  'legalPerson',
  'registeredAddress',
  'provinceCode',
  'cityCode',
  'areaCode',
  'contactName',
  'contactMobile',
  'bankName',
  'bankAccount',
  'licenseFileKey',
  'intro',
] as const;
export type CompanyField = (typeof COMPANY_FIELDS)[number];

/**
 * What an approved company may still change through /company/update; the rest is certified. The receiving account
 * changes with the company's bank, each change kept in the history; a contract keeps the one it was drawn with.
 */
export const COMPANY_CONTACT_FIELDS = [
  'contactName',
  'contactMobile',
  'bankName',
  'bankAccount',
  'intro',
] as const satisfies readonly CompanyField[];

/** The fields a company may leave empty (stored as null). */
export const COMPANY_OPTIONAL_FIELDS = ['bankName', 'bankAccount', 'intro'] as const satisfies readonly CompanyField[];

export const companyFieldLabelKey = (field: CompanyField): MessageKey => `companyField.${field}`;

const applicationShape = {
  /** 企业名称, as on the licence. */
  name: text(100),
  creditCode: creditCodeField,
  /** 法定代表人. */
  legalPerson: text(50),
  /** 注册地址 (住所). */
  registeredAddress: text(200),
  provinceCode: placeCodeField,
  cityCode: placeCodeField,
  areaCode: placeCodeField,
  contactName: text(50),
  contactMobile: mobileField,
  /** 开户银行 of the company's receiving account, printed on its contracts (the seller's: where the buyer pays). */
  bankName: stringField().trim().max(BANK_FIELD_MAX.bankName).optional(),
  /** 银行账号 of that account: digits, grouped by spaces or hyphens as people write them (8–40 characters). */
  bankAccount: stringField().trim().regex(BANK_ACCOUNT_PATTERN, { error: 'company.bankAccountInvalid' }).optional(),
  /** Key answered by /encry/upload/img (png, jpg, jpeg, bmp) uploaded by the caller. */
  licenseFileKey: fileKeyField,
  /** 企业简介, shown on the public profile. */
  intro: stringField().trim().max(2000).optional(),
};

/** POST /company/certification: apply; the caller becomes the company's main account. */
export const certificationBody = z.object(applicationShape).strict();
export type CertificationInput = z.infer<typeof certificationBody>;

/**
 * POST /company/update: the fields to change (others keep their value) of the active company, or of
 * `id` when given. Rejected → corrected and back under review ('resubmit'); under review → edited
 * ('update'); approved → only COMPANY_CONTACT_FIELDS may change (409 otherwise).
 */
export const companyUpdateBody = z.object(applicationShape).partial().extend({ id: idField.optional() }).strict();
export type CompanyUpdateInput = z.infer<typeof companyUpdateBody>;

export const COMPANY_AUDIT_ACTIONS = ['submit', 'update', 'resubmit', 'approve', 'reject'] as const;
export type CompanyAuditAction = (typeof COMPANY_AUDIT_ACTIONS)[number];
export const companyAuditActionLabelKey = (action: CompanyAuditAction): MessageKey => `companyAuditAction.${action}`;

/** A company as its members and the operator see it. */
export const companyDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  creditCode: z.string(),
  legalPerson: z.string(),
  registeredAddress: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  areaCode: z.string(),
  areaName: z.string(),
  contactName: z.string(),
  contactMobile: z.string(),
  bankName: z.string().nullable(),
  bankAccount: z.string().nullable(),
  licenseFileKey: z.string(),
  /** /seeEncryptionView link of the licence scan (members and the operator may open it). */
  licenseUrl: z.string(),
  intro: z.string().nullable(),
  ...auditStateShape,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

/** One entry of a certification's history (company_audit_logs), oldest first. */
export const companyAuditLogSchema = auditLogSchema(COMPANY_AUDIT_ACTIONS);
export type CompanyAuditLog = z.infer<typeof companyAuditLogSchema>;

/** GET|POST /company/audit: the applicant's view; `company` null before any application. */
export const companyAuditViewSchema = z.object({
  company: companyDetailSchema.nullable(),
  history: z.array(companyAuditLogSchema),
});
export type CompanyAuditView = z.infer<typeof companyAuditViewSchema>;

/** GET /company/audit ?id (optional: defaults to the active company). */
export const companyAuditQuery = z.object({ id: idField.optional() }).strict();

export const grantedPermissionSchema = z.object({
  code: z.string(),
  label: z.string(),
  group: z.string(),
  groupLabel: z.string(),
});

/** /company/authorization/info: the caller's standing in the active company. */
export const companyAuthorizationSchema = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  auditStatus: z.number().int(),
  auditStatusLabel: z.string(),
  /** 主账号 holds every permission; 子账号 what was granted. */
  isMain: z.boolean(),
  roleLabel: z.string(),
  permissions: z.array(grantedPermissionSchema),
});
export type CompanyAuthorization = z.infer<typeof companyAuthorizationSchema>;

/** GET /company/information ?id: the public profile of an approved company. */
export const companyInformationQuery = z.object({ id: idField }).strict();
export const companyProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  intro: z.string().nullable(),
  provinceName: z.string(),
  cityName: z.string(),
  areaName: z.string(),
  /** When the company was certified (审核通过). */
  certifiedAt: z.string(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** POST /company/change/company: act for another company the caller is an enabled member of. */
export const changeCompanyBody = z.object({ companyId: idField }).strict();

/** GET /company/my/list: the caller's enabled memberships, for the company switcher. */
export const myCompanySchema = z.object({
  companyId: z.number().int(),
  name: z.string(),
  auditStatus: z.number().int(),
  auditStatusLabel: z.string(),
  isMain: z.boolean(),
  /** The company the caller acts for now. */
  active: z.boolean(),
});
export type MyCompany = z.infer<typeof myCompanySchema>;

const keywordField = stringField().trim().max(100).optional();

/** GET /company/passCompanyList: approved companies for pickers; keyword matches name or credit code. */
export const passCompanyListQuery = pageQuerySchema.extend({ keyword: keywordField });
export const passCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  creditCode: z.string(),
  provinceName: z.string(),
  cityName: z.string(),
});
export type PassCompany = z.infer<typeof passCompanySchema>;

// ── operator console ─────────────────────────────────────────────────────────────────────────

/** GET /admin/company/audit/list: the audit queue, oldest first; status defaults to 0 (审核中). */
export const adminCompanyAuditListQuery = pageQuerySchema.extend({
  status: auditStatusFilter.default(0),
  keyword: keywordField,
});

/** GET /admin/company/list: every company, newest first; keyword matches name, credit code or contact mobile. */
export const adminCompanyListQuery = pageQuerySchema.extend({
  status: auditStatusFilter.optional(),
  keyword: keywordField,
});

export const adminCompanyRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  creditCode: z.string(),
  legalPerson: z.string(),
  contactName: z.string(),
  contactMobile: z.string(),
  provinceName: z.string(),
  cityName: z.string(),
  auditStatus: z.number().int(),
  auditStatusLabel: z.string(),
  ownerUserName: z.string(),
  submittedAt: z.string(),
  auditedAt: z.string().nullable(),
});
export type AdminCompanyRow = z.infer<typeof adminCompanyRowSchema>;

export const adminCompanyDetailQuery = z.object({ id: idField }).strict();
export const adminCompanyDetailSchema = z.object({
  company: companyDetailSchema,
  owner: z.object({ id: z.number().int(), userName: z.string(), name: z.string(), mobile: z.string() }),
  memberCount: z.number().int(),
  history: z.array(companyAuditLogSchema),
});
export type AdminCompanyDetail = z.infer<typeof adminCompanyDetailSchema>;

/** POST /admin/company/audit: approve, or reject with a reason (required when rejecting). */
export const adminCompanyAuditBody = auditDecisionBody('company.rejectReasonRequired');
export type AdminCompanyAuditInput = z.infer<typeof adminCompanyAuditBody>;

const tags = ['company'];
const adminTags = ['admin'];

/** SPEC §7 "Company": certification and its audit as the applicant sees it, the active company, switching, pickers. */
export const companyRoutes = {
  certify: defineRoute({
    method: 'POST',
    path: '/company/certification',
    input: certificationBody,
    answer: companyDetailSchema,
    summary: 'Apply for company certification (企业认证); the caller becomes its main account and acts for it',
    tags,
  }),
  // /company/update and /company/audit take an optional id naming any company the caller belongs to, so the use
  // case checks company.info in that company rather than a route `permission`.
  update: defineRoute({
    method: 'POST',
    path: '/company/update',
    input: companyUpdateBody,
    answer: companyDetailSchema,
    summary:
      'Correct a rejected application (back under review), edit one under review, or change the contact, receiving account (main account only) or intro of a certified company',
    tags,
  }),
  audit: defineRoute({
    method: 'GET',
    path: '/company/audit',
    input: companyAuditQuery,
    answer: companyAuditViewSchema,
    summary: 'The applicant’s view of the certification: status, label, the operator’s reason, history',
    tags,
  }),
  auditPost: defineRoute({
    method: 'POST',
    path: '/company/audit',
    input: companyAuditQuery.optional(),
    answer: companyAuditViewSchema,
    summary: 'The applicant’s view of the certification (same as GET; body {id?})',
    tags,
  }),
  authorization: defineRoute({
    method: 'GET',
    path: '/company/authorization/info',
    answer: companyAuthorizationSchema,
    summary: 'The caller’s standing in the active company: main or sub-account, granted permissions with labels',
    tags,
  }),
  authorizationPost: defineRoute({
    method: 'POST',
    path: '/company/authorization/info',
    answer: companyAuthorizationSchema,
    summary: 'The caller’s standing in the active company: main or sub-account, granted permissions with labels',
    tags,
  }),
  info: defineRoute({
    method: 'GET',
    path: '/company/info',
    answer: companyDetailSchema,
    summary: 'The active company in full (members holding company.info)',
    tags,
    permission: 'company.info',
  }),
  information: defineRoute({
    method: 'GET',
    path: '/company/information',
    input: companyInformationQuery,
    answer: companyProfileSchema,
    summary: 'Public profile of a certified company (name, intro, region, certified since); 404 otherwise',
    tags,
    auth: 'public',
  }),
  change: defineRoute({
    method: 'POST',
    path: '/company/change/company',
    input: changeCompanyBody,
    answer: companyAuthorizationSchema,
    summary: 'Switch the active company (must be an enabled member); every later call acts for it',
    tags,
  }),
  myList: defineRoute({
    method: 'GET',
    path: '/company/my/list',
    answer: z.array(myCompanySchema),
    summary: 'The companies the caller belongs to (enabled memberships), for the company switcher',
    tags,
  }),
  passCompanyList: defineRoute({
    method: 'GET',
    path: '/company/passCompanyList',
    input: passCompanyListQuery,
    answer: pageSchema(passCompanySchema),
    summary: 'Certified (审核通过) companies for pickers; keyword matches name or credit code',
    tags,
  }),
  uploadPdf: defineRoute({
    method: 'POST',
    path: '/company/upload/pdf',
    upload: true,
    answer: uploadResultSchema,
    summary: 'Upload a company document (PDF, 40 MB), encrypted; the company’s members and the operator may view it',
    tags,
    permission: 'company.info',
  }),
  adminQueue: defineRoute({
    method: 'GET',
    path: '/admin/company/audit/list',
    input: adminCompanyAuditListQuery,
    answer: pageSchema(adminCompanyRowSchema),
    summary: 'Company certifications by status (default 0 审核中), oldest submission first (operator)',
    tags: adminTags,
    auth: 'operator',
  }),
  adminList: defineRoute({
    method: 'GET',
    path: '/admin/company/list',
    input: adminCompanyListQuery,
    answer: pageSchema(adminCompanyRowSchema),
    summary: 'Every company, newest first; status filter, keyword matches name, credit code or contact mobile (operator)',
    tags: adminTags,
    auth: 'operator',
  }),
  adminDetail: defineRoute({
    method: 'GET',
    path: '/admin/company/detail',
    input: adminCompanyDetailQuery,
    answer: adminCompanyDetailSchema,
    summary: 'A company’s application with its licence link, owner and history (operator)',
    tags: adminTags,
    auth: 'operator',
  }),
  adminAudit: defineRoute({
    method: 'POST',
    path: '/admin/company/audit',
    input: adminCompanyAuditBody,
    answer: companyDetailSchema,
    summary: 'Approve (审核通过) or reject (审核未通过, reason required) a certification under review (operator)',
    tags: adminTags,
    auth: 'operator',
  }),
};
