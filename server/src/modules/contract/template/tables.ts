import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from '../../order/index.ts';
import { shops } from '../../shop/index.ts';
import { users } from '../../user/index.ts';

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

/**
 * The template the seller chose for one order's contract (/shop/contract/template/choose), before
 * it is generated. `templateId` null: the platform's template, chosen explicitly.
 */
export const orderContractTemplates = pgTable(
  'order_contract_templates',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    templateId: bigint('template_id', { mode: 'number' }).references(() => contractTemplates.id),
    chosenBy: bigint('chosen_by', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    chosenAt: timestamp('chosen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_contract_templates_template_idx').on(t.templateId)],
);

export type ContractTemplateRow = typeof contractTemplates.$inferSelect;
