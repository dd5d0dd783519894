import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { shops } from '../../shop/tables.ts';
import { users } from '../../user/tables.ts';

/**
 * A shop's contract template: text in the platform's template format
 * (platform/pdf/sales-contract-template.ts). Deleting keeps the row (`deletedAt`), so contracts that
 * name it still do; a generated contract keeps its own copy of the text (contracts), so a later
 * edit changes no contract. At most one live default per shop; none means the platform's template.
 */
export const contractTemplates = pgTable(
  'contract_templates',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    shopId: bigint('shop_id', { mode: 'number' })
      .notNull()
      .references(() => shops.id),
    name: text('name').notNull(),
    content: text('content').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdBy: bigint('created_by', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    updatedBy: bigint('updated_by', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: bigint('deleted_by', { mode: 'number' }).references(() => users.id),
  },
  (t) => [
    index('contract_templates_shop_idx').on(t.shopId, t.updatedAt),
    uniqueIndex('contract_templates_name_live_unique').on(t.shopId, t.name).where(sql`${t.deletedAt} IS NULL`),
    uniqueIndex('contract_templates_default_unique').on(t.shopId).where(sql`${t.isDefault} AND ${t.deletedAt} IS NULL`),
  ],
);

export type ContractTemplateRow = typeof contractTemplates.$inferSelect;
