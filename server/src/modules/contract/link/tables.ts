import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../../company/tables.ts';
import { users } from '../../user/tables.ts';
import { contracts } from '../tables.ts';

/**
 * A link to one contract version: `sign` invites the side `party` to sign
 * (/signincontract), `share` shows the contract read-only behind an extraction code (/linkExtraction;
 * `party` is the side that shared). Only the token's SHA-256 and the code's argon2 hash are kept. A
 * new link of the same kind, contract and side revokes the earlier one.
 */
export const contractLinks = pgTable(
  'contract_links',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    /** The contract's subject, kept with the link so a subject's links are found without the contract. */
    subjectKind: text('subject_kind').notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    kind: text('kind').$type<'sign' | 'share'>().notNull(),
    /** A side of the contract's kind (an order's buyer or seller). */
    party: text('party').notNull(),
    tokenHash: text('token_hash').notNull(),
    codeHash: text('code_hash'),
    createdBy: bigint('created_by', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: bigint('used_by', { mode: 'number' }).references(() => users.id),
  },
  (t) => [
    uniqueIndex('contract_links_token_unique').on(t.tokenHash),
    index('contract_links_contract_idx').on(t.contractId, t.kind, t.party),
  ],
);

export type ContractLinkRow = typeof contractLinks.$inferSelect;
