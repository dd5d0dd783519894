import type { ContractAccessoryKind } from '@hgsc/contracts';
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../../../company/tables.ts';
import { contracts } from '../../../contract/tables.ts';
import { users } from '../../../user/tables.ts';

/**
 * A contract attachment (附件): a private file one party attached to the order's
 * contract, seen by both. Removal is a mark (`removedAt`), so the row — and the evidence trail that
 * names it — keeps what was attached; a removed attachment is listed, downloaded and previewed by
 * nobody. One file at most once per subject while attached.
 */
export const contractAccessories = pgTable(
  'contract_accessories',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** What the contract is about (an order): attachments belong to it, whichever version is in force. */
    subjectKind: text('subject_kind').notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    /** The contract in force when it was attached (null before one was generated). */
    contractId: bigint('contract_id', { mode: 'number' }).references(() => contracts.id),
    kind: text('kind').$type<ContractAccessoryKind>().notNull(),
    name: text('name').notNull(),
    fileKey: text('file_key').notNull(),
    party: text('party').$type<'buyer' | 'seller'>().notNull(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    uploadedBy: bigint('uploaded_by', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: bigint('removed_by', { mode: 'number' }).references(() => users.id),
  },
  (t) => [
    index('contract_accessories_subject_idx').on(t.subjectKind, t.subjectId, t.id),
    index('contract_accessories_file_idx').on(t.fileKey),
    uniqueIndex('contract_accessories_file_unique').on(t.subjectKind, t.subjectId, t.fileKey).where(sql`${t.removedAt} is null`),
  ],
);

export type ContractAccessoryRow = typeof contractAccessories.$inferSelect;
