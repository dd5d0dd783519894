import { z } from 'zod';
import { CONTRACT_STATUSES } from './contract.ts';
import { idField, stringField } from './fields.ts';
import type { MessageKey } from './i18n/zh.ts';
import { defineRoute, fileAnswer } from './route.ts';

/**
 * Shop contract templates (SPEC §7 "Contracts": /shop/contract/template/*): a seller keeps several
 * templates in the format of the platform's sales contract (one paragraph a line, `## ` article
 * headings, `{{name}}` placeholders, `{{goodsTable}}` alone on a line for the table of goods), sets
 * one as the shop's default and may choose one per order before the contract is generated.
 */

/** The platform's built-in template: read-only, the default of every shop that has not set one. */
export const PLATFORM_TEMPLATE_ID = 0;

/** At most this many live templates per shop. */
export const CONTRACT_TEMPLATE_MAX_COUNT = 30;
export const CONTRACT_TEMPLATE_MAX_LENGTH = 20_000;
export const CONTRACT_TEMPLATE_NAME_MAX_LENGTH = 50;

/** The block placeholder: alone on its line, drawn as the table of goods. */
export const CONTRACT_TEMPLATE_GOODS_TABLE = 'goodsTable';

/**
 * Every name a sales contract template may use (the server's platform/pdf fills them; the web's
 * editor offers them).
 */
export const CONTRACT_TEMPLATE_PLACEHOLDERS = [
  'contractNo',
  'orderNo',
  'signPlace',
  'signDate',
  'sellerName',
  'sellerCreditCode',
  'sellerAddress',
  'sellerBankName',
  'sellerBankAccount',
  'buyerName',
  'buyerCreditCode',
  'buyerAddress',
  'totalAmount',
  'totalAmountInWords',
  'deliveryMode',
  'deliveryPlace',
  'deliveryPeriod',
  'carrier',
  'paymentMethod',
  'paymentDays',
  'paymentTerms',
  'qualityStandard',
  'acceptanceDays',
  'disputeResolution',
  'otherTerms',
  'dangerousGoodsTerms',
  CONTRACT_TEMPLATE_GOODS_TABLE,
] as const;
export type ContractTemplatePlaceholder = (typeof CONTRACT_TEMPLATE_PLACEHOLDERS)[number];
export const contractTemplatePlaceholderLabelKey = (name: ContractTemplatePlaceholder): MessageKey =>
  `contractTemplate.placeholder.${name}`;

const nameField = stringField()
  .trim()
  .min(1, { error: 'field.required' })
  .max(CONTRACT_TEMPLATE_NAME_MAX_LENGTH, { error: 'field.tooLong' });
const contentField = stringField()
  .min(1, { error: 'field.required' })
  .max(CONTRACT_TEMPLATE_MAX_LENGTH, { error: 'field.tooLong' })
  .refine((value) => value.trim() !== '', { error: 'field.required' });
/** A template id; 0 is the platform's built-in template. */
const templateIdField = z.coerce.number({ error: 'field.invalid' }).int().min(0, { error: 'field.invalid' });

/** save: a new template (no id) or a change of one of the shop's templates. */
export const contractTemplateSaveBody = z.object({ id: idField.optional(), name: nameField, content: contentField }).strict();
export type ContractTemplateSaveInput = z.infer<typeof contractTemplateSaveBody>;

/** confirm/info, set/default, del: one template (0 = the platform's, read-only). */
export const contractTemplateIdBody = z.object({ id: templateIdField }).strict();

/**
 * confirm (preview): a saved template (`id`) or unsaved text (`content`), filled with a sample order,
 * or with the caller's own order (`orderId`, the seller's side) when given.
 */
export const contractTemplatePreviewBody = z
  .object({ id: templateIdField.optional(), content: contentField.optional(), orderId: idField.optional() })
  .strict()
  .refine((body) => (body.id === undefined) !== (body.content === undefined), {
    error: 'field.required',
    path: ['id'],
  });
export type ContractTemplatePreviewInput = z.infer<typeof contractTemplatePreviewBody>;

/** choose: the template of one order (waiting for its contract). */
export const contractTemplateChooseBody = z.object({ orderId: idField, templateId: templateIdField }).strict();
export type ContractTemplateChooseInput = z.infer<typeof contractTemplateChooseBody>;

/** getOrderContractTemplate. */
export const contractTemplateOrderBody = z.object({ orderId: idField }).strict();

export const contractTemplateSchema = z.object({
  /** 0 for the platform's template. */
  id: z.number().int(),
  name: z.string(),
  builtIn: z.boolean(),
  /** The template the shop's contracts use unless an order chose another. */
  isDefault: z.boolean(),
  /** Unsigned contracts and orders waiting for their contract that use it (it cannot be deleted meanwhile). */
  inUse: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type ContractTemplate = z.infer<typeof contractTemplateSchema>;

export const contractTemplateListSchema = z.object({
  /** The platform's template first, then the shop's, newest change first. */
  templates: z.array(contractTemplateSchema),
  defaultId: z.number().int(),
  /** Whether the caller's company has a shop (no shop: only the platform's template, nothing to manage). */
  hasShop: z.boolean(),
});
export type ContractTemplateList = z.infer<typeof contractTemplateListSchema>;

export const contractTemplateUseSchema = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  orderStatus: z.number().int(),
  contractNo: z.string().nullable(),
  contractStatus: z.enum(CONTRACT_STATUSES).nullable(),
});

export const contractTemplateInfoSchema = contractTemplateSchema.extend({
  content: z.string(),
  /** The placeholders the template uses, in order of first use. */
  placeholders: z.array(z.string()),
  /** Where it is used: orders waiting for a contract that chose it, and contracts not yet signed by both. */
  usedBy: z.array(contractTemplateUseSchema),
});
export type ContractTemplateInfo = z.infer<typeof contractTemplateInfoSchema>;

/** How an order's template was decided. */
export const ORDER_TEMPLATE_SOURCES = ['contract', 'chosen', 'shopDefault', 'platform'] as const;
export type OrderTemplateSource = (typeof ORDER_TEMPLATE_SOURCES)[number];

export const orderContractTemplateSchema = z.object({
  orderId: z.number().int(),
  /** 0 for the platform's template. */
  templateId: z.number().int(),
  templateName: z.string(),
  builtIn: z.boolean(),
  /** contract: the current contract was generated with it; chosen / shopDefault / platform: the next one will be. */
  source: z.enum(ORDER_TEMPLATE_SOURCES),
  contractNo: z.string().nullable(),
  chosenAt: z.string().nullable(),
  /** Whether the caller may choose now (the seller with contract.template while the order waits for its contract). */
  mayChoose: z.boolean(),
});
export type OrderContractTemplate = z.infer<typeof orderContractTemplateSchema>;

const BASE = '/shop/contract/template';
const tags = ['contract template'];
const managing = { approvedCompany: true, permission: 'contract.template' } as const;
const reading = { approvedCompany: true, permission: 'contract.view' } as const;

/**
 * SPEC §7 "Contracts", templates: the seller's own sales-contract templates, kept, previewed, made the shop's default
 * and chosen per order. Id 0 is the platform's built-in template (read-only).
 */
export const contractTemplateRoutes = {
  save: defineRoute({
    method: 'POST',
    path: `${BASE}/save`,
    input: contractTemplateSaveBody,
    answer: contractTemplateInfoSchema,
    summary:
      'Seller: a new template of the caller’s shop {name, content} or a change of one {id, name, content}. Content: one paragraph a line, “## ” article headings, {{placeholder}} names of the sales contract (unknown ones → 400 naming them), {{goodsTable}} alone on exactly one line. 409: no shop, name taken, too many; another shop’s or a deleted id → 404. Contracts generated earlier keep their text.',
    tags,
    ...managing,
  }),
  preview: defineRoute({
    method: 'POST',
    path: `${BASE}/confirm`,
    input: contractTemplatePreviewBody,
    answer: fileAnswer,
    produces: ['application/pdf'],
    summary:
      'Seller: preview (binary application/pdf) of a saved template {id} (0 = the platform’s) or of unsaved text {content}, filled with a sample order — or with the caller’s own order as seller {orderId} (buyer’s side → 403, another company’s → 404). Nothing is stored.',
    tags,
    ...managing,
  }),
  list: defineRoute({
    method: 'POST',
    path: `${BASE}/list`,
    answer: contractTemplateListSchema,
    summary:
      'Seller: the platform’s template (id 0, read-only, the default unless the shop set one) and the shop’s live templates, newest change first, each with how many unsigned contracts or waiting orders use it',
    tags,
    ...managing,
  }),
  info: defineRoute({
    method: 'POST',
    path: `${BASE}/confirm/info`,
    input: contractTemplateIdBody,
    answer: contractTemplateInfoSchema,
    summary:
      'Seller: one template {id} (0 = the platform’s) with its text, the placeholders it uses and where it is used (unsigned contracts, orders waiting for their contract that chose it); another shop’s or a deleted one → 404',
    tags,
    ...managing,
  }),
  remove: defineRoute({
    method: 'POST',
    path: `${BASE}/del`,
    input: contractTemplateIdBody,
    answer: z.null(),
    summary:
      'Seller: deletes one of the shop’s templates {id}; 409 while a contract drawn from it is not signed by both or an order waiting for its contract chose it, and for the platform’s (0); another shop’s or a deleted one → 404. Deleting the default makes the platform’s the default again.',
    tags,
    ...managing,
  }),
  setDefault: defineRoute({
    method: 'POST',
    path: `${BASE}/set/default`,
    input: contractTemplateIdBody,
    answer: contractTemplateListSchema,
    summary:
      'Seller: the shop’s default template {id} (0 = back to the platform’s), used for every order that did not choose one; another shop’s or a deleted one → 404. Answers the list.',
    tags,
    ...managing,
  }),
  choose: defineRoute({
    method: 'POST',
    path: `${BASE}/choose`,
    input: contractTemplateChooseBody,
    answer: orderContractTemplateSchema,
    summary:
      'Seller: the template one order’s contract will be generated from {orderId, templateId} (0 = the platform’s), while the order waits for its contract (10; 409 otherwise). Another shop’s or a deleted template → 404; the buyer’s side → 403. Recorded in the contract evidence trail (templateChosen).',
    tags,
    ...managing,
  }),
  ofOrder: defineRoute({
    method: 'POST',
    path: `${BASE}/getOrderContractTemplate`,
    input: contractTemplateOrderBody,
    answer: orderContractTemplateSchema,
    summary:
      'Either party: the template of the order’s current contract {orderId}, or before one is generated the template it will be drawn from (the seller’s choice, else the shop’s default, else the platform’s), and whether the caller may choose now',
    tags,
    ...reading,
  }),
};
