import { z } from 'zod';
import { dateField } from './certificate.ts';
import { emptySchema, pageQuerySchema, pageSchema } from './envelope.ts';
import { fieldError, idField, nullableText, requiredText, stringField } from './fields.ts';
import type { MessageKey } from './i18n/zh.ts';
import { placeCodeField } from './places.ts';
import { casNumberField, compareDecimal, HAZARD_CLASSES, QUANTITY_PATTERN, UN_NUMBER_PATTERN } from './product.ts';
import { defineRoute } from './route.ts';

/**
 * The warehouse-receipt registry's reference data (SPEC §7 "Warehouse receipts"): the warehouse companies and their
 * warehouses (仓库) and factory warehouses (厂库, with pick-up points), the receipt-tradable products with their split
 * lots, origins, delivery modes, packing, and each warehouse's storage fee schedule. The operator keeps them in the
 * console; every signed-in user reads them for the receipt forms.
 */

/** 仓库 (a third-party warehouse) or 厂库 (the producer's own, goods issued from its plant). */
export const WAREHOUSE_KINDS = ['warehouse', 'factory'] as const;
export type WarehouseKind = (typeof WAREHOUSE_KINDS)[number];
export const warehouseKindLabelKey = (kind: WarehouseKind): MessageKey => `warehouse.kind.${kind}`;

/** 交货方式 of a receipt sale: the buyer collects, the seller delivers, or the receipt changes holder in place. */
export const RECEIPT_DELIVERY_MODES = ['pickup', 'delivery', 'transfer'] as const;
export type ReceiptDeliveryMode = (typeof RECEIPT_DELIVERY_MODES)[number];
export const receiptDeliveryModeLabelKey = (mode: ReceiptDeliveryMode): MessageKey => `receiptDeliveryMode.${mode}`;

/** Decimal strings of at most `scale` places, never parsed into binary floating point. */
const decimalText = (pattern: RegExp, message: MessageKey) => stringField().trim().regex(pattern, { error: message });
const RATE_PATTERN = /^\d{1,14}(\.\d{1,4})?$/;
const FEE_PATTERN = /^\d{1,16}(\.\d{1,2})?$/;
const LONGITUDE_PATTERN = /^-?(180(\.0{1,6})?|1[0-7]\d(\.\d{1,6})?|\d{1,2}(\.\d{1,6})?)$/;
const LATITUDE_PATTERN = /^-?(90(\.0{1,6})?|[1-8]?\d(\.\d{1,6})?)$/;
const positive = (v: string) => compareDecimal(v, '0') > 0;

/** A quantity of goods (吨 unless the product says otherwise), NUMERIC(18,4), greater than zero. */
export const goodsQuantityField = decimalText(QUANTITY_PATTERN, 'warehouse.quantityInvalid').refine(positive, {
  error: 'warehouse.quantityPositive',
});
const feeField = decimalText(FEE_PATTERN, 'warehouse.feeInvalid');
const rateField = decimalText(RATE_PATTERN, 'warehouse.rateInvalid');

// —— warehouse companies ——

/** A certified company the operator marked as a warehouse company (仓储方): its users act as keepers. */
export const keeperCompanySchema = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  creditCode: z.string(),
  warehouseCount: z.number().int(),
  markedAt: z.string(),
});
export type KeeperCompany = z.infer<typeof keeperCompanySchema>;

export const keeperMarkBody = z.object({ companyId: idField }).strict();

// —— warehouses ——

export const warehouseSchema = z.object({
  id: z.number().int(),
  /** The warehouse's own code, printed on its receipts (e.g. SH-CIP-01). */
  code: z.string(),
  name: z.string(),
  kind: z.enum(WAREHOUSE_KINDS),
  keeperCompanyId: z.number().int(),
  keeperCompanyName: z.string(),
  provinceCode: z.string(),
  cityCode: z.string(),
  areaCode: z.string(),
  /** Province, city and area names, municipalities not repeated. */
  place: z.string(),
  address: z.string(),
  /** WGS-84 degrees as decimal strings (the map). */
  longitude: z.string(),
  latitude: z.string(),
  /** What its gate can load out in a day, in tonnes: the pick-up board's capacity. */
  dailyOutboundCapacity: z.string(),
  /** May store dangerous goods (危险化学品仓储资质). */
  dangerousGoods: z.boolean(),
  /** 中仓登 registration code, when registered with the national receipt registry. */
  registryCode: z.string().nullable(),
  contactName: z.string(),
  contactPhone: z.string(),
  enabled: z.boolean(),
});
export type Warehouse = z.infer<typeof warehouseSchema>;

const MOBILE_OR_LANDLINE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(-\d{1,6})?)$/;

export const warehouseSaveBody = z
  .object({
    /** Absent to add a warehouse; an id edits it. */
    id: idField.optional(),
    code: stringField()
      .trim()
      .regex(/^[A-Z0-9][A-Z0-9-]{1,19}$/, { error: 'warehouse.codeInvalid' }),
    name: requiredText(60),
    kind: z.enum(WAREHOUSE_KINDS, { error: fieldError }),
    keeperCompanyId: idField,
    provinceCode: placeCodeField,
    cityCode: placeCodeField,
    areaCode: placeCodeField,
    address: requiredText(200),
    longitude: decimalText(LONGITUDE_PATTERN, 'warehouse.longitudeInvalid'),
    latitude: decimalText(LATITUDE_PATTERN, 'warehouse.latitudeInvalid'),
    dailyOutboundCapacity: goodsQuantityField,
    dangerousGoods: z.boolean({ error: fieldError }),
    registryCode: nullableText(40),
    contactName: requiredText(30),
    contactPhone: stringField().trim().regex(MOBILE_OR_LANDLINE, { error: 'address.phoneInvalid' }),
    enabled: z.boolean({ error: fieldError }).default(true),
  })
  .strict();
export type WarehouseSaveBody = z.infer<typeof warehouseSaveBody>;

/** The select lists: enabled warehouses (or factory warehouses), optionally by keyword or city. */
export const warehouseSelectQuery = z
  .object({
    keyword: stringField().trim().max(50, { error: 'field.tooLong' }).optional(),
    cityCode: placeCodeField.optional(),
  })
  .strict();
export const warehouseSelectBody = z.preprocess((body) => body ?? {}, warehouseSelectQuery);

export const adminWarehouseQuery = pageQuerySchema
  .extend({
    keyword: stringField().trim().max(50, { error: 'field.tooLong' }).optional(),
    kind: z.enum(WAREHOUSE_KINDS, { error: fieldError }).optional(),
  })
  .strict();

// —— pick-up points of a factory warehouse ——

export const pickupPointSchema = z.object({
  id: z.number().int(),
  warehouseId: z.number().int(),
  name: z.string(),
  address: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
});
export type PickupPoint = z.infer<typeof pickupPointSchema>;

export const pickupPointSaveBody = z
  .object({
    id: idField.optional(),
    warehouseId: idField,
    name: requiredText(60),
    address: requiredText(200),
    contactName: requiredText(30),
    contactPhone: stringField().trim().regex(MOBILE_OR_LANDLINE, { error: 'address.phoneInvalid' }),
  })
  .strict();
export type PickupPointSaveBody = z.infer<typeof pickupPointSaveBody>;

export const pickupListBody = z.object({ factoryId: idField }).strict();

// —— receipt products ——

export const receiptProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 牌号 / grade, e.g. MEG 优等品. */
  grade: z.string(),
  casNumber: z.string(),
  /** Null for goods that are not dangerous. */
  hazardClass: z.string().nullable(),
  unNumber: z.string().nullable(),
  unit: z.string(),
  /** The smallest receipt a split may leave, and the step every split quantity is a multiple of. */
  minSplitQty: z.string(),
  splitStep: z.string(),
  enabled: z.boolean(),
});
export type ReceiptProduct = z.infer<typeof receiptProductSchema>;

export const receiptProductSaveBody = z
  .object({
    id: idField.optional(),
    name: requiredText(60),
    grade: requiredText(50),
    casNumber: casNumberField,
    hazardClass: z.enum(HAZARD_CLASSES, { error: 'product.hazardClassInvalid' }).optional(),
    unNumber: stringField().trim().toUpperCase().regex(UN_NUMBER_PATTERN, { error: 'product.unNumberInvalid' }).optional(),
    unit: requiredText(10).default('吨'),
    minSplitQty: goodsQuantityField,
    splitStep: goodsQuantityField,
    enabled: z.boolean({ error: fieldError }).default(true),
  })
  .strict()
  .superRefine((body, ctx) => {
    // Both or neither: a dangerous good is named by its class and its UN number together.
    if (body.hazardClass && !body.unNumber)
      ctx.addIssue({ code: 'custom', path: ['unNumber'], message: 'product.dangerousFieldRequired' });
    if (body.unNumber && !body.hazardClass)
      ctx.addIssue({ code: 'custom', path: ['hazardClass'], message: 'product.dangerousFieldRequired' });
  });
export type ReceiptProductSaveBody = z.infer<typeof receiptProductSaveBody>;

export const receiptProductSelectBody = z.preprocess(
  (body) => body ?? {},
  z.object({ keyword: stringField().trim().max(50, { error: 'field.tooLong' }).optional() }).strict(),
);

// —— origins, delivery modes, packing ——

export const originSchema = z.object({ id: z.number().int(), name: z.string() });
export type Origin = z.infer<typeof originSchema>;
export const originSaveBody = z.object({ id: idField.optional(), name: requiredText(40) }).strict();
export type OriginSaveBody = z.infer<typeof originSaveBody>;
export const idBody = z.object({ id: idField }).strict();

export const codeLabelSchema = z.object({ code: z.string(), label: z.string() });
export const packingSchema = z.object({ code: z.number().int(), label: z.string() });

// —— storage fee schedules ——

/**
 * A warehouse's fees for a product from one day on: storage per unit and calendar day, and the one-off in, out and
 * transfer fees per unit. A period in force is never edited: a new rate is a new period from a later day, which closes
 * the one before it the day before.
 */
export const feeScheduleSchema = z.object({
  id: z.number().int(),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  unit: z.string(),
  /** 元 per unit and day. */
  storageRate: z.string(),
  inboundFee: z.string(),
  outboundFee: z.string(),
  transferFee: z.string(),
  effectiveFrom: z.string(),
  /** The last day it applies, null while open-ended. */
  effectiveTo: z.string().nullable(),
});
export type FeeSchedule = z.infer<typeof feeScheduleSchema>;

export const feeScheduleSaveBody = z
  .object({
    warehouseId: idField,
    productId: idField,
    storageRate: rateField,
    inboundFee: feeField,
    outboundFee: feeField,
    transferFee: feeField,
    /** The first day it applies: today or later (China). */
    effectiveFrom: dateField,
  })
  .strict();
export type FeeScheduleSaveBody = z.infer<typeof feeScheduleSaveBody>;

export const feeListBody = z.preprocess(
  (body) => body ?? {},
  z
    .object({
      warehouseId: idField.optional(),
      productId: idField.optional(),
      /** Only the periods in force on this day (else every period, newest first). */
      on: dateField.optional(),
    })
    .strict(),
);

const tags = ['warehouse receipt reference'];
const adminTags = ['operator: warehouse receipt reference'];
const list = <T extends z.ZodType>(record: T) => z.array(record);

/** SPEC §7 "Warehouse receipts and exchange": the reference calls, and the operator's editors behind them. */
export const warehouseRoutes = {
  warehouseSelect: defineRoute({
    method: 'POST',
    path: '/wr/warehouse/select/list',
    input: warehouseSelectBody,
    answer: list(warehouseSchema),
    summary: 'Enabled warehouses (仓库), by keyword or city',
    tags,
  }),
  warehouseInfo: defineRoute({
    method: 'POST',
    path: '/wr/warehouse/info',
    input: idBody,
    answer: warehouseSchema,
    summary: 'One warehouse or factory warehouse (仓库详情), enabled or not: its place, licences, capacity and contact',
    tags,
  }),
  factorySelect: defineRoute({
    method: 'POST',
    path: '/wr/factory/select/list',
    input: warehouseSelectBody,
    answer: list(warehouseSchema),
    summary: 'Enabled factory warehouses (厂库), by keyword or city',
    tags,
  }),
  factoryPickupList: defineRoute({
    method: 'POST',
    path: '/wr/factory/pickup/list',
    input: pickupListBody,
    answer: list(pickupPointSchema),
    summary: 'The pick-up points of a factory warehouse',
    tags,
  }),
  productSelect: defineRoute({
    method: 'POST',
    path: '/wr/product/select/list',
    input: receiptProductSelectBody,
    answer: list(receiptProductSchema),
    summary: 'Receipt-tradable products: grade, CAS, hazard class and UN number, unit, minimum split and step',
    tags,
  }),
  placeList: defineRoute({
    method: 'POST',
    path: '/wr/product/place/list',
    answer: list(originSchema),
    summary: 'Origins (产地) a receipt may name',
    tags,
  }),
  modeList: defineRoute({
    method: 'POST',
    path: '/wr/product/mode/list',
    answer: list(codeLabelSchema),
    summary: 'Delivery modes (交货方式) of a receipt sale, in the caller’s language',
    tags,
  }),
  packingList: defineRoute({
    method: 'POST',
    path: '/packing/list',
    answer: list(packingSchema),
    summary: 'SPEC §3 packaging codes with their labels, in the caller’s language',
    tags,
  }),
  feeList: defineRoute({
    method: 'POST',
    path: '/wr/warehouse/fee/list',
    input: feeListBody,
    answer: list(feeScheduleSchema),
    summary: 'Storage fee schedules (元 per unit and day; in, out and transfer fees) by warehouse and product',
    tags,
  }),
  keeperList: defineRoute({
    method: 'POST',
    path: '/admin/wr/keeper/list',
    answer: list(keeperCompanySchema),
    summary: 'Companies marked as warehouse companies (operator)',
    tags: adminTags,
    auth: 'operator',
  }),
  keeperMark: defineRoute({
    method: 'POST',
    path: '/admin/wr/keeper/mark',
    input: keeperMarkBody,
    answer: keeperCompanySchema,
    summary: 'Mark a certified company as a warehouse company: its users may act as keepers (operator)',
    tags: adminTags,
    auth: 'operator',
  }),
  keeperUnmark: defineRoute({
    method: 'POST',
    path: '/admin/wr/keeper/unmark',
    input: keeperMarkBody,
    answer: emptySchema,
    summary: 'Take back the mark of a warehouse company that keeps no warehouse (operator)',
    tags: adminTags,
    auth: 'operator',
  }),
  adminWarehouseList: defineRoute({
    method: 'POST',
    path: '/admin/wr/warehouse/list',
    input: adminWarehouseQuery,
    answer: pageSchema(warehouseSchema),
    summary: 'Every warehouse and factory warehouse, enabled or not, paged (operator)',
    tags: adminTags,
    auth: 'operator',
  }),
  warehouseSave: defineRoute({
    method: 'POST',
    path: '/admin/wr/warehouse/save',
    input: warehouseSaveBody,
    answer: warehouseSchema,
    summary: 'Add or edit a warehouse of a warehouse company (operator)',
    tags: adminTags,
    auth: 'operator',
  }),
  pickupSave: defineRoute({
    method: 'POST',
    path: '/admin/wr/factory/pickup/save',
    input: pickupPointSaveBody,
    answer: pickupPointSchema,
    summary: 'Add or edit a pick-up point of a factory warehouse (operator)',
    tags: adminTags,
    auth: 'operator',
  }),
  pickupRemove: defineRoute({
    method: 'POST',
    path: '/admin/wr/factory/pickup/remove',
    input: idBody,
    answer: emptySchema,
    summary: 'Remove a pick-up point (operator)',
    tags: adminTags,
    auth: 'operator',
  }),
  adminProductList: defineRoute({
    method: 'POST',
    path: '/admin/wr/product/list',
    answer: list(receiptProductSchema),
    summary: 'Every receipt product, enabled or not (operator)',
    tags: adminTags,
    auth: 'operator',
  }),
  productSave: defineRoute({
    method: 'POST',
    path: '/admin/wr/product/save',
    input: receiptProductSaveBody,
    answer: receiptProductSchema,
    summary: 'Add or edit a receipt product; the step must divide the minimum split (operator)',
    tags: adminTags,
    auth: 'operator',
  }),
  placeSave: defineRoute({
    method: 'POST',
    path: '/admin/wr/product/place/save',
    input: originSaveBody,
    answer: originSchema,
    summary: 'Add or rename an origin (operator)',
    tags: adminTags,
    auth: 'operator',
  }),
  placeRemove: defineRoute({
    method: 'POST',
    path: '/admin/wr/product/place/remove',
    input: idBody,
    answer: emptySchema,
    summary: 'Remove an origin (operator)',
    tags: adminTags,
    auth: 'operator',
  }),
  feeSave: defineRoute({
    method: 'POST',
    path: '/admin/wr/warehouse/fee/save',
    input: feeScheduleSaveBody,
    answer: feeScheduleSchema,
    summary:
      'Set a warehouse’s fees for a product from a day on (today or later); the period before ends the day before (operator)',
    tags: adminTags,
    auth: 'operator',
  }),
  feeRemove: defineRoute({
    method: 'POST',
    path: '/admin/wr/warehouse/fee/remove',
    input: idBody,
    answer: emptySchema,
    summary: 'Withdraw a fee period not yet in force; the one before it is open-ended again (operator)',
    tags: adminTags,
    auth: 'operator',
  }),
};
