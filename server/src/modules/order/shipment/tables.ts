import type { ShipmentStatus } from '@hgsc/contracts';
import { sql } from 'drizzle-orm';
import { bigint, index, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../user/tables.ts';
import { vehicleCrews } from '../../vehicle-crew/index.ts';
import { orderItems, orders } from '../tables.ts';

/**
 * One batch of an order's goods (一批发货): the vehicle and crew that took it, the weighbridge ticket it was loaded
 * on, and — once the buyer confirmed it — what arrived. A batch is never edited: a mistake is answered by the next.
 */
export const orderShipments = pgTable(
  'order_shipments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 1, 2, … within the order. */
    seq: smallint('seq').notNull(),
    status: text('status').$type<ShipmentStatus>().notNull(),
    /** Null for the whole shipment /order/deliver records with a waybill only. */
    crewId: bigint('crew_id', { mode: 'number' }).references(() => vehicleCrews.id),
    ticketNo: text('ticket_no'),
    ticketKeys: text('ticket_keys').array().notNull().default(sql`'{}'::text[]`),
    deliveryNo: text('delivery_no'),
    carrier: text('carrier'),
    remark: text('remark'),
    shippedBy: bigint('shipped_by', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull().defaultNow(),
    arrivalTicketNo: text('arrival_ticket_no'),
    arrivalTicketKeys: text('arrival_ticket_keys').array().notNull().default(sql`'{}'::text[]`),
    arrivalRemark: text('arrival_remark'),
    arrivedBy: bigint('arrived_by', { mode: 'number' }).references(() => users.id),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('order_shipments_order_seq_unique').on(t.orderId, t.seq),
    // The file access rule finds a ticket's batch by its key.
    index('order_shipments_ticket_keys_idx').using('gin', t.ticketKeys, t.arrivalTicketKeys),
  ],
);

/** What a batch carried of each order line, and what the buyer confirmed arrived of it. NUMERIC(18,4). */
export const orderShipmentLines = pgTable(
  'order_shipment_lines',
  {
    shipmentId: bigint('shipment_id', { mode: 'number' })
      .notNull()
      .references(() => orderShipments.id, { onDelete: 'cascade' }),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    loaded: numeric('loaded', { precision: 18, scale: 4 }).notNull(),
    received: numeric('received', { precision: 18, scale: 4 }),
  },
  (t) => [primaryKey({ columns: [t.shipmentId, t.itemId] }), index('order_shipment_lines_item_idx').on(t.itemId)],
);

export type OrderShipmentRow = typeof orderShipments.$inferSelect;
