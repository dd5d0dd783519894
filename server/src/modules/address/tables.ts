import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../company/tables.ts';
import { users } from '../user/tables.ts';

/** A company's delivery/receiving addresses (收货地址); deleted ones are kept for the orders that used them. */
export const companyAddresses = pgTable(
  'company_addresses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contactName: text('contact_name').notNull(),
    contactMobile: text('contact_mobile').notNull(),
    provinceCode: text('province_code').notNull(),
    provinceName: text('province_name').notNull(),
    cityCode: text('city_code').notNull(),
    cityName: text('city_name').notNull(),
    areaCode: text('area_code').notNull(),
    areaName: text('area_name').notNull(),
    detail: text('detail').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // At most one default per company, whatever the interleaving of concurrent calls.
    uniqueIndex('company_addresses_one_default').on(t.companyId).where(sql`${t.isDefault} and ${t.deletedAt} is null`),
    index('company_addresses_company_idx').on(t.companyId, t.createdAt),
  ],
);

export type CompanyAddressRow = typeof companyAddresses.$inferSelect;
