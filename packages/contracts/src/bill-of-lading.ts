import { z } from 'zod';
import { BILL_ACTIONS, BILL_SLOTS, BILL_STATUSES, BILL_TABS } from './bill-of-lading-flow.ts';
import { dateField } from './certificate.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { fieldError, idField, nullableText, requiredText, stringField } from './fields.ts';
import { defineRoute, fileAnswer } from './route.ts';
import { plateField, vehicleCrewInput, vehicleCrewSchema } from './vehicle-crew.ts';
import { goodsQuantityField } from './warehouse.ts';

/** POST /wr/bill/lading/save: the holder asks to take goods out of a receipt it holds, and names who comes for them. */
export const billSaveBody = z
  .object({
    receiptId: idField,
    /** At most the receipt's quantity; less splits the receipt and locks only the part to be taken. */
    quantity: goodsQuantityField,
    /** The day the holder would like to come: the keeper schedules on it or after. */
    expectedDate: dateField,
    crew: vehicleCrewInput,
    remark: nullableText(200),
  })
  .strict();
export type BillSaveBody = z.infer<typeof billSaveBody>;

/** POST /wr/bill/lading/scheduling/info: the keeper gives (or moves) the day, slot and dock within capacity. */
export const billScheduleBody = z
  .object({
    id: idField,
    date: dateField,
    slot: z.enum(BILL_SLOTS, { error: fieldError }),
    /** 月台 / 鹤位: the dock or loading arm. */
    dock: nullableText(20),
  })
  .strict();
export type BillScheduleBody = z.infer<typeof billScheduleBody>;

/** One load over the weighbridge (过磅单): gross and tare of the vehicle, the goods the difference. */
export const weighTicketInput = z
  .object({
    ticketNo: requiredText(40),
    plate: plateField,
    grossWeight: goodsQuantityField,
    tareWeight: goodsQuantityField,
    /** Pieces loaded (packed goods); 0 for bulk. */
    pieces: z.number({ error: fieldError }).int({ error: 'field.invalid' }).min(0, { error: 'field.invalid' }).max(1_000_000),
  })
  .strict();
export type WeighTicketInput = z.infer<typeof weighTicketInput>;

/** POST /wr/bill/lading/finish: the keeper records the loads and ends the pick-up. */
export const billFinishBody = z
  .object({
    id: idField,
    tickets: z.array(weighTicketInput, { error: fieldError }).min(1, { error: 'bill.ticketsRequired' }).max(50),
    /**
     * true: the last load took everything the bill named (the tickets may differ from it within the weighbridge's
     * tolerance); false: a partial pick-up, what was not loaded stays held.
     */
    allOut: z.boolean({ error: fieldError }),
    remark: nullableText(200),
  })
  .strict();
export type BillFinishBody = z.infer<typeof billFinishBody>;

/** POST /wr/bill/lading/cancel: the holder withdraws, the keeper refuses (a reason required). */
export const billCancelBody = z.object({ id: idField, reason: nullableText(200) }).strict();
export const billAdminCancelBody = z.object({ id: idField, reason: requiredText(200) }).strict();
export const billIdBody = z.object({ id: idField }).strict();

/** POST /wr/bill/lading/info: by id, or by the pick-up code the gate scans (the keeper's side only). */
export const billInfoBody = z
  .object({
    id: idField.optional(),
    pickupCode: stringField()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{8}$/, { error: 'bill.codeInvalid' })
      .optional(),
  })
  .strict()
  .refine((body) => (body.id == null) !== (body.pickupCode == null), { error: 'bill.idOrCode', path: ['id'] });

export const billListQuery = pageQuerySchema
  .extend({
    /** holder: the company's own bills; keeper: those of the warehouses it keeps. */
    as: z.enum(['holder', 'keeper'], { error: fieldError }).default('holder'),
    keyword: stringField().trim().max(50, { error: 'field.tooLong' }).optional(),
    warehouseId: idField.optional(),
    /** The scheduled day (the keeper's board). */
    date: dateField.optional(),
  })
  .strict();
export type BillListQuery = z.infer<typeof billListQuery>;

export const billCapacityQuery = z
  .object({
    warehouseId: idField,
    from: dateField,
    days: z.coerce.number({ error: fieldError }).int({ error: 'field.invalid' }).min(1).max(31).default(7),
  })
  .strict();

export const weighTicketSchema = z.object({
  ticketNo: z.string(),
  plate: z.string(),
  grossWeight: z.string(),
  tareWeight: z.string(),
  netWeight: z.string(),
  pieces: z.number().int(),
});

export const billSchema = z.object({
  id: z.number().int(),
  billNo: z.string(),
  status: z.enum(BILL_STATUSES),
  statusLabel: z.string(),
  /** The receipt the bill locks: the one asked on, or the part split off it for the bill. */
  receiptId: z.number().int(),
  receiptNo: z.string(),
  /** The receipt the holder chose (differs from receiptId when only part of it is taken). */
  sourceReceiptId: z.number().int(),
  sourceReceiptNo: z.string(),
  warehouseId: z.number().int(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  warehouseAddress: z.string(),
  warehouseContact: z.string(),
  keeperCompanyId: z.number().int(),
  keeperCompanyName: z.string(),
  holderCompanyId: z.number().int(),
  holderCompanyName: z.string(),
  productName: z.string(),
  grade: z.string(),
  hazardClass: z.string().nullable(),
  unNumber: z.string().nullable(),
  unit: z.string(),
  batchNo: z.string(),
  packingLabel: z.string(),
  quantity: z.string(),
  pieces: z.number().int(),
  expectedDate: z.string(),
  crew: vehicleCrewSchema,
  scheduledDate: z.string().nullable(),
  slot: z.enum(BILL_SLOTS).nullable(),
  slotLabel: z.string().nullable(),
  dock: z.string().nullable(),
  /** Where the keeper last moved it from (改期), in the caller's words; null while it keeps its first schedule. */
  movedFrom: z.object({ date: z.string(), slotLabel: z.string().nullable() }).nullable(),
  /** The gate's code, to the holder and the keeper once scheduled. */
  pickupCode: z.string().nullable(),
  tickets: z.array(weighTicketSchema),
  pickedQuantity: z.string().nullable(),
  pickedPieces: z.number().int().nullable(),
  /** The bill's quantity less what the tickets weighed, when the last load took everything. */
  variance: z.string().nullable(),
  /** The receipt deregistered for what was taken, and the one holding what was not. */
  pickedReceiptId: z.number().int().nullable(),
  pickedReceiptNo: z.string().nullable(),
  restReceiptId: z.number().int().nullable(),
  restReceiptNo: z.string().nullable(),
  /** Settled at the finish: the storage fee of what was taken up to that day, and the outbound fee. */
  storageFee: z.string().nullable(),
  outboundFee: z.string().nullable(),
  feesTo: z.string().nullable(),
  remark: z.string().nullable(),
  finishRemark: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cancelledBy: z.enum(['holder', 'keeper', 'operator']).nullable(),
  createdAt: z.string(),
  scheduledAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  sides: z.array(z.enum(['holder', 'keeper'])),
  actions: z.array(z.enum(BILL_ACTIONS)),
});
export type Bill = z.infer<typeof billSchema>;

export const billCapacitySchema = z.object({
  date: z.string(),
  capacity: z.string(),
  scheduled: z.string(),
  remaining: z.string(),
  bills: z.number().int(),
  unit: z.string(),
});
export type BillCapacityDay = z.infer<typeof billCapacitySchema>;

export const billTabCountsSchema = z.object(
  Object.fromEntries(BILL_TABS.map((tab) => [tab, z.number().int()])) as {
    [K in (typeof BILL_TABS)[number]]: z.ZodNumber;
  },
);

const tags = ['bill of lading'];
const reading = ['receipt.view', 'receipt.billOfLading', 'warehouse.pickup'] as const;
const tabRoute = (tab: 'all' | 'audit' | 'pass' | 'cancel' | 'finish', summary: string) =>
  defineRoute({
    method: 'POST',
    path: `/wr/bill/lading/${tab}/list`,
    input: billListQuery,
    answer: pageSchema(billSchema),
    summary,
    tags,
    permission: reading,
  });

/** SPEC §7 "/wr/bill/lading/*": pick-up of goods under a receipt, from the holder's request to the last load. */
export const billRoutes = {
  save: defineRoute({
    method: 'POST',
    path: '/wr/bill/lading/save',
    input: billSaveBody,
    answer: billSchema,
    summary:
      'Holder: ask to pick up goods of a receipt (quantity up to what is available; vehicle, driver and, for dangerous goods, permits and escort); the receipt is locked',
    tags,
    permission: 'receipt.billOfLading',
    idempotent: true,
  }),
  allList: tabRoute('all', 'Every bill of lading of the company as holder or keeper, paged'),
  auditList: tabRoute('audit', 'Bills awaiting the keeper’s schedule (待审核), paged'),
  passList: tabRoute('pass', 'Scheduled bills (已排期), paged; `date` gives one day’s gate list'),
  cancelList: tabRoute('cancel', 'Cancelled or refused bills (已取消) with the reason, paged'),
  finishList: tabRoute('finish', 'Finished bills (已完成) with their tickets, paged'),
  tabCounts: defineRoute({
    method: 'POST',
    path: '/wr/bill/lading/tab/counts',
    input: billListQuery,
    answer: billTabCountsSchema,
    summary: 'How many bills each tab holds, under the same filters',
    tags,
    permission: reading,
  }),
  sub: defineRoute({
    method: 'POST',
    path: '/wr/bill/lading/list/sub',
    input: billIdBody,
    answer: z.array(billSchema),
    summary: 'The bills of lading of a receipt {id: receipt id}, and of the parts split off it for them',
    tags,
    permission: reading,
  }),
  info: defineRoute({
    method: 'POST',
    path: '/wr/bill/lading/info',
    input: billInfoBody,
    answer: billSchema,
    summary: 'One bill by id, or by the pick-up code the keeper’s gate scans',
    tags,
    permission: reading,
  }),
  schedule: defineRoute({
    method: 'POST',
    path: '/wr/bill/lading/scheduling/info',
    input: billScheduleBody,
    answer: billSchema,
    summary: 'Keeper: schedule (or move) a pick-up to a day, slot and dock within the warehouse’s daily outbound capacity',
    tags,
    permission: 'warehouse.pickup',
  }),
  capacity: defineRoute({
    method: 'POST',
    path: '/wr/bill/lading/capacity',
    input: billCapacityQuery,
    answer: z.array(billCapacitySchema),
    summary: 'Keeper: a warehouse’s outbound capacity by day, what is scheduled and what remains',
    tags,
    permission: 'warehouse.pickup',
  }),
  finish: defineRoute({
    method: 'POST',
    path: '/wr/bill/lading/finish',
    input: billFinishBody,
    answer: billSchema,
    summary:
      'Keeper: record the loads’ weighbridge tickets and end the pick-up; the picked goods’ receipt is deregistered, the rest stays held',
    tags,
    permission: 'warehouse.pickup',
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/wr/bill/lading/cancel',
    input: billCancelBody,
    answer: billSchema,
    summary: 'Holder: withdraw a bill; keeper: refuse it with the reason. Before loading only; the receipt is released',
    tags,
    permission: ['receipt.billOfLading', 'warehouse.pickup'],
  }),
  download: defineRoute({
    method: 'POST',
    path: '/wr/bill/lading/download',
    input: billIdBody,
    answer: fileAnswer,
    produces: ['application/pdf'],
    summary:
      'The pick-up note (提货单) of a scheduled or finished bill: a PDF with the pick-up code and the QR code the gate scans',
    tags,
    permission: reading,
  }),
};

/**
 * The operator's list: by status, keyword, warehouse and the pick-up day (the scheduled day, or the day the holder
 * asked for while none is given: the day the list shows), `from` to `to` inclusive.
 */
export const billAdminListQuery = pageQuerySchema
  .extend({
    status: z.enum(BILL_STATUSES, { error: fieldError }).optional(),
    keyword: stringField().trim().max(50, { error: 'field.tooLong' }).optional(),
    warehouseId: idField.optional(),
    from: dateField.optional(),
    to: dateField.optional(),
  })
  .strict()
  .refine((query) => !query.from || !query.to || query.from <= query.to, { error: 'bill.dateRangeReversed', path: ['to'] });
export type BillAdminListQuery = z.infer<typeof billAdminListQuery>;

/** The operator's view of every pick-up, and its stop. */
export const billAdminRoutes = {
  list: defineRoute({
    method: 'POST',
    path: '/admin/wr/bill/lading/list',
    input: billAdminListQuery,
    answer: pageSchema(billSchema),
    summary: 'Bills of lading by status, keyword, warehouse and pick-up day range, newest first, paged (operator)',
    tags: ['operator: bill of lading'],
    auth: 'operator',
  }),
  info: defineRoute({
    method: 'POST',
    path: '/admin/wr/bill/lading/info',
    input: billIdBody,
    answer: billSchema,
    summary: 'One bill of lading (operator)',
    tags: ['operator: bill of lading'],
    auth: 'operator',
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/admin/wr/bill/lading/cancel',
    input: billAdminCancelBody,
    answer: billSchema,
    summary: 'Stop a pick-up before loading, with the reason; the receipt is released (operator)',
    tags: ['operator: bill of lading'],
    auth: 'operator',
  }),
};
