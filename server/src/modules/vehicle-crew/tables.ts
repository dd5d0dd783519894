import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../company/tables.ts';

/**
 * A vehicle and its crew as a company named them for one movement of goods (a bill of lading now; an order's
 * shipment and a freight order later): kept as given, so what the gate checked stays what was named.
 */
export const vehicleCrews = pgTable(
  'vehicle_crews',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    plate: text('plate').notNull(),
    transportPermitNo: text('transport_permit_no'),
    driverName: text('driver_name').notNull(),
    driverIdNumber: text('driver_id_number').notNull(),
    driverPhone: text('driver_phone').notNull(),
    driverQualificationNo: text('driver_qualification_no'),
    escortName: text('escort_name'),
    escortIdNumber: text('escort_id_number'),
    escortPhone: text('escort_phone'),
    escortQualificationNo: text('escort_qualification_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vehicle_crews_company_idx').on(t.companyId, t.createdAt)],
);
export type VehicleCrewRow = typeof vehicleCrews.$inferSelect;
