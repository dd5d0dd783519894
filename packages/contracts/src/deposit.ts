import { z } from 'zod';
import { dateField } from './certificate.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { fieldError, idField, nullableText, requiredText, stringField } from './fields.ts';
import { fileKeyField } from './files.ts';
import { PACKAGING_CODES } from './product.ts';
import { defineRoute } from './route.ts';
import { goodsQuantityField } from './warehouse.ts';
import { DEPOSIT_ACTIONS, DEPOSIT_STATUSES } from './warehouse-receipt-flow.ts';

export const packingField = z
  .number({ error: fieldError })
  .int({ error: 'product.packagingInvalid' })
  .refine((n) => PACKAGING_CODES.includes(n), { error: 'product.packagingInvalid' });

/** A mainland vehicle plate (粤B12345, 沪A·D12345 new-energy), several separated by commas. */
export const PLATE_PATTERN = /^[\u4e00-\u9fa5][A-Z][·]?[A-Z0-9]{5,6}$/;
const platesField = stringField()
  .trim()
  .max(200, { error: 'field.tooLong' })
  .refine((v) => v === '' || v.split(/[,，\s]+/).every((plate) => PLATE_PATTERN.test(plate)), { error: 'deposit.plateInvalid' })
  .optional()
  .transform((v) => (v ? v : null));

/** POST /wr/warehouse/receipt/deposit: the depositor asks a warehouse to take in goods for a receipt. */
export const depositApplyBody = z
  .object({
    warehouseId: idField,
    productId: idField,
    /** 品牌 / 生产厂家. */
    brand: requiredText(60),
    origin: nullableText(40),
    batchNo: requiredText(40),
    productionDate: dateField.optional(),
    packing: packingField,
    /** 0 for bulk goods (tanks, bulk liquid). */
    pieces: z.number({ error: fieldError }).int({ error: 'field.invalid' }).min(0, { error: 'field.invalid' }).max(10_000_000),
    declaredQty: goodsQuantityField,
    expectedArrival: dateField,
    vehiclePlates: platesField,
    remark: nullableText(500),
  })
  .strict();
export type DepositApplyBody = z.infer<typeof depositApplyBody>;

/** The keeper's receipt of the goods: what the weighbridge and the count found, and the QC report. */
export const depositReceiveBody = z
  .object({
    id: idField,
    actualQty: goodsQuantityField,
    actualPieces: z.number({ error: fieldError }).int({ error: 'field.invalid' }).min(0, { error: 'field.invalid' }),
    arrivalDate: dateField,
    /** The QC report (质检报告), a PDF the keeper uploaded through /encry/upload/pdf. */
    qcReportKey: fileKeyField,
    /** What the report says in a line: purity, water, colour … */
    quality: requiredText(200),
    remark: nullableText(500),
  })
  .strict();
export type DepositReceiveBody = z.infer<typeof depositReceiveBody>;

export const depositRefuseBody = z.object({ id: idField, reason: requiredText(200) }).strict();
export const depositIdBody = z.object({ id: idField }).strict();

export const depositListQuery = pageQuerySchema
  .extend({
    /** applicant: the company's own applications; keeper: the inbound queue of the warehouses it keeps. */
    as: z.enum(['applicant', 'keeper'], { error: fieldError }).default('applicant'),
    status: z.enum(DEPOSIT_STATUSES, { error: fieldError }).optional(),
    keyword: stringField().trim().max(50, { error: 'field.tooLong' }).optional(),
  })
  .strict();
export type DepositListQuery = z.infer<typeof depositListQuery>;

export const depositSchema = z.object({
  id: z.number().int(),
  depositNo: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  statusLabel: z.string(),
  applicantCompanyId: z.number().int(),
  applicantCompanyName: z.string(),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  warehouseCode: z.string(),
  keeperCompanyName: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  grade: z.string(),
  unit: z.string(),
  brand: z.string(),
  origin: z.string().nullable(),
  batchNo: z.string(),
  productionDate: z.string().nullable(),
  packing: z.number().int(),
  packingLabel: z.string(),
  pieces: z.number().int(),
  declaredQty: z.string(),
  expectedArrival: z.string(),
  vehiclePlates: z.string().nullable(),
  remark: z.string().nullable(),
  actualQty: z.string().nullable(),
  actualPieces: z.number().int().nullable(),
  arrivalDate: z.string().nullable(),
  quality: z.string().nullable(),
  qcReportKey: z.string().nullable(),
  refuseReason: z.string().nullable(),
  receiptId: z.number().int().nullable(),
  receiptNo: z.string().nullable(),
  /** Which side the caller is, and the steps the flow allows it now (the page's buttons). */
  side: z.enum(['applicant', 'keeper']),
  actions: z.array(z.enum(DEPOSIT_ACTIONS)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Deposit = z.infer<typeof depositSchema>;

const tags = ['warehouse receipt deposit'];

/** SPEC §7: deposit applications (入库申请) and the keeper's inbound queue. */
export const depositRoutes = {
  apply: defineRoute({
    method: 'POST',
    path: '/wr/warehouse/receipt/deposit',
    input: depositApplyBody,
    answer: depositSchema,
    summary: 'Apply to deposit goods in a warehouse for a receipt (the company must have affirmed the receipt agreement)',
    tags,
    permission: 'receipt.manage',
    approvedCompany: true,
    idempotent: true,
  }),
  revocation: defineRoute({
    method: 'POST',
    path: '/wr/warehouse/receipt/revocation',
    input: depositIdBody,
    answer: depositSchema,
    summary: 'Withdraw one’s own deposit application while the keeper has not received the goods',
    tags,
    permission: 'receipt.manage',
  }),
  list: defineRoute({
    method: 'POST',
    path: '/wr/deposit/list',
    input: depositListQuery,
    answer: pageSchema(depositSchema),
    summary: 'Deposit applications: the company’s own (as applicant) or its warehouses’ inbound queue (as keeper), paged',
    tags,
    permission: ['receipt.view', 'receipt.manage', 'warehouse.receive', 'warehouse.register'],
  }),
  info: defineRoute({
    method: 'POST',
    path: '/wr/deposit/info',
    input: depositIdBody,
    answer: depositSchema,
    summary: 'One deposit application, to its applicant or its warehouse’s keeper',
    tags,
    permission: ['receipt.view', 'receipt.manage', 'warehouse.receive', 'warehouse.register'],
  }),
  receive: defineRoute({
    method: 'POST',
    path: '/wr/deposit/receive',
    input: depositReceiveBody,
    answer: depositSchema,
    summary: 'Keeper: the goods arrived: actual quantity and pieces, arrival date, QC report',
    tags,
    permission: 'warehouse.receive',
  }),
  refuse: defineRoute({
    method: 'POST',
    path: '/wr/deposit/refuse',
    input: depositRefuseBody,
    answer: depositSchema,
    summary: 'Keeper: refuse the goods, with the reason',
    tags,
    permission: 'warehouse.receive',
  }),
  cancelList: defineRoute({
    method: 'POST',
    path: '/wr/warehouse/receipt/cancel/list',
    input: pageQuerySchema.strict(),
    answer: pageSchema(depositSchema),
    summary: 'The company’s withdrawn and refused deposit applications, newest first',
    tags,
    permission: ['receipt.view', 'receipt.manage'],
  }),
};
