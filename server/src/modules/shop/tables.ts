import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../company/tables.ts';
import { users } from '../user/tables.ts';

/**
 * A company's shop (店铺). Entry is an application the operator audits (SPEC §3 audit codes); the
 * shop is open once approved. One shop per company.
 */
export const shops = pgTable(
  'shops',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    logoKey: text('logo_key'),
    bannerKey: text('banner_key'),
    intro: text('intro'),
    mainProducts: text('main_products'),
    contactName: text('contact_name').notNull(),
    contactMobile: text('contact_mobile').notNull(),
    contactPhone: text('contact_phone'),
    provinceCode: text('province_code'),
    cityCode: text('city_code'),
    areaCode: text('area_code'),
    address: text('address'),
    /** Shop entry agreement version accepted at entry (/shop/agreement/info). */
    entryAgreementVersion: integer('entry_agreement_version'),
    /** SPEC §3: 0 审核中, 1 审核通过, 2 审核未通过. */
    auditStatus: smallint('audit_status').notNull().default(0),
    auditReason: text('audit_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    auditedBy: bigint('audited_by', { mode: 'number' }).references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * How many of its products are on shelf and approved, kept by triggers on products (migrations 0025 and 0031):
     * the shop lists and the home page rank shops by it without counting a million products per request.
     */
    publicProductCount: integer('public_product_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('shops_company_unique').on(t.companyId),
    index('shops_audit_idx').on(t.auditStatus, t.submittedAt),
    // The open shops with the most products first (home block, /shop/select).
    index('shops_open_ranking_idx')
      .on(t.publicProductCount.desc().nullsFirst(), t.auditedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.auditStatus} = 1`),
    // The shops that are not open, few: the catalogue's counts test a product's shop against them, hashed once per
    // statement, instead of probing each product's shop (catalogue/visibility.ts shopNotClosed).
    index('shops_not_open_idx').on(t.id).where(sql`${t.auditStatus} <> 1`),
    // A shop name is held by a live application (审核中 or 审核通过); a rejected one does not block it.
    uniqueIndex('shops_name_live_unique').on(t.name).where(sql`${t.auditStatus} <> 2`),
  ],
);

/** Every change of a shop application (submit, update, approve, reject), with a snapshot. */
export const shopAuditLogs = pgTable(
  'shop_audit_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    shopId: bigint('shop_id', { mode: 'number' })
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    auditStatus: smallint('audit_status').notNull(),
    reason: text('reason'),
    snapshot: jsonb('snapshot').notNull().default(sql`'{}'::jsonb`),
    actorUserId: bigint('actor_user_id', { mode: 'number' }).references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shop_audit_logs_shop_idx').on(t.shopId, t.createdAt)],
);

export type ShopRow = typeof shops.$inferSelect;

/**
 * Published versions of the shop entry agreement (店铺入驻协议, Markdown), accepted at entry
 * (/shop/register). Read-only once published; the current one is the highest version.
 */
export const shopAgreementVersions = pgTable('shop_agreement_versions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  version: integer('version').notNull().unique('shop_agreement_versions_version_unique'),
  title: text('title').notNull(),
  content: text('content').notNull(),
  publishedBy: bigint('published_by', { mode: 'number' }).references(() => users.id),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});
