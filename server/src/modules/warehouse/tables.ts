import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../company/tables.ts';
import { users } from '../user/tables.ts';

/** Certified companies the operator marked as warehouse companies (仓储方): their users act as keepers (保管员). */
export const keeperCompanies = pgTable('keeper_companies', {
  companyId: bigint('company_id', { mode: 'number' })
    .primaryKey()
    .references(() => companies.id),
  markedBy: bigint('marked_by', { mode: 'number' }).references(() => users.id),
  markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A warehouse (仓库) or factory warehouse (厂库) of a warehouse company: where receipted goods lie. */
export const warehouses = pgTable(
  'warehouses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['warehouse', 'factory'] }).notNull(),
    keeperCompanyId: bigint('keeper_company_id', { mode: 'number' })
      .notNull()
      .references(() => keeperCompanies.companyId),
    provinceCode: text('province_code').notNull(),
    cityCode: text('city_code').notNull(),
    areaCode: text('area_code').notNull(),
    provinceName: text('province_name').notNull(),
    cityName: text('city_name').notNull(),
    areaName: text('area_name').notNull(),
    address: text('address').notNull(),
    longitude: numeric('longitude', { precision: 9, scale: 6 }).notNull(),
    latitude: numeric('latitude', { precision: 8, scale: 6 }).notNull(),
    dailyOutboundCapacity: numeric('daily_outbound_capacity', { precision: 18, scale: 4 }).notNull(),
    dangerousGoods: boolean('dangerous_goods').notNull().default(false),
    registryCode: text('registry_code'),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('warehouses_code_unique').on(t.code),
    index('warehouses_keeper_idx').on(t.keeperCompanyId),
    index('warehouses_kind_city_idx').on(t.kind, t.cityCode),
  ],
);
export type WarehouseRow = typeof warehouses.$inferSelect;

/** Where a factory warehouse hands goods over (a plant gate, a jetty). */
export const pickupPoints = pgTable(
  'warehouse_pickup_points',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    warehouseId: bigint('warehouse_id', { mode: 'number' })
      .notNull()
      .references(() => warehouses.id),
    name: text('name').notNull(),
    address: text('address').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('warehouse_pickup_points_warehouse_idx').on(t.warehouseId)],
);
export type PickupPointRow = typeof pickupPoints.$inferSelect;

/** A product receipts may be issued for, with the lot rules every split keeps. */
export const receiptProducts = pgTable(
  'receipt_products',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    grade: text('grade').notNull(),
    casNumber: text('cas_number').notNull(),
    hazardClass: text('hazard_class'),
    unNumber: text('un_number'),
    unit: text('unit').notNull().default('吨'),
    minSplitQty: numeric('min_split_qty', { precision: 18, scale: 4 }).notNull(),
    splitStep: numeric('split_step', { precision: 18, scale: 4 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('receipt_products_name_grade_unique').on(t.name, t.grade)],
);
export type ReceiptProductRow = typeof receiptProducts.$inferSelect;

/** 产地: the origins a deposit may name. */
export const receiptOrigins = pgTable(
  'receipt_origins',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('receipt_origins_name_unique').on(t.name)],
);
export type ReceiptOriginRow = typeof receiptOrigins.$inferSelect;

/**
 * A warehouse's fees for a product over a run of days. The periods of one warehouse and product follow each other
 * without gap or overlap: a new one starts after the latest and closes it the day before.
 */
export const feeSchedules = pgTable(
  'warehouse_fee_schedules',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    warehouseId: bigint('warehouse_id', { mode: 'number' })
      .notNull()
      .references(() => warehouses.id),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => receiptProducts.id),
    storageRate: numeric('storage_rate', { precision: 18, scale: 4 }).notNull(),
    inboundFee: numeric('inbound_fee', { precision: 18, scale: 2 }).notNull(),
    outboundFee: numeric('outbound_fee', { precision: 18, scale: 2 }).notNull(),
    transferFee: numeric('transfer_fee', { precision: 18, scale: 2 }).notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    effectiveTo: date('effective_to', { mode: 'string' }),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('warehouse_fee_schedules_period_unique').on(t.warehouseId, t.productId, t.effectiveFrom),
    // At most one open-ended period per warehouse and product.
    uniqueIndex('warehouse_fee_schedules_open_unique').on(t.warehouseId, t.productId).where(sql`${t.effectiveTo} is null`),
  ],
);
export type FeeScheduleRow = typeof feeSchedules.$inferSelect;
