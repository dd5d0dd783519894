import { type OfferPaymentTerms, PREPAY_ONLY, type PriceTier } from '@hgsc/contracts';
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, numeric, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { categories } from '../category/tables.ts';
import { companies } from '../company/tables.ts';
import { shops } from '../shop/tables.ts';
import { users } from '../user/tables.ts';
import { unitsWeighing } from './weight-sql.ts';

/**
 * The price per tonne as tonnePriceOf computes it (contracts tonne-price.ts, from the same units), or the price itself
 * where the unit converts to no weight: the catalogue's price sorts and filters compare this.
 */
const TONNE_PRICE = sql.raw(
  `CASE WHEN lower(btrim(unit)) IN ${unitsWeighing(1000)} THEN price WHEN lower(btrim(unit)) IN ${unitsWeighing(1)} THEN price * 1000 WHEN unit_weight_kg > 0 THEN round(price * 1000 / unit_weight_kg, 2) ELSE price END`,
);

/** On shelf and approved: the rows the catalogue's partial indexes hold (publish 1, audit 1). */
const PUBLIC_ROW = sql`publish_status = 1 AND audit_status = 1`;

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
    /** 生产厂家 / 品牌: who made the goods; the catalogue filters by it. */
    brand: text('brand'),
    /** SPEC §3 packaging codes 0–6. */
    packaging: smallint('packaging').notNull(),
    /** Unit of the price and quantities: 吨 unless the product says otherwise. */
    unit: text('unit').notNull().default('吨'),
    /**
     * Tax-inclusive price per unit; null: 面议 (price on request), priced by a quote instead, and then without tiers
     * (products_tiers_need_price, migration 0069).
     */
    price: numeric('price', { precision: 18, scale: 2 }),
    /** The net weight of one unit in kilograms, for a unit that is not a weight (桶, 袋): contracts tonne-price.ts. */
    unitWeightKg: numeric('unit_weight_kg', { precision: 18, scale: 4 }),
    /**
     * The price per tonne, computed by the database as tonnePriceOf does (contracts tonne-price.ts), or the price itself
     * where the unit converts to no weight: the catalogue's price sorts and filters compare this. Unbounded numeric:
     * a price per gram-sized unit may pass NUMERIC(18,2).
     */
    tonnePrice: numeric('tonne_price').generatedAlwaysAs(TONNE_PRICE),
    /** 阶梯价: from each threshold up, its lower price (decimal text, thresholds rising); empty: one price. */
    priceTiers: jsonb('price_tiers').$type<PriceTier[]>().notNull().default([]),
    /** What the offer allows besides prepayment (payment-terms.ts): a deposit and the balance's days, credit, bills. */
    paymentTerms: jsonb('payment_terms').$type<OfferPaymentTerms>().notNull().default(PREPAY_ONLY),
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
    /**
     * The lower-cased characters and character pairs of the name, computed by the database
     * (text_grams, migration 0024) whoever writes the row: the catalogue finds one- and
     * two-character keywords through its GIN index (modules/catalogue/keyword.ts).
     */
    nameGrams: text('name_grams').array().notNull().generatedAlwaysAs(sql`text_grams(name)`),
    /**
     * Whether any stock is left, computed by the database: the catalogue's covering index holds this instead of
     * the stock (migration 0030), so a checkout's reservation changes no indexed value while some stock remains and
     * PostgreSQL may write it as a heap-only tuple, not as a new entry in every index of the table.
     */
    inStock: boolean('in_stock').notNull().generatedAlwaysAs(sql`stock > 0`),
  },
  (t) => [
    index('products_shop_idx').on(t.shopId, t.createdAt),
    index('products_audit_idx').on(t.auditStatus, t.submittedAt),
    // The public catalogue (modules/catalogue), over the public rows only: the keyword indexes, one
    // index per sort (whole, per category — a category filter merges its categories' walks — and per
    // CAS number for the sorts a CAS search is read in: newest and price). One more, products_public_cover_idx
    // (shop_id INCLUDE the columns a public count tests), is in migrations 0026 and 0030, and the newest-first CAS
    // and category indexes INCLUDE what their counts test (migrations 0033 and 0035): drizzle cannot declare INCLUDE.
    index('products_public_name_grams_idx').using('gin', t.nameGrams).where(PUBLIC_ROW),
    index('products_public_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')).where(PUBLIC_ROW),
    index('products_public_newest_idx').on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(PUBLIC_ROW),
    index('products_public_price_idx').on(t.tonnePrice, t.id).where(PUBLIC_ROW),
    // The warehouse city filter: a city holds a sliver of the catalogue (Shanghai a thirtieth), walked newest first,
    // with what a count tests and the producer in its INCLUDE (migration 0066).
    index('products_public_city_newest_idx')
      .on(t.cityCode, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(PUBLIC_ROW),
    // The producer filter, walked in the sort's order like a CAS number (newest and relevance, price), the place and
    // what a count tests in their INCLUDE (migration 0066): a producer in one city read some 400 entries for a page
    // where a bitmap of the producer's 28,000 offers read each row. The producers' list reads the first.
    index('products_public_brand_newest_idx')
      .on(t.brand, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(PUBLIC_ROW),
    index('products_public_brand_price_idx').on(t.brand, t.tonnePrice, t.id).where(PUBLIC_ROW),
    // A producer in one city (migration 0075): its offers counted and walked by price from the pair, with what a count
    // tests in the INCLUDE. Along the producer's index, counting 601 of 巴斯夫's 1,092 Shanghai offers read 16,000 of
    // its 29,000 entries (11 ms at 1,000,000 products); from the pair 0.6 ms.
    index('products_public_brand_city_idx').on(t.brand, t.cityCode, t.tonnePrice, t.id).where(PUBLIC_ROW),
    // A relevance search's first tier: the offers named exactly the keyword, whatever its case, newest first.
    index('products_public_name_newest_idx')
      .on(sql`lower(${t.name})`, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(PUBLIC_ROW),
    index('products_public_hot_idx')
      .on(t.salesCount.desc().nullsFirst(), t.viewCount.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(PUBLIC_ROW),
    index('products_public_cas_newest_idx')
      .on(t.casNumber, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(PUBLIC_ROW),
    index('products_public_cas_price_idx').on(t.casNumber, t.tonnePrice, t.id).where(PUBLIC_ROW),
    index('products_public_category_newest_idx')
      .on(t.categoryId, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(PUBLIC_ROW),
    index('products_public_category_price_idx').on(t.categoryId, t.tonnePrice, t.id).where(PUBLIC_ROW),
    index('products_public_category_hot_idx')
      .on(t.categoryId, t.salesCount.desc().nullsFirst(), t.viewCount.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(PUBLIC_ROW),
    // The expiry sweep (expire-offers.ts) walks the on-shelf offers that have a validity, the earliest first.
    index('products_shelf_expiry_idx').on(t.validUntil, t.id).where(sql`publish_status = 1 AND valid_until IS NOT NULL`),
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
