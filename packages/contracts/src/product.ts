import { z } from 'zod';
import { AUDIT_REASON_MAX, auditDecisionBody, auditStatusFilter, draftAuditLogSchema } from './audit.ts';
import { isValidCasNumber } from './cas-number.ts';
import { certificateSchema, dateField } from './certificate.ts';
import { compareDecimal, moneyField, positiveQuantityField, quantityField } from './decimal-fields.ts';
import { PACKAGING } from './enums.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { fieldError, idField, requiredText, stringField } from './fields.ts';
import { fileKeyField } from './files.ts';
import type { MessageKey } from './i18n/zh.ts';
import { offerPaymentTermsSchema, PREPAY_ONLY } from './payment-terms.ts';
import { priceTierProblems, priceTierSchema, priceTiersField, priceTiersInput } from './price-tiers.ts';
import { defineRoute } from './route.ts';
import { isWeightUnit } from './tonne-price.ts';

/**
 * A shop's chemical product (DESIGN §6) and its lifecycle:
 * draft (auditStatus null, 未提交) → submitted (0 审核中) → approved (1) / rejected (2, with reason);
 * /product/revocation withdraws a pending audit back to draft; an approved product goes on / off
 * shelf (publishStatus 1 已上架 / 0 未上架). Editing an approved product sends it back to review and
 * off shelf. A dangerous good can be submitted and put on shelf only while the company holds an
 * approved, unexpired 危险化学品经营许可证.
 */

export {
  compareDecimal,
  MONEY_PATTERN,
  moneyField,
  positiveQuantityField,
  QUANTITY_PATTERN,
  QUANTITY_PLACES,
  quantityField,
} from './decimal-fields.ts';

const isZero = (v: string) => compareDecimal(v, '0') === 0;

export const casNumberField = stringField().trim().refine(isValidCasNumber, { error: 'product.casInvalid' });

/** SPEC §3 packaging codes 0–6 (labels 'packaging.N'). */
export const PACKAGING_CODES = Object.values(PACKAGING) as number[];
export const packagingLabelKey = (code: number): MessageKey => `packaging.${code as 0 | 1 | 2 | 3 | 4 | 5 | 6}`;

/** UN number of a dangerous good: "UN" and four digits, e.g. UN1230 (methanol). */
export const UN_NUMBER_PATTERN = /^UN\d{4}$/;

/** GHS / UN transport hazard classes and divisions (危险货物分类 1–9). */
export const HAZARD_CLASSES = [
  '1.1',
  '1.2',
  '1.3',
  '1.4',
  '1.5',
  '1.6',
  '2.1',
  '2.2',
  '2.3',
  '3',
  '4.1',
  '4.2',
  '4.3',
  '5.1',
  '5.2',
  '6.1',
  '6.2',
  '7',
  '8',
  '9',
] as const;
export type HazardClass = (typeof HAZARD_CLASSES)[number];
/** Label of a hazard class's main class: 'hazardClass.N' (N = 1–9). */
export const hazardClassLabelKey = (hazardClass: string): MessageKey =>
  `hazardClass.${hazardClass.split('.')[0] as '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9'}`;

/** A product carries 1–9 images (public /oss/upload/img keys); the first is the cover. */
export const PRODUCT_IMAGE_LIMIT = 9;
/** At most this many products of a shop are in its showcase (/product/productShow). */
export const SHOWCASE_LIMIT = 8;

const optionalText = (max: number) =>
  stringField()
    .trim()
    .max(max, { error: 'field.tooLong' })
    .optional()
    .transform((v) => (v ? v : undefined));

/** The longest producer or brand name a product keeps. */
export const PRODUCT_BRAND_MAX = 50;

const productFields = z.object({
  categoryId: idField,
  name: requiredText(100),
  /** CAS registry number, checked by its check digit (e.g. 67-56-1). */
  casNumber: casNumberField,
  /** 等级, e.g. 工业级 / 优等品. */
  grade: optionalText(50),
  /** 纯度, e.g. 99.9%. */
  purity: optionalText(50),
  /** 生产厂家 / 品牌: who made the goods (扬子石化, 万华化学), which buyers filter the catalogue by. */
  brand: optionalText(PRODUCT_BRAND_MAX),
  packaging: z
    .number({ error: fieldError })
    .int({ error: 'product.packagingInvalid' })
    .refine((n) => PACKAGING_CODES.includes(n), { error: 'product.packagingInvalid' }),
  /** Unit of price and quantities (吨 by default). */
  unit: requiredText(10).default('吨'),
  /**
   * The net weight of one unit in kilograms, when the unit is not a weight (桶, 袋, 吨袋): how its price compares per
   * tonne (tonne-price.ts). Left out for 吨, 千克 and 公斤.
   */
  unitWeightKg: positiveQuantityField.optional(),
  /** Tax-inclusive price per unit; null: 面议 (price on request), the buyer asks for a quote (quote-inquiry.ts). */
  price: moneyField.nullable(),
  minOrderQty: positiveQuantityField,
  /** 阶梯价: lower prices from larger quantities up (≥ 30 t, ≥ 100 t); none: one price. */
  priceTiers: priceTiersField,
  /** What the offer allows besides 款到发货 (payment-terms.ts); left out: prepayment only. */
  paymentTerms: offerPaymentTermsSchema.default(PREPAY_ONLY),
  /** 0 = out of stock; otherwise at least minOrderQty. */
  stock: quantityField,
  /** 交货地 as shown to buyers. */
  deliveryPlace: requiredText(200),
  /** GB/T 2260 codes (/province/list, /city/list); the city must lie in the province. */
  provinceCode: stringField()
    .trim()
    .regex(/^\d{6}$/, { error: 'field.invalid' })
    .optional(),
  cityCode: stringField()
    .trim()
    .regex(/^\d{6}$/, { error: 'field.invalid' })
    .optional(),
  warehouse: optionalText(100),
  /** Last day the offer is valid (YYYY-MM-DD, China); not in the past when submitted or put on shelf. */
  validUntil: dateField.optional(),
  /** 1–9 image keys the caller uploaded through /oss/upload/img; the first is the cover. */
  images: z
    .array(fileKeyField, { error: fieldError })
    .min(1, { error: 'product.imagesCount' })
    .max(PRODUCT_IMAGE_LIMIT, { error: 'product.imagesCount' }),
  description: optionalText(5000),
  isDangerous: z.boolean({ error: fieldError }).default(false),
  /** Required for a dangerous good: UN + 4 digits. */
  unNumber: stringField().trim().toUpperCase().regex(UN_NUMBER_PATTERN, { error: 'product.unNumberInvalid' }).optional(),
  /** Required for a dangerous good: one of HAZARD_CLASSES. */
  hazardClass: z.enum(HAZARD_CLASSES, { error: 'product.hazardClassInvalid' }).optional(),
  /** Required for a dangerous good: the SDS (安全技术说明书), a PDF the caller uploaded through /oss/upload/pdf. */
  sdsFileKey: fileKeyField.optional(),
  /** true: submit for audit (审核中) right away; false (default): keep as a draft. */
  submit: z.boolean({ error: fieldError }).default(false),
});

type ProductFieldsInput = z.infer<typeof productFields>;
function checkProduct(body: ProductFieldsInput, ctx: z.RefinementCtx) {
  if (!isZero(body.stock) && compareDecimal(body.minOrderQty, body.stock) > 0)
    ctx.addIssue({ code: 'custom', path: ['minOrderQty'], message: 'product.minOrderOverStock' });
  if (body.cityCode && !body.provinceCode) ctx.addIssue({ code: 'custom', path: ['provinceCode'], message: 'field.required' });
  if (!isWeightUnit(body.unit) && !body.unitWeightKg)
    ctx.addIssue({ code: 'custom', path: ['unitWeightKg'], message: 'product.unitWeightRequired' });
  for (const [index, field, message] of priceTierProblems(body, body.priceTiers))
    ctx.addIssue({ code: 'custom', path: ['priceTiers', index, field], message });
  if (body.isDangerous) {
    if (!body.unNumber) ctx.addIssue({ code: 'custom', path: ['unNumber'], message: 'product.dangerousFieldRequired' });
    if (!body.hazardClass) ctx.addIssue({ code: 'custom', path: ['hazardClass'], message: 'product.dangerousFieldRequired' });
    if (!body.sdsFileKey) ctx.addIssue({ code: 'custom', path: ['sdsFileKey'], message: 'product.dangerousFieldRequired' });
  }
}

/** POST /product/save: a new product, kept as a draft or (submit: true) submitted for audit. */
export const productSaveBody = productFields.strict().superRefine(checkProduct);
export type ProductSaveBody = z.infer<typeof productSaveBody>;

/**
 * POST /product/update: replaces every field of one of the shop's products. A draft or rejected
 * product keeps its state unless `submit` is true; an approved one (on or off shelf) goes back to
 * review (审核中) and off shelf; one under review → 409 (withdraw it first with /product/revocation).
 */
export const productUpdateBody = productFields.extend({ id: idField }).strict().superRefine(checkProduct);
export type ProductUpdateBody = z.infer<typeof productUpdateBody>;

/** /product/UPProduct, DownProduct, revocation: one product. */
export const productIdBody = z.object({ id: idField }).strict();
/** GET /product/info and GET /admin/product/detail. */
export const productIdQuery = z.object({ id: idField });

/** POST /product/update/price: a new tax-inclusive price; an on-shelf product's price is live at once. */
export const productPriceBody = z
  .object({
    id: idField,
    /** null: 面议 from now on (the tiers go with the price). */
    price: moneyField.nullable(),
    /** The tiers with the new price; left out, the product's tiers stay (and must still lie below the new price). */
    priceTiers: priceTiersInput.optional(),
  })
  .strict();

/** POST /product/productShow: put an on-shelf product into (show: true) or out of the shop's showcase. */
export const productShowBody = z.object({ id: idField, show: z.boolean({ error: fieldError }) }).strict();

const keywordField = stringField().trim().max(100, { error: 'field.tooLong' }).optional();

/** The seller's lists: name or CAS keyword, category. */
export const sellerProductListBody = pageQuerySchema.extend({ keyword: keywordField, categoryId: idField.optional() }).strict();

/** POST /product/selectauditinfo: `state` narrows to draft, 0 审核中 or 2 审核未通过 (default: all three). */
export const PRODUCT_AUDIT_LIST_STATES = ['draft', '0', '2'] as const;
export const productAuditListBody = sellerProductListBody
  .extend({ state: z.enum(PRODUCT_AUDIT_LIST_STATES, { error: 'field.invalid' }).optional() })
  .strict();

/** POST /product/secletsaleinfo: `publishStatus` 0/1 narrows (default: both). */
export const productSaleListBody = sellerProductListBody
  .extend({
    publishStatus: z
      .number({ error: fieldError })
      .int({ error: 'field.invalid' })
      .refine((n) => n === 0 || n === 1, { error: 'field.invalid' })
      .optional(),
  })
  .strict();

/** What names a chemical offer wherever it is shown: the product, a shop card, an order line. */
export const chemicalFactsShape = {
  name: z.string(),
  casNumber: z.string(),
  grade: z.string().nullable(),
  purity: z.string().nullable(),
  packaging: z.number().int(),
  /** SPEC label of the packaging in the caller's language. */
  packagingLabel: z.string(),
  unit: z.string(),
};

export const productSchema = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  categoryId: z.number().int(),
  categoryName: z.string().nullable(),
  ...chemicalFactsShape,
  /** Tax-inclusive price, 2 decimals; null: 面议 (price on request). */
  price: z.string().nullable(),
  /** The net weight of one unit in kilograms, for a unit that is not a weight. */
  unitWeightKg: z.string().nullable(),
  /** 生产厂家 / 品牌. */
  brand: z.string().nullable(),
  priceTiers: z.array(priceTierSchema),
  paymentTerms: offerPaymentTermsSchema,
  minOrderQty: z.string(),
  stock: z.string(),
  deliveryPlace: z.string(),
  provinceCode: z.string().nullable(),
  provinceName: z.string().nullable(),
  cityCode: z.string().nullable(),
  cityName: z.string().nullable(),
  warehouse: z.string().nullable(),
  validUntil: z.string().nullable(),
  images: z.array(z.string()),
  /** Preview URLs (/seeView) of the images, in order. */
  imageUrls: z.array(z.string()),
  description: z.string().nullable(),
  isDangerous: z.boolean(),
  unNumber: z.string().nullable(),
  hazardClass: z.string().nullable(),
  hazardClassLabel: z.string().nullable(),
  sdsFileKey: z.string().nullable(),
  sdsFileUrl: z.string().nullable(),
  /** null draft (未提交), 0 审核中, 1 审核通过, 2 审核未通过. */
  auditStatus: z.number().int().nullable(),
  auditStatusLabel: z.string(),
  /** The operator's reason for the last rejection or forced off-shelf. */
  auditReason: z.string().nullable(),
  /** 0 未上架, 1 已上架. */
  publishStatus: z.number().int(),
  publishStatusLabel: z.string(),
  /** In the shop's showcase (/product/productShow). */
  showcase: z.boolean(),
  viewCount: z.number().int(),
  salesCount: z.number().int(),
  submittedAt: z.string().nullable(),
  auditedAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const PRODUCT_ACTIONS = [
  'create',
  'update',
  'submit',
  'resubmit',
  'revoke',
  'approve',
  'reject',
  'up',
  'down',
  'forceDown',
  'expire',
] as const;
export type ProductAction = (typeof PRODUCT_ACTIONS)[number];

/** One entry of a product's history (product_audit_logs), oldest first; auditStatus null = draft. */
export const productAuditLogSchema = draftAuditLogSchema(PRODUCT_ACTIONS);
export type ProductAuditLog = z.infer<typeof productAuditLogSchema>;

export const productPriceChangeSchema = z.object({
  id: z.number().int(),
  price: z.string(),
  /** null for the first price. */
  previousPrice: z.string().nullable(),
  actorUserId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type ProductPriceChange = z.infer<typeof productPriceChangeSchema>;

/** GET /product/info: the product with its audit history and price history (both oldest first). */
export const productDetailSchema = productSchema.extend({
  auditLogs: z.array(productAuditLogSchema),
  priceHistory: z.array(productPriceChangeSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** POST /product/category/list: enabled categories, flat (build the tree from parentId), in display order. */
export const productCategorySchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  nameEn: z.string().nullable(),
  sortOrder: z.number().int(),
});
export const productCategoryListSchema = z.array(productCategorySchema);

/** Publish status as a list filter: 0 未上架, 1 已上架 (query strings carry it as text). */
export const publishStatusFilter = z.coerce
  .number({ error: 'field.invalid' })
  .int({ error: 'field.invalid' })
  .refine((n) => n === 0 || n === 1, { error: 'field.invalid' });

/**
 * GET /admin/product/audit/list: submitted products (drafts never); `status` 0/1/2 and `publishStatus`
 * 0/1 narrow (default: all); keyword matches name, CAS, company, shop.
 */
export const adminProductListQuery = pageQuerySchema.extend({
  status: auditStatusFilter.optional(),
  publishStatus: publishStatusFilter.optional(),
  keyword: keywordField,
});

export const adminProductSchema = productSchema.extend({
  companyId: z.number().int(),
  companyName: z.string(),
  shopName: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/**
 * GET /admin/product/detail: adds whether the company holds a valid dangerous-goods licence now, and
 * its submitted 危险化学品经营许可证 certificates (newest first) to check it against.
 */
export const adminProductDetailSchema = productDetailSchema.extend({
  companyId: z.number().int(),
  companyName: z.string(),
  shopName: z.string(),
  hasValidLicence: z.boolean(),
  licences: z.array(certificateSchema),
});
export type AdminProductDetail = z.infer<typeof adminProductDetailSchema>;

/** POST /admin/product/audit: approve, or reject with a reason (required to reject). */
export const productAuditBody = auditDecisionBody('product.reasonRequired');

/** POST /admin/product/forceDown: take an on-shelf product off shelf for a violation (reason required). */
export const productForceDownBody = z.object({ id: idField, reason: requiredText(AUDIT_REASON_MAX) }).strict();

const tags = ['product'];
const adminTags = ['admin'];
/** Every seller call: the 商品管理 permission of an approved company (its shop must be open to change products). */
const seller = { permission: 'shop.product', approvedCompany: true } as const;
const operator = 'operator';
const sellerList = pageSchema(productSchema);

/** SPEC §7 "Shop and product": the seller's products (/manage/goodslist, /manage/goodsmanage) and the operator's product audit. */
export const productRoutes = {
  save: defineRoute({
    method: 'POST',
    path: '/product/save',
    input: productSaveBody,
    answer: productSchema,
    summary:
      'Create a product in the company’s open shop: a draft (未提交), or with submit: true submitted for audit (审核中; validity not past, dangerous good needs a valid 危险化学品经营许可证)',
    tags,
    ...seller,
  }),
  update: defineRoute({
    method: 'POST',
    path: '/product/update',
    input: productUpdateBody,
    answer: productSchema,
    summary:
      'Replace every field of a product: a draft or rejected one is edited (submit: true sends it to audit); an approved one goes off shelf and back to audit (审核中); under review → 409 (withdraw first)',
    tags,
    ...seller,
  }),
  info: defineRoute({
    method: 'GET',
    path: '/product/info',
    input: productIdQuery,
    answer: productDetailSchema,
    summary: 'The seller’s full view of one of its shop’s products, with audit history and price history (oldest first)',
    tags,
    ...seller,
  }),
  offerList: defineRoute({
    method: 'POST',
    path: '/product/selectofferinfo',
    input: sellerProductListBody,
    answer: sellerList,
    summary: 'The shop’s products on offer (approved and 已上架), newest change first; keyword (name or CAS), category',
    tags,
    ...seller,
  }),
  auditList: defineRoute({
    method: 'POST',
    path: '/product/selectauditinfo',
    input: productAuditListBody,
    answer: sellerList,
    summary:
      'The shop’s products not yet approved: drafts (未提交), under review (审核中) and rejected (审核未通过, with the reason); state narrows',
    tags,
    ...seller,
  }),
  saleList: defineRoute({
    method: 'POST',
    path: '/product/secletsaleinfo',
    input: productSaleListBody,
    answer: sellerList,
    summary: 'The sale list: the shop’s approved products, on and off shelf; publishStatus 0/1 narrows',
    tags,
    ...seller,
  }),
  up: defineRoute({
    method: 'POST',
    path: '/product/UPProduct',
    input: productIdBody,
    answer: productSchema,
    summary:
      'Put an approved, off-shelf product on shelf (已上架); not approved / already on shelf / expired offer → 409; a dangerous good needs a valid licence now (403)',
    tags,
    ...seller,
  }),
  down: defineRoute({
    method: 'POST',
    path: '/product/DownProduct',
    input: productIdBody,
    answer: productSchema,
    summary: 'Take an on-shelf product off shelf (未上架; it stays approved and leaves the showcase); not on shelf → 409',
    tags,
    ...seller,
  }),
  revoke: defineRoute({
    method: 'POST',
    path: '/product/revocation',
    input: productIdBody,
    answer: productSchema,
    summary: 'Withdraw a product under review (审核中) back to a draft so it can be edited; any other state → 409',
    tags,
    ...seller,
  }),
  updatePrice: defineRoute({
    method: 'POST',
    path: '/product/update/price',
    input: productPriceBody,
    answer: productSchema,
    summary:
      'Change a product’s tax-inclusive price without a new audit (not while under review → 409); live at once when on shelf; kept in the price history',
    tags,
    ...seller,
  }),
  categories: defineRoute({
    method: 'POST',
    path: '/product/category/list',
    answer: productCategoryListSchema,
    summary: 'Categories a product may be filed under (enabled, with enabled ancestors), flat with parentId, in display order',
    tags,
    ...seller,
  }),
  showcase: defineRoute({
    method: 'POST',
    path: '/product/productShow',
    input: productShowBody,
    answer: productSchema,
    summary:
      'Put an on-shelf product into the shop front’s showcase (show: true, at most 8; not on shelf or full → 409) or take it out (show: false)',
    tags,
    ...seller,
  }),
  adminList: defineRoute({
    method: 'GET',
    path: '/admin/product/audit/list',
    input: adminProductListQuery,
    answer: pageSchema(adminProductSchema),
    summary:
      'Submitted products, newest submission first; status 0/1/2 and publishStatus 0/1 narrow; keyword matches name, CAS number, company or shop (operator)',
    tags: adminTags,
    auth: operator,
  }),
  adminDetail: defineRoute({
    method: 'GET',
    path: '/admin/product/detail',
    input: productIdQuery,
    answer: adminProductDetailSchema,
    summary:
      'Any product with company, shop, audit and price history, whether the company holds a valid licence now, and its submitted dangerous-goods licences (operator)',
    tags: adminTags,
    auth: operator,
  }),
  audit: defineRoute({
    method: 'POST',
    path: '/admin/product/audit',
    input: productAuditBody,
    answer: productSchema,
    summary:
      'Approve (审核通过; a dangerous good re-checks the licence, 403 without) or reject with a reason a product under review; other states → 409 (operator)',
    tags: adminTags,
    auth: operator,
  }),
  forceDown: defineRoute({
    method: 'POST',
    path: '/admin/product/forceDown',
    input: productForceDownBody,
    answer: productSchema,
    summary:
      'Take an on-shelf product off shelf for a violation; it becomes rejected (审核未通过) with the reason and must pass audit again; not on shelf → 409 (operator)',
    tags: adminTags,
    auth: operator,
  }),
};
