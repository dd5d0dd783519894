import { z } from 'zod';
import { dateField } from './certificate.ts';
import { creditCodeField } from './company.ts';
import { packingField } from './deposit.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { fieldError, idField, nullableText, requiredText, stringField } from './fields.ts';
import { fileKeyField } from './files.ts';
import { defineRoute, fileAnswer } from './route.ts';
import { goodsQuantityField } from './warehouse.ts';
import { RECEIPT_ACTIONS, RECEIPT_LOCKS, RECEIPT_STATUSES, RECEIPT_TABS } from './warehouse-receipt-flow.ts';

/**
 * What a receipt records besides the goods the keeper received (GB/T 30332-2024, Civil Code art. 909): where the
 * goods lie, the storage term and the loss standard. The fee rate is the warehouse's schedule in force.
 */
const receiptElements = {
  /** 库位 / 罐号. */
  location: requiredText(60),
  /** The last day of the storage term. */
  termEnd: dateField,
  /** 损耗标准, e.g. 「千分之三」. */
  lossStandard: requiredText(60),
  /** 保险: the insurer and policy, if insured. */
  insurance: nullableText(100),
};

/** POST /wr/warehouse/receipt/save: the keeper registers the receipt of received goods. */
export const receiptSaveBody = z.object({ depositId: idField, ...receiptElements }).strict();
export type ReceiptSaveBody = z.infer<typeof receiptSaveBody>;

/** POST /wr/warehouse/receipt/update: the keeper corrects a receipt before it is approved (or resubmits a rejected one). */
export const receiptUpdateBody = z
  .object({
    id: idField,
    ...receiptElements,
    quality: requiredText(200),
    qcReportKey: fileKeyField,
  })
  .strict();
export type ReceiptUpdateBody = z.infer<typeof receiptUpdateBody>;

/** POST /wr/warehouse/receipt/fast/save: goods already in the keeper's stock, receipted to a named depositor at once. */
export const receiptFastSaveBody = z
  .object({
    warehouseId: idField,
    productId: idField,
    /** The depositor (存货人), who holds the receipt once approved: a certified company. */
    depositorCreditCode: creditCodeField,
    brand: requiredText(60),
    origin: nullableText(40),
    batchNo: requiredText(40),
    productionDate: dateField.optional(),
    packing: packingField,
    pieces: z.number({ error: fieldError }).int({ error: 'field.invalid' }).min(0, { error: 'field.invalid' }),
    quantity: goodsQuantityField,
    /** When the goods came in: the storage fee runs from this day. */
    storageStart: dateField,
    quality: requiredText(200),
    qcReportKey: fileKeyField,
    ...receiptElements,
  })
  .strict();
export type ReceiptFastSaveBody = z.infer<typeof receiptFastSaveBody>;

export const receiptIdBody = z.object({ id: idField }).strict();
export const receiptCancelBody = z.object({ id: idField, reason: requiredText(200) }).strict();
export const receiptRejectBody = z.object({ id: idField, reason: requiredText(200) }).strict();

/** POST /wr/warehouse/receipt/splitWr: the children's quantities, which must add up to the receipt's exactly. */
export const receiptSplitBody = z
  .object({
    id: idField,
    quantities: z
      .array(goodsQuantityField, { error: fieldError })
      .min(2, { error: 'receipt.splitCount' })
      .max(50, { error: 'receipt.splitCount' }),
  })
  .strict();
export type ReceiptSplitBody = z.infer<typeof receiptSplitBody>;

export const receiptFindBody = z.object({ receiptNo: requiredText(40) }).strict();

export const receiptListQuery = pageQuerySchema
  .extend({
    /** holder: the receipts the company holds (or applied for); keeper: those of the warehouses it keeps. */
    as: z.enum(['holder', 'keeper'], { error: fieldError }).default('holder'),
    keyword: stringField().trim().max(50, { error: 'field.tooLong' }).optional(),
    warehouseId: idField.optional(),
    productId: idField.optional(),
    status: z.enum(RECEIPT_STATUSES, { error: fieldError }).optional(),
  })
  .strict();
export type ReceiptListQuery = z.infer<typeof receiptListQuery>;

/** The fee of a receipt from its storage start (or the day paid to) to today or the day it ended. */
export const storageFeeSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.number().int(),
  amount: z.string(),
  unratedDays: z.number().int(),
  lines: z.array(
    z.object({
      from: z.string(),
      to: z.string(),
      days: z.number().int(),
      quantity: z.string(),
      rate: z.string(),
      amount: z.string(),
    }),
  ),
});
export type StorageFeeView = z.infer<typeof storageFeeSchema>;

/** The goods a receipt records, as every view of it (the receipt, a listing of it) prints them. */
export const receiptGoodsShape = {
  productId: z.number().int(),
  productName: z.string(),
  grade: z.string(),
  casNumber: z.string(),
  hazardClass: z.string().nullable(),
  unNumber: z.string().nullable(),
  unit: z.string(),
  brand: z.string(),
  origin: z.string().nullable(),
  batchNo: z.string(),
  productionDate: z.string().nullable(),
  quality: z.string(),
};

export const receiptSchema = z.object({
  id: z.number().int(),
  receiptNo: z.string(),
  parentId: z.number().int().nullable(),
  parentNo: z.string().nullable(),
  rootId: z.number().int(),
  depositId: z.number().int().nullable(),
  status: z.enum(RECEIPT_STATUSES),
  statusLabel: z.string(),
  lock: z.enum(RECEIPT_LOCKS),
  lockLabel: z.string(),
  warehouseId: z.number().int(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  warehouseKind: z.enum(['warehouse', 'factory']),
  warehouseAddress: z.string(),
  keeperCompanyId: z.number().int(),
  keeperCompanyName: z.string(),
  depositorCompanyName: z.string(),
  holderCompanyId: z.number().int(),
  holderCompanyName: z.string(),
  ...receiptGoodsShape,
  minSplitQty: z.string(),
  splitStep: z.string(),
  qcReportKey: z.string().nullable(),
  packing: z.number().int(),
  packingLabel: z.string(),
  pieces: z.number().int(),
  quantity: z.string(),
  location: z.string(),
  storageStart: z.string(),
  termEnd: z.string(),
  lossStandard: z.string(),
  insurance: z.string().nullable(),
  /** The storage rate in force today (元 per unit and day), null when the warehouse has none for the product. */
  feeRate: z.string().nullable(),
  feePaidTo: z.string().nullable(),
  fees: storageFeeSchema,
  auditReason: z.string().nullable(),
  cancelReason: z.string().nullable(),
  issuedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
  /** The code of its title certificate (货权证书) once issued: the public verification page's key. */
  certificateCode: z.string().nullable(),
  /** The caller's sides of it, and the steps the flow allows them now. */
  sides: z.array(z.enum(['holder', 'keeper'])),
  actions: z.array(z.enum(RECEIPT_ACTIONS)),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const receiptCheckSchema = z.object({
  id: z.number().int(),
  receiptNo: z.string(),
  /** Whether the holder may use it now (split, list, pick up): active, not locked. */
  usable: z.boolean(),
  /** Why not, in the caller's language. */
  reason: z.string().nullable(),
});

export const receiptQuantitySchema = z.object({
  id: z.number().int(),
  quantity: z.string(),
  /** What a lock holds (all of it while locked: a part is split off before it is locked). */
  locked: z.string(),
  available: z.string(),
  unit: z.string(),
});

export const receiptTabCountsSchema = z.object(
  Object.fromEntries(RECEIPT_TABS.map((tab) => [tab, z.number().int()])) as {
    [K in (typeof RECEIPT_TABS)[number]]: z.ZodNumber;
  },
);

const tags = ['warehouse receipt'];
const reading = ['receipt.view', 'receipt.manage', 'warehouse.receive', 'warehouse.register', 'warehouse.pickup'] as const;
const listRoute = (tab: (typeof RECEIPT_TABS)[number], summary: string) =>
  defineRoute({
    method: 'POST',
    path: `/wr/warehouse/receipt/list/${tab}`,
    input: receiptListQuery,
    answer: pageSchema(receiptSchema),
    summary,
    tags,
    permission: reading,
  });

/** SPEC §7 "Warehouse receipts and exchange": registration, audit, lists, split and deregistration of receipts. */
export const receiptRoutes = {
  save: defineRoute({
    method: 'POST',
    path: '/wr/warehouse/receipt/save',
    input: receiptSaveBody,
    answer: receiptSchema,
    summary: 'Keeper: register the receipt of received goods (numbered at once; the operator audits it)',
    tags,
    permission: 'warehouse.register',
  }),
  update: defineRoute({
    method: 'POST',
    path: '/wr/warehouse/receipt/update',
    input: receiptUpdateBody,
    answer: receiptSchema,
    summary: 'Keeper: correct a receipt awaiting audit, or resubmit a rejected one (an approved receipt is never edited)',
    tags,
    permission: 'warehouse.register',
  }),
  fastSave: defineRoute({
    method: 'POST',
    path: '/wr/warehouse/receipt/fast/save',
    input: receiptFastSaveBody,
    answer: receiptSchema,
    summary: 'Keeper: register a receipt for goods already in stock, to a named certified depositor',
    tags,
    permission: 'warehouse.register',
  }),
  passtab: listRoute('passtab', 'Receipts in circulation (已通过), not in trade, paged'),
  aduittab: listRoute('aduittab', 'Receipts awaiting the operator’s audit (待审核), paged'),
  nopasstab: listRoute('nopasstab', 'Rejected receipts (未通过) with the reason, paged'),
  cancellationtab: listRoute('cancellationtab', 'Deregistered receipts (已注销), paged'),
  tradetab: listRoute('tradetab', 'Receipts listed or in a deal (交易中), paged'),
  tabCounts: defineRoute({
    method: 'POST',
    path: '/wr/warehouse/receipt/tab/counts',
    input: receiptListQuery,
    answer: receiptTabCountsSchema,
    summary: 'How many receipts each of the five tabs holds, under the same filters',
    tags,
    permission: reading,
  }),
  prime: defineRoute({
    method: 'POST',
    path: '/wr/warehouse/receipt/list/prime',
    input: receiptListQuery,
    answer: pageSchema(receiptSchema),
    summary: 'Original receipts (registered, not split from another), paged',
    tags,
    permission: reading,
  }),
  list: defineRoute({
    method: 'POST',
    path: '/wr/warehouse/receipt/list',
    input: receiptListQuery,
    answer: pageSchema(receiptSchema),
    summary: 'Every receipt of the company as holder or keeper, any status, paged',
    tags,
    permission: reading,
  }),
  search: defineRoute({
    method: 'POST',
    path: '/wr/warehouse/receipt/search',
    input: receiptListQuery,
    answer: pageSchema(receiptSchema),
    summary: 'Receipts by number, product, brand or batch (the keyword), paged',
    tags,
    permission: reading,
  }),
  myReceipt: defineRoute({
    method: 'POST',
    path: '/wr/warehouse/receipt/myReceipt',
    answer: z.array(receiptSchema),
    summary: 'The receipts the company holds and may use now (active, not locked): the pickers of split, listing and pick-up',
    tags,
    permission: reading,
  }),
  find: defineRoute({
    method: 'POST',
    path: '/wr/warehouse/receipt/find',
    input: receiptFindBody,
    answer: receiptSchema,
    summary: 'One receipt by its number, to its holder or keeper',
    tags,
    permission: reading,
  }),
  info: defineRoute({
    method: 'POST',
    path: '/wr/warehouse/receipt/info',
    input: receiptIdBody,
    answer: receiptSchema,
    summary: 'One receipt with its storage fee to date, to its holder or keeper',
    tags,
    permission: reading,
  }),
  check: defineRoute({
    method: 'POST',
    path: '/wr/warehouse/receipt/check',
    input: receiptIdBody,
    answer: receiptCheckSchema,
    summary: 'Whether the holder may use the receipt now, and why not',
    tags,
    permission: reading,
  }),
  checkqty: defineRoute({
    method: 'POST',
    path: '/wr/warehouse/receipt/checkqty',
    input: receiptIdBody,
    answer: receiptQuantitySchema,
    summary: 'The receipt’s quantity, what a lock holds of it, and what is available',
    tags,
    permission: reading,
  }),
  split: defineRoute({
    method: 'POST',
    path: '/wr/warehouse/receipt/splitWr',
    input: receiptSplitBody,
    answer: z.array(receiptSchema),
    summary: 'Holder: split a receipt into children adding up to it exactly, each at least the minimum and on the step',
    tags,
    permission: 'receipt.manage',
    idempotent: true,
  }),
  sub: defineRoute({
    method: 'POST',
    path: '/wr/warehouse/receipt/list/sub',
    input: receiptIdBody,
    answer: z.array(receiptSchema),
    summary: 'The children a receipt was split into',
    tags,
    permission: reading,
  }),
  subDetail: defineRoute({
    method: 'POST',
    path: '/wr/warehouse/receipt/subDetail',
    input: receiptIdBody,
    answer: z.object({ receipt: receiptSchema, parent: receiptSchema.nullable(), siblings: z.array(receiptSchema) }),
    summary: 'A child receipt with the receipt it was split from and its siblings',
    tags,
    permission: reading,
  }),
  subOrder: defineRoute({
    method: 'POST',
    path: '/wr/warehouse/receipt/list/sub/order',
    input: receiptIdBody,
    answer: z.array(receiptSchema),
    summary: 'The children split off a receipt for orders and pick-ups (not by its holder’s own split)',
    tags,
    permission: reading,
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/wr/warehouse/receipt/logout',
    input: receiptCancelBody,
    answer: receiptSchema,
    summary: 'Keeper: deregister (注销) a receipt whose goods are gone, or a rejected one; the number is never reused',
    tags,
    permission: 'warehouse.register',
  }),
};

/** What a warehouse holds under receipts in force, by product: what the platform answers for to banks and buyers. */
export const storageRowSchema = z.object({
  warehouseId: z.number().int(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  warehouseKind: z.enum(['warehouse', 'factory']),
  keeperCompanyName: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  grade: z.string(),
  unit: z.string(),
  receipts: z.number().int(),
  quantity: z.string(),
  /** What deals hold (listed, in orders, pledged, under pick-up, frozen). */
  locked: z.string(),
});
export type StorageRow = z.infer<typeof storageRowSchema>;

export const storageListQuery = z.preprocess(
  (body) => body ?? {},
  z
    .object({
      warehouseId: idField.optional(),
      kind: z.enum(['warehouse', 'factory'], { error: fieldError }).optional(),
    })
    .strict(),
);

/** The operator's audit of receipts. */
export const receiptAdminRoutes = {
  storage: defineRoute({
    method: 'POST',
    path: '/admin/wr/factory/storage/list',
    input: storageListQuery,
    answer: z.array(storageRowSchema),
    summary:
      'What each warehouse and factory warehouse holds under receipts in force, by product: receipts, quantity, locked (operator)',
    tags: ['operator: warehouse receipt'],
    auth: 'operator',
  }),
  auditList: defineRoute({
    method: 'POST',
    path: '/admin/wr/receipt/list',
    input: pageQuerySchema
      .extend({
        status: z.enum(RECEIPT_STATUSES, { error: fieldError }).optional(),
        keyword: stringField().trim().max(50, { error: 'field.tooLong' }).optional(),
      })
      .strict(),
    answer: pageSchema(receiptSchema),
    summary: 'Receipts by status (pendingAudit first by default), paged (operator)',
    tags: ['operator: warehouse receipt'],
    auth: 'operator',
  }),
  info: defineRoute({
    method: 'POST',
    path: '/admin/wr/receipt/info',
    input: receiptIdBody,
    answer: receiptSchema,
    summary: 'One receipt (operator)',
    tags: ['operator: warehouse receipt'],
    auth: 'operator',
  }),
  approve: defineRoute({
    method: 'POST',
    path: '/admin/wr/receipt/approve',
    input: receiptIdBody,
    answer: receiptSchema,
    summary: 'Approve a receipt: it is issued to its depositor and its storage fee runs (operator)',
    tags: ['operator: warehouse receipt'],
    auth: 'operator',
  }),
  reject: defineRoute({
    method: 'POST',
    path: '/admin/wr/receipt/reject',
    input: receiptRejectBody,
    answer: receiptSchema,
    summary: 'Reject a receipt with the reason; the keeper corrects and resubmits it (operator)',
    tags: ['operator: warehouse receipt'],
    auth: 'operator',
  }),
};

/** What anyone scanning a title certificate's QR code is shown: the receipt's standing now, and its log's state. */
export const certificateVerifySchema = z.object({
  receiptNo: z.string(),
  status: z.enum(RECEIPT_STATUSES),
  statusLabel: z.string(),
  productName: z.string(),
  grade: z.string(),
  casNumber: z.string(),
  batchNo: z.string(),
  quantity: z.string(),
  unit: z.string(),
  warehouseName: z.string(),
  warehouseAddress: z.string(),
  keeperCompanyName: z.string(),
  /** The holder’s name with its middle hidden (上**公司), as anonymous reviews show a company. */
  holderMasked: z.string(),
  issuedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** The hash of the receipt's latest logged step, printed on a certificate drawn after it. */
  latestHash: z.string().nullable(),
  steps: z.number().int(),
  chainIntact: z.boolean(),
  /** valid: in force and its log unbroken; notInForce: split, deregistered or not yet issued; tampered: its log was altered. */
  verdict: z.enum(['valid', 'notInForce', 'tampered']),
  verdictText: z.string(),
});
export type CertificateVerify = z.infer<typeof certificateVerifySchema>;

export const certificateCodeQuery = z.object({ code: stringField().trim().min(1, { error: 'field.required' }).max(40) }).strict();

/** The title certificate (货权证书): its PDF for the receipt's parties, and the public check its QR code leads to. */
export const receiptCertificateRoutes = {
  download: defineRoute({
    method: 'POST',
    path: '/wr/warehouse/receipt/certificate/download',
    input: receiptIdBody,
    answer: fileAnswer,
    produces: ['application/pdf'],
    summary: 'The title certificate (货权证书) of a receipt in force: a PDF with the keeper’s and platform’s seals and a QR code',
    tags,
    permission: reading,
  }),
  verify: defineRoute({
    method: 'GET',
    path: '/wrSportWms/searchHuoquanCertificateCode',
    input: certificateCodeQuery,
    answer: certificateVerifySchema,
    summary:
      'Public: what a title certificate’s code shows now (status, goods, warehouse, masked holder, latest log hash, chain check)',
    tags,
    auth: 'public',
  }),
};
