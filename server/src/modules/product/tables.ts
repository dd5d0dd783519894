import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, numeric, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { categories } from '../category/tables.ts';
import { companies } from '../company/tables.ts';
import { shops } from '../shop/tables.ts';
import { users } from '../user/tables.ts';

/**
 * A chemical product a shop publishes (DESIGN §6). Money is NUMERIC(18,2) and quantities
 * NUMERIC(18,4), carried as strings. Lifecycle: draft (auditStatus null) → submitted (0 审核中) →
 * approved (1) / rejected (2, with reason); revocation withdraws a pending audit back to draft; an
 * approved product goes on / off shelf (publishStatus 1 / 0).
 */
export const products = pgTable(
  'products',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    shopId: bigint('shop_id', { mode: 'number' })
      .notNull()
      .references(() => shops.id),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    /** CAS registry number, checked by its check digit. */
    casNumber: text('cas_number').notNull(),
    /** Grade (工业级, 优等品 …) and purity (e.g. "99.9%"). */
    grade: text('grade'),
    purity: text('purity'),
    /** SPEC §3 packaging codes 0–6. */
    packaging: smallint('packaging').notNull(),
    /** Unit of the price and quantities: 吨 unless the product says otherwise. */
    unit: text('unit').notNull().default('吨'),
    /** Tax-inclusive price per unit. */
    price: numeric('price', { precision: 18, scale: 2 }).notNull(),
    minOrderQty: numeric('min_order_qty', { precision: 18, scale: 4 }).notNull(),
    stock: numeric('stock', { precision: 18, scale: 4 }).notNull(),
    deliveryPlace: text('delivery_place').notNull(),
    provinceCode: text('province_code'),
    cityCode: text('city_code'),
    warehouse: text('warehouse'),
    /** Last day the offer is valid. */
    validUntil: date('valid_until'),
    /** Image file keys (public /oss uploads), first is the cover. */
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    description: text('description'),
    isDangerous: boolean('is_dangerous').notNull().default(false),
    unNumber: text('un_number'),
    hazardClass: text('hazard_class'),
    sdsFileKey: text('sds_file_key'),
    /** null = draft, else SPEC §3 audit status. */
    auditStatus: smallint('audit_status'),
    auditReason: text('audit_reason'),
    /** SPEC §3: 0 未上架, 1 已上架. */
    publishStatus: smallint('publish_status').notNull().default(0),
    /** In the shop's showcase (/product/productShow); only on-shelf products count. */
    showcase: boolean('showcase').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    salesCount: integer('sales_count').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    auditedBy: bigint('audited_by', { mode: 'number' }).references(() => users.id),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_shop_idx').on(t.shopId, t.createdAt),
    index('products_audit_idx').on(t.auditStatus, t.submittedAt),
    index('products_public_idx').on(t.publishStatus, t.categoryId),
    index('products_cas_idx').on(t.casNumber),
  ],
);

/** Every price a product had (/product/update/price keeps the history). */
export const productPriceHistory = pgTable(
  'product_price_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    price: numeric('price', { precision: 18, scale: 2 }).notNull(),
    previousPrice: numeric('previous_price', { precision: 18, scale: 2 }),
    actorUserId: bigint('actor_user_id', { mode: 'number' }).references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_price_history_product_idx').on(t.productId, t.createdAt)],
);

/** Every audit-related change of a product (submit, revoke, approve, reject, shelf), with a snapshot. */
export const productAuditLogs = pgTable(
  'product_audit_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    auditStatus: smallint('audit_status'),
    reason: text('reason'),
    snapshot: jsonb('snapshot').notNull().default(sql`'{}'::jsonb`),
    actorUserId: bigint('actor_user_id', { mode: 'number' }).references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_audit_logs_product_idx').on(t.productId, t.createdAt)],
);

export type ProductRow = typeof products.$inferSelect;
