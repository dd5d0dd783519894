import { z } from 'zod';
import { auditDecisionBody, auditLogSchema, auditStateShape, auditStatusFilter } from './audit.ts';
import { certificateSchema } from './certificate.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { idField, mobileField, stringField } from './fields.ts';
import { fileKeyField } from './files.ts';
import type { MessageKey } from './i18n/zh.ts';
import { placeCodeField } from './places.ts';
import { chemicalFactsShape, publishStatusFilter } from './product.ts';
import { defineRoute } from './route.ts';

/**
 * SPEC §7 "Shop and product": a certified company's shop (店铺). Entry is an
 * application (/shop/register, accepting the current shop entry agreement) the operator audits
 * (SPEC §3: 0 审核中, 1 审核通过, 2 审核未通过); the shop is open once approved. One shop per
 * company. The caller's shop calls need the permission 'shop.manage'; public pages show open shops.
 */

const text = (max: number) => stringField().trim().min(1, { error: 'field.required' }).max(max, { error: 'field.tooLong' });
const optionalText = (max: number) => stringField().trim().max(max, { error: 'field.tooLong' }).optional();

/** A landline or other contact number: digits, spaces, + - ( ), 5–20 characters. */
export const PHONE_PATTERN = /^[0-9+\-() ]{5,20}$/;
const phoneField = stringField()
  .trim()
  .refine((v) => v === '' || PHONE_PATTERN.test(v), { error: 'shop.phoneInvalid' })
  .optional();

/** Public image keys answered by /oss/upload/img, uploaded by the caller. */
const imageKeyField = fileKeyField.optional();

/** The display fields of a shop: editable on an open shop through /shop/save without a new audit. */
export const SHOP_DISPLAY_FIELDS = [
  'logoKey',
  'bannerKey',
  'intro',
  'mainProducts',
  'contactName',
  'contactMobile',
  'contactPhone',
  'provinceCode',
  'cityCode',
  'areaCode',
  'address',
] as const;
/** Every field of an application, in form order. Labels: `shopField.<name>`. */
export const SHOP_FIELDS = ['name', ...SHOP_DISPLAY_FIELDS] as const;
export type ShopField = (typeof SHOP_FIELDS)[number];
export const shopFieldLabelKey = (field: ShopField): MessageKey => `shopField.${field}`;

const displayShape = {
  /** 店铺 logo (square image). */
  logoKey: imageKeyField,
  /** Banner of the shop page. */
  bannerKey: imageKeyField,
  /** 店铺简介. */
  intro: optionalText(2000),
  /** 主营产品, e.g. "乙二醇、苯乙烯、聚乙烯". */
  mainProducts: optionalText(500),
  contactName: text(50),
  contactMobile: mobileField,
  contactPhone: phoneField,
  provinceCode: placeCodeField,
  cityCode: placeCodeField,
  areaCode: placeCodeField,
  /** Street address (the region comes from the codes). */
  address: text(200),
};
const applicationShape = {
  /** 店铺名称, unique among live shops. */
  name: text(50),
  ...displayShape,
};

/** A shop entry agreement version as sent by JSON or a form post. */
const agreementVersionField = z.coerce
  .number({ error: 'shop.agreementRequired' })
  .int({ error: 'shop.agreementRequired' })
  .min(1, { error: 'shop.agreementRequired' });

/**
 * POST /shop/register: the active (certified) company applies for its shop, accepting the shop
 * entry agreement version /shop/agreement/info shows. The application is 审核中 until audited.
 */
export const shopRegisterBody = z.object({ ...applicationShape, agreementVersion: agreementVersionField }).strict();
export type ShopRegisterInput = z.infer<typeof shopRegisterBody>;

/**
 * POST /shop/update: change the application (fields not sent keep their value). 审核中 → edited in
 * place; 审核未通过 → corrected and back under review (resubmit). An open shop (审核通过) edits its
 * display fields with /shop/save instead; its name can no longer change (409).
 */
export const shopUpdateBody = z.object(applicationShape).partial().strict();
export type ShopUpdateInput = z.infer<typeof shopUpdateBody>;

/** POST /shop/save: an open shop's display fields (no new audit); the name is part of the audit and not accepted here. */
export const shopSaveBody = z.object(displayShape).partial().strict();
export type ShopSaveInput = z.infer<typeof shopSaveBody>;

export const SHOP_AUDIT_ACTIONS = ['submit', 'update', 'resubmit', 'approve', 'reject', 'save'] as const;
export type ShopAuditAction = (typeof SHOP_AUDIT_ACTIONS)[number];
export const shopAuditActionLabelKey = (action: ShopAuditAction): MessageKey => `shopAuditAction.${action}`;

/** A shop as its company and the operator see it. */
export const shopDetailSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  name: z.string(),
  logoKey: z.string().nullable(),
  logoUrl: z.string().nullable(),
  bannerKey: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  intro: z.string().nullable(),
  mainProducts: z.string().nullable(),
  contactName: z.string(),
  contactMobile: z.string(),
  contactPhone: z.string().nullable(),
  provinceCode: z.string().nullable(),
  provinceName: z.string(),
  cityCode: z.string().nullable(),
  cityName: z.string(),
  areaCode: z.string().nullable(),
  areaName: z.string(),
  address: z.string().nullable(),
  /** The shop entry agreement version accepted at entry. */
  entryAgreementVersion: z.number().int().nullable(),
  /** Audit status 1 审核通过 means the shop is open. */
  ...auditStateShape,
  /** True once approved: the public shop page is live. */
  open: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShopDetail = z.infer<typeof shopDetailSchema>;

/** One entry of a shop's history (shop_audit_logs), oldest first. */
export const shopAuditLogSchema = auditLogSchema(SHOP_AUDIT_ACTIONS);
export type ShopAuditLog = z.infer<typeof shopAuditLogSchema>;

/** GET|POST /shop/audit: the applicant's view of the entry audit; `shop` null before any application. */
export const shopAuditViewSchema = z.object({
  shop: shopDetailSchema.nullable(),
  history: z.array(shopAuditLogSchema),
});
export type ShopAuditView = z.infer<typeof shopAuditViewSchema>;

/**
 * GET|POST /shop/entry/info: what the entry page (/manage/entryapply) needs — the active company and
 * whether it may apply, the caller's application (null before one) with its history, and the
 * shop entry agreement version to accept. `company` is null for a user without a company.
 */
export const shopEntryInfoSchema = z.object({
  company: z
    .object({
      id: z.number().int(),
      name: z.string(),
      auditStatus: z.number().int(),
      auditStatusLabel: z.string(),
    })
    .nullable(),
  /** True when the company is certified and has no shop yet (POST /shop/register would be accepted). */
  canApply: z.boolean(),
  /** Why not, in the caller's language (null when canApply or the shop exists). */
  reason: z.string().nullable(),
  shop: shopDetailSchema.nullable(),
  history: z.array(shopAuditLogSchema),
  /** The current shop entry agreement version (0 when none is published). */
  agreementVersion: z.number().int(),
});
export type ShopEntryInfo = z.infer<typeof shopEntryInfoSchema>;

/** GET|POST /shop/info ?id: the public profile of an open shop (404 when not open). */
export const shopInfoQuery = z.object({ id: idField }).strict();
export const shopProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  intro: z.string().nullable(),
  mainProducts: z.string().nullable(),
  companyId: z.number().int(),
  companyName: z.string(),
  /** 企业简介 (the info tab). */
  companyIntro: z.string().nullable(),
  contactName: z.string(),
  contactMobile: z.string(),
  contactPhone: z.string().nullable(),
  provinceName: z.string(),
  cityName: z.string(),
  areaName: z.string(),
  address: z.string().nullable(),
  /** On-shelf products. */
  productCount: z.number().int(),
  /** When the shop opened (approved). */
  openedAt: z.string(),
});
export type ShopProfile = z.infer<typeof shopProfileSchema>;

const keywordField = stringField().trim().max(100).optional();

/** POST /shop/select (public): open shops, most products first; keyword matches shop name, main products or company name. */
export const shopSelectBody = pageQuerySchema.extend({ keyword: keywordField, provinceCode: placeCodeField.optional() }).strict();
export const shopCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  intro: z.string().nullable(),
  mainProducts: z.string().nullable(),
  companyName: z.string(),
  provinceName: z.string(),
  cityName: z.string(),
  productCount: z.number().int(),
  openedAt: z.string(),
});
export type ShopCard = z.infer<typeof shopCardSchema>;

export const SHOP_PRODUCT_SORTS = ['newest', 'priceAsc', 'priceDesc', 'hot'] as const;
export type ShopProductSort = (typeof SHOP_PRODUCT_SORTS)[number];

/** POST /shop/product/list (public): an open shop's on-shelf products. */
export const shopProductListBody = pageQuerySchema
  .extend({
    id: idField,
    keyword: keywordField,
    categoryId: idField.optional(),
    sort: z.enum(SHOP_PRODUCT_SORTS, { error: 'field.invalid' }).default('newest'),
  })
  .strict();
export type ShopProductListInput = z.infer<typeof shopProductListBody>;

/** A product as a shop page lists it. Money and quantities are decimal strings. */
export const shopProductCardSchema = z.object({
  id: z.number().int(),
  ...chemicalFactsShape,
  categoryId: z.number().int(),
  categoryName: z.string(),
  /** null: 面议 (price on request). */
  price: z.string().nullable(),
  minOrderQty: z.string(),
  stock: z.string(),
  deliveryPlace: z.string(),
  coverUrl: z.string().nullable(),
  isDangerous: z.boolean(),
  publishedAt: z.string().nullable(),
});
export type ShopProductCard = z.infer<typeof shopProductCardSchema>;

/** Own-product filter: -1 草稿 (never submitted), else AUDIT_STATUS. */
export const OWN_PRODUCT_DRAFT = -1;
const ownAuditFilter = z.coerce
  .number({ error: 'field.invalid' })
  .int({ error: 'field.invalid' })
  .refine((n) => n >= -1 && n <= 2, { error: 'field.invalid' });

/** POST /shop/own/product/list: the caller's shop's products in every state, newest change first. */
export const shopOwnProductListBody = pageQuerySchema
  .extend({ auditStatus: ownAuditFilter.optional(), publishStatus: publishStatusFilter.optional(), keyword: keywordField })
  .strict();
export type ShopOwnProductListInput = z.infer<typeof shopOwnProductListBody>;

export const shopOwnProductSchema = shopProductCardSchema.extend({
  /** null = draft (草稿), else AUDIT_STATUS. */
  auditStatus: z.number().int().nullable(),
  auditStatusLabel: z.string(),
  auditReason: z.string().nullable(),
  publishStatus: z.number().int(),
  publishStatusLabel: z.string(),
  updatedAt: z.string(),
});
export type ShopOwnProduct = z.infer<typeof shopOwnProductSchema>;

/** GET|POST /shop/agreement/info (public): the current shop entry agreement (Markdown), or null when none is published. */
export const shopAgreementSchema = z.object({
  version: z.number().int(),
  title: z.string(),
  content: z.string(),
  publishedAt: z.string(),
});
export type ShopAgreement = z.infer<typeof shopAgreementSchema>;

// ── operator console ─────────────────────────────────────────────────────────────────────────

/** GET /admin/shop/audit/list: entry applications by status (default 0 审核中), oldest first. */
export const adminShopAuditListQuery = pageQuerySchema.extend({ status: auditStatusFilter.default(0), keyword: keywordField });
/** GET /admin/shop/list: every shop, newest first; keyword matches shop name, company name or contact mobile. */
export const adminShopListQuery = pageQuerySchema.extend({ status: auditStatusFilter.optional(), keyword: keywordField });

export const adminShopRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  contactName: z.string(),
  contactMobile: z.string(),
  provinceName: z.string(),
  cityName: z.string(),
  auditStatus: z.number().int(),
  auditStatusLabel: z.string(),
  productCount: z.number().int(),
  submittedAt: z.string(),
  auditedAt: z.string().nullable(),
});
export type AdminShopRow = z.infer<typeof adminShopRowSchema>;

export const adminShopDetailQuery = z.object({ id: idField }).strict();
/** GET /admin/shop/detail: the application, the company behind it with its licence files, and the history. */
export const adminShopDetailSchema = z.object({
  shop: shopDetailSchema,
  company: z.object({
    id: z.number().int(),
    name: z.string(),
    creditCode: z.string(),
    legalPerson: z.string(),
    auditStatus: z.number().int(),
    auditStatusLabel: z.string(),
    /** /seeEncryptionView link of the business licence (营业执照) scan. */
    licenseUrl: z.string(),
  }),
  /** The company's submitted certificates (drafts left out), newest first. */
  certificates: z.array(certificateSchema),
  history: z.array(shopAuditLogSchema),
});
export type AdminShopDetail = z.infer<typeof adminShopDetailSchema>;

/** POST /admin/shop/audit: approve, or reject with a reason (required when rejecting). */
export const adminShopAuditBody = auditDecisionBody('shop.rejectReasonRequired');
export type AdminShopAuditInput = z.infer<typeof adminShopAuditBody>;

/** POST /admin/shop/agreement/publish: publish the next shop entry agreement version (Markdown). */
export const shopAgreementPublishBody = z
  .object({
    title: text(100),
    content: stringField().trim().min(1, { error: 'field.required' }).max(100_000, { error: 'field.tooLong' }),
  })
  .strict();
export type ShopAgreementPublishInput = z.infer<typeof shopAgreementPublishBody>;

/** GET and POST /shop/audit: the shop whose audit to show (the caller's by default). */
export const shopAuditQuery = z
  .object({ id: z.coerce.number({ error: 'field.invalid' }).int().positive({ error: 'field.invalid' }).optional() })
  .strict();

const tags = ['shop'];
const adminTags = ['admin'];
/** The caller's shop calls: a member holding 'shop.manage' of the active company. */
const permission = 'shop.manage';

const auditSummary =
  'The applicant’s view of the shop entry audit: the application, status label, the operator’s reason, history (id defaults to the caller’s shop; another company’s is 404)';
const entryInfoSummary =
  'The entry page’s state: the active company and whether it may apply (and why not), the caller’s application with status, reason and history, the agreement version to accept';
const infoSummary =
  'Public profile of an open shop (no login): name, logo, banner, intro, main products, company intro, contact, region, on-shelf product count, opened since; 404 when not open';
const agreementSummary =
  'The current shop entry agreement (店铺入驻协议, Markdown) accepted at /shop/register; data null when none is published';

/** SPEC §7 "Shop and product" (shop calls): entry, audit, the shop profile, public shop pages. */
export const shopRoutes = {
  register: defineRoute({
    method: 'POST',
    path: '/shop/register',
    input: shopRegisterBody,
    answer: shopDetailSchema,
    summary:
      'A certified company applies for its shop (one per company): name, logo, intro, main products, contact, region/address, accepting the shop entry agreement version of /shop/agreement/info → 审核中',
    tags,
    permission,
    approvedCompany: true,
  }),
  update: defineRoute({
    method: 'POST',
    path: '/shop/update',
    input: shopUpdateBody,
    answer: shopDetailSchema,
    summary:
      'Change the entry application: 审核中 → edited in place; 审核未通过 → corrected and back under review; an open shop answers 409 (use /shop/save; its name no longer changes)',
    tags,
    permission,
    approvedCompany: true,
  }),
  save: defineRoute({
    method: 'POST',
    path: '/shop/save',
    input: shopSaveBody,
    answer: shopDetailSchema,
    summary:
      'An open shop edits its display fields (logo, banner, intro, main products, contact, region, address) without a new audit; 409 while not open',
    tags,
    permission,
    approvedCompany: true,
  }),
  audit: defineRoute({
    method: 'GET',
    path: '/shop/audit',
    input: shopAuditQuery,
    answer: shopAuditViewSchema,
    summary: auditSummary,
    tags,
    permission,
  }),
  auditPost: defineRoute({
    method: 'POST',
    path: '/shop/audit',
    input: shopAuditQuery.nullish(),
    answer: shopAuditViewSchema,
    summary: auditSummary,
    tags,
    permission,
  }),
  entryInfo: defineRoute({
    method: 'GET',
    path: '/shop/entry/info',
    answer: shopEntryInfoSchema,
    summary: entryInfoSummary,
    tags,
  }),
  entryInfoPost: defineRoute({
    method: 'POST',
    path: '/shop/entry/info',
    answer: shopEntryInfoSchema,
    summary: entryInfoSummary,
    tags,
  }),
  info: defineRoute({
    method: 'GET',
    path: '/shop/info',
    input: shopInfoQuery,
    answer: shopProfileSchema,
    summary: infoSummary,
    tags,
    auth: 'public',
  }),
  infoPost: defineRoute({
    method: 'POST',
    path: '/shop/info',
    input: shopInfoQuery,
    answer: shopProfileSchema,
    summary: infoSummary,
    tags,
    auth: 'public',
  }),
  agreement: defineRoute({
    method: 'GET',
    path: '/shop/agreement/info',
    answer: shopAgreementSchema.nullable(),
    summary: agreementSummary,
    tags,
    auth: 'public',
  }),
  agreementPost: defineRoute({
    method: 'POST',
    path: '/shop/agreement/info',
    answer: shopAgreementSchema.nullable(),
    summary: agreementSummary,
    tags,
    auth: 'public',
  }),
  select: defineRoute({
    method: 'POST',
    path: '/shop/select',
    input: shopSelectBody.nullish(),
    answer: pageSchema(shopCardSchema),
    summary:
      'Open shops (no login), paged, most on-shelf products first; keyword matches shop name, main products or company name; optional province',
    tags,
    auth: 'public',
  }),
  products: defineRoute({
    method: 'POST',
    path: '/shop/product/list',
    input: shopProductListBody,
    answer: pageSchema(shopProductCardSchema),
    summary:
      'An open shop’s on-shelf products (no login), paged; keyword (name or CAS number), category, sort newest | priceAsc | priceDesc | hot; 404 when the shop is not open',
    tags,
    auth: 'public',
  }),
  ownProducts: defineRoute({
    method: 'POST',
    path: '/shop/own/product/list',
    input: shopOwnProductListBody,
    answer: pageSchema(shopOwnProductSchema),
    summary:
      'The caller’s shop’s products in every state, newest change first; filter auditStatus (-1 草稿, 0 审核中, 1 审核通过, 2 审核未通过), publishStatus, keyword (name or CAS number)',
    tags,
    // The products' permission, as /product/info asks: 商品管理 reads them, 店铺管理 alone does not.
    permission: 'shop.product',
  }),
  adminAuditQueue: defineRoute({
    method: 'GET',
    path: '/admin/shop/audit/list',
    input: adminShopAuditListQuery,
    answer: pageSchema(adminShopRowSchema),
    summary: 'Shop entry applications by status (default 0 审核中), oldest submission first (operator)',
    tags: adminTags,
    auth: 'operator',
  }),
  adminList: defineRoute({
    method: 'GET',
    path: '/admin/shop/list',
    input: adminShopListQuery,
    answer: pageSchema(adminShopRowSchema),
    summary: 'Every shop, newest first; status filter, keyword matches shop name, company name or contact mobile (operator)',
    tags: adminTags,
    auth: 'operator',
  }),
  adminDetail: defineRoute({
    method: 'GET',
    path: '/admin/shop/detail',
    input: adminShopDetailQuery,
    answer: adminShopDetailSchema,
    summary: 'A shop application with its company (licence scan, submitted certificates) and history (operator)',
    tags: adminTags,
    auth: 'operator',
  }),
  adminAudit: defineRoute({
    method: 'POST',
    path: '/admin/shop/audit',
    input: adminShopAuditBody,
    answer: shopDetailSchema,
    summary:
      'Approve (审核通过: the shop opens) or reject (审核未通过, reason required) a shop entry application under review (operator)',
    tags: adminTags,
    auth: 'operator',
  }),
  adminPublishAgreement: defineRoute({
    method: 'POST',
    path: '/admin/shop/agreement/publish',
    input: shopAgreementPublishBody,
    answer: shopAgreementSchema,
    summary: 'Publish the next version of the shop entry agreement (Markdown); later applications must accept it (operator)',
    tags: adminTags,
    auth: 'operator',
  }),
};
