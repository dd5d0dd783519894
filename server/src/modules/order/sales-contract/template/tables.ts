import { bigint, index, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { contractTemplates } from '../../../contract/template/tables.ts';
import { users } from '../../../user/tables.ts';
import { orders } from '../../tables.ts';

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
