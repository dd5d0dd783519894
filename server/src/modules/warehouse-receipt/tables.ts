import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from '../company/tables.ts';
import { users } from '../user/tables.ts';
import { receiptProducts, warehouses } from '../warehouse/tables.ts';

/** The running numbers of deposit applications (RK + yyyymmdd + 6 digits) and receipts (WR + yyyymmdd + 6 digits). */
export const depositNumberSequence = pgSequence('deposit_number_seq', { startWith: 1, increment: 1 });
export const receiptNumberSequence = pgSequence('receipt_number_seq', { startWith: 1, increment: 1 });

/** 入库申请: a depositor asks a warehouse to take in goods; the keeper receives (weighs, checks) or refuses them. */
export const depositApplications = pgTable(
  'deposit_applications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    depositNo: text('deposit_no').notNull(),
    status: text('status', { enum: ['pending', 'received', 'refused', 'withdrawn', 'registered'] }).notNull(),
    applicantCompanyId: bigint('applicant_company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    applicantUserId: bigint('applicant_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    warehouseId: bigint('warehouse_id', { mode: 'number' })
      .notNull()
      .references(() => warehouses.id),
    /** The warehouse's keeper when the application was made: the side that receives the goods. */
    keeperCompanyId: bigint('keeper_company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => receiptProducts.id),
    brand: text('brand').notNull(),
    origin: text('origin'),
    batchNo: text('batch_no').notNull(),
    productionDate: date('production_date', { mode: 'string' }),
    packing: smallint('packing').notNull(),
    pieces: integer('pieces').notNull(),
    declaredQty: numeric('declared_qty', { precision: 18, scale: 4 }).notNull(),
    expectedArrival: date('expected_arrival', { mode: 'string' }).notNull(),
    vehiclePlates: text('vehicle_plates'),
    remark: text('remark'),
    actualQty: numeric('actual_qty', { precision: 18, scale: 4 }),
    actualPieces: integer('actual_pieces'),
    arrivalDate: date('arrival_date', { mode: 'string' }),
    quality: text('quality'),
    qcReportKey: text('qc_report_key'),
    /** SHA-256 of the QC report as received: the receipt's evidence of quality. */
    qcReportHash: text('qc_report_hash'),
    refuseReason: text('refuse_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deposit_applications_no_unique').on(t.depositNo),
    index('deposit_applications_applicant_idx').on(t.applicantCompanyId, t.createdAt),
    index('deposit_applications_keeper_idx').on(t.keeperCompanyId, t.status, t.createdAt),
  ],
);
export type DepositRow = typeof depositApplications.$inferSelect;

/**
 * A warehouse receipt (仓单), GB/T 30332-2024's elements and the chemical's. One holder at a time; at most one lock;
 * never edited once approved (a correction deregisters it and registers another). A split retires it for children
 * that keep its goods' facts and its storage start.
 */
export const warehouseReceipts = pgTable(
  'warehouse_receipts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    receiptNo: text('receipt_no').notNull(),
    parentId: bigint('parent_id', { mode: 'number' }),
    /** The receipt the keeper registered that this one descends from (itself for an original). */
    rootId: bigint('root_id', { mode: 'number' }),
    /** Why a child was split off: its holder's split, an order, a pick-up. */
    splitReason: text('split_reason', { enum: ['holder', 'listing', 'order', 'pickup'] }),
    depositId: bigint('deposit_id', { mode: 'number' }).references(() => depositApplications.id),
    status: text('status', { enum: ['pendingAudit', 'active', 'rejected', 'split', 'cancelled'] }).notNull(),
    lockType: text('lock_type', { enum: ['none', 'listing', 'order', 'pledge', 'pickup', 'freeze', 'swap'] })
      .notNull()
      .default('none'),
    /** What holds the lock: a bill of lading's, a listing's, an order's id. */
    lockRef: text('lock_ref'),
    warehouseId: bigint('warehouse_id', { mode: 'number' })
      .notNull()
      .references(() => warehouses.id),
    keeperCompanyId: bigint('keeper_company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    depositorCompanyId: bigint('depositor_company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    holderCompanyId: bigint('holder_company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => receiptProducts.id),
    productName: text('product_name').notNull(),
    grade: text('grade').notNull(),
    casNumber: text('cas_number').notNull(),
    hazardClass: text('hazard_class'),
    unNumber: text('un_number'),
    unit: text('unit').notNull(),
    brand: text('brand').notNull(),
    origin: text('origin'),
    batchNo: text('batch_no').notNull(),
    productionDate: date('production_date', { mode: 'string' }),
    quality: text('quality').notNull(),
    qcReportKey: text('qc_report_key'),
    packing: smallint('packing').notNull(),
    pieces: integer('pieces').notNull(),
    quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull(),
    location: text('location').notNull(),
    storageStart: date('storage_start', { mode: 'string' }).notNull(),
    termEnd: date('term_end', { mode: 'string' }).notNull(),
    lossStandard: text('loss_standard').notNull(),
    insurance: text('insurance'),
    /** The title certificate's code (货权证书), given when the receipt is issued: its public check's key. */
    certificateCode: text('certificate_code'),
    /** The last day whose storage fee is settled (付止日); null: none yet. */
    feePaidTo: date('fee_paid_to', { mode: 'string' }),
    auditReason: text('audit_reason'),
    cancelReason: text('cancel_reason'),
    registeredBy: bigint('registered_by', { mode: 'number' }).references(() => users.id),
    auditedBy: bigint('audited_by', { mode: 'number' }).references(() => users.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('warehouse_receipts_no_unique').on(t.receiptNo),
    index('warehouse_receipts_holder_idx').on(t.holderCompanyId, t.status, t.createdAt),
    index('warehouse_receipts_keeper_idx').on(t.keeperCompanyId, t.status, t.createdAt),
    index('warehouse_receipts_parent_idx').on(t.parentId),
    index('warehouse_receipts_status_idx').on(t.status, t.createdAt),
    // One deposit, one receipt: a second registration of the same goods is refused by the database too.
    uniqueIndex('warehouse_receipts_deposit_unique').on(t.depositId),
    uniqueIndex('warehouse_receipts_certificate_unique').on(t.certificateCode),
    check('warehouse_receipts_quantity_positive', sql`${t.quantity} > 0`),
    check('warehouse_receipts_lock_ref', sql`(${t.lockType} = 'none') = (${t.lockRef} is null)`),
  ],
);
export type ReceiptRow = typeof warehouseReceipts.$inferSelect;
