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
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from '../company/tables.ts';
import { users } from '../user/tables.ts';
import { vehicleCrews } from '../vehicle-crew/tables.ts';
import { warehouses } from '../warehouse/tables.ts';
import { warehouseReceipts } from '../warehouse-receipt/tables.ts';

/** The running number of bills of lading: TD + the day in China + 6 digits. */
export const billNumberSequence = pgSequence('bill_number_seq', { startWith: 1, increment: 1 });

/**
 * A bill of lading (提单): the holder's order to the keeper to release goods held under a receipt, to a named vehicle
 * and crew, on the day and slot the keeper schedules. It locks the receipt (the part split off for it when less than
 * the whole is taken) until it is finished or cancelled.
 */
export const billsOfLading = pgTable(
  'bills_of_lading',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    billNo: text('bill_no').notNull(),
    status: text('status', { enum: ['submitted', 'scheduled', 'finished', 'cancelled'] }).notNull(),
    holderCompanyId: bigint('holder_company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    holderUserId: bigint('holder_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** The receipt the bill locks and, at the finish, deregisters (or splits when part was taken). */
    receiptId: bigint('receipt_id', { mode: 'number' })
      .notNull()
      .references(() => warehouseReceipts.id),
    /** The receipt the holder chose: the same, or the one the bill's receipt was split off. */
    sourceReceiptId: bigint('source_receipt_id', { mode: 'number' })
      .notNull()
      .references(() => warehouseReceipts.id),
    warehouseId: bigint('warehouse_id', { mode: 'number' })
      .notNull()
      .references(() => warehouses.id),
    keeperCompanyId: bigint('keeper_company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull(),
    pieces: integer('pieces').notNull(),
    expectedDate: date('expected_date', { mode: 'string' }).notNull(),
    crewId: bigint('crew_id', { mode: 'number' })
      .notNull()
      .references(() => vehicleCrews.id),
    remark: text('remark'),
    scheduledDate: date('scheduled_date', { mode: 'string' }),
    slot: text('slot', { enum: ['morning', 'afternoon', 'evening'] }),
    dock: text('dock'),
    /** What the gate scans: given at the first schedule, unique while the platform lives. */
    pickupCode: text('pickup_code'),
    pickedQuantity: numeric('picked_quantity', { precision: 18, scale: 4 }),
    pickedPieces: integer('picked_pieces'),
    variance: numeric('variance', { precision: 18, scale: 4 }),
    pickedReceiptId: bigint('picked_receipt_id', { mode: 'number' }).references(() => warehouseReceipts.id),
    restReceiptId: bigint('rest_receipt_id', { mode: 'number' }).references(() => warehouseReceipts.id),
    storageFee: numeric('storage_fee', { precision: 18, scale: 2 }),
    outboundFee: numeric('outbound_fee', { precision: 18, scale: 2 }),
    feesTo: date('fees_to', { mode: 'string' }),
    finishRemark: text('finish_remark'),
    cancelReason: text('cancel_reason'),
    cancelledBy: text('cancelled_by', { enum: ['holder', 'keeper', 'operator'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bills_of_lading_no_unique').on(t.billNo),
    uniqueIndex('bills_of_lading_code_unique').on(t.pickupCode),
    // One open bill per receipt: the receipt's lock says so too; the database refuses a second all the same.
    uniqueIndex('bills_of_lading_open_receipt_unique').on(t.receiptId).where(sql`${t.status} in ('submitted', 'scheduled')`),
    index('bills_of_lading_holder_idx').on(t.holderCompanyId, t.status, t.createdAt),
    index('bills_of_lading_keeper_idx').on(t.keeperCompanyId, t.status, t.createdAt),
    index('bills_of_lading_day_idx').on(t.warehouseId, t.scheduledDate),
    index('bills_of_lading_source_idx').on(t.sourceReceiptId),
    check('bills_of_lading_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
export type BillRow = typeof billsOfLading.$inferSelect;

/** One load over the weighbridge (过磅单), recorded at the finish. */
export const weighTickets = pgTable(
  'bill_weigh_tickets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    billId: bigint('bill_id', { mode: 'number' })
      .notNull()
      .references(() => billsOfLading.id),
    ticketNo: text('ticket_no').notNull(),
    plate: text('plate').notNull(),
    grossWeight: numeric('gross_weight', { precision: 18, scale: 4 }).notNull(),
    tareWeight: numeric('tare_weight', { precision: 18, scale: 4 }).notNull(),
    netWeight: numeric('net_weight', { precision: 18, scale: 4 }).notNull(),
    pieces: integer('pieces').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bill_weigh_tickets_no_unique').on(t.billId, t.ticketNo),
    check('bill_weigh_tickets_net', sql`${t.netWeight} = ${t.grossWeight} - ${t.tareWeight} and ${t.netWeight} > 0`),
  ],
);
export type WeighTicketRow = typeof weighTickets.$inferSelect;
