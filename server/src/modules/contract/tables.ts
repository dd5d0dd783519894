import type { ContractStatus } from '@hgsc/contracts';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../company/tables.ts';
import { users } from '../user/tables.ts';
import { contractTemplates } from './template/tables.ts';

/**
 * A contract about a subject (DESIGN §5): `subjectKind` names the kind of thing it is about (an order's sales
 * contract: 'order') and `subjectId` which one; the kind's file says who its parties are and how it is drawn. Each
 * generation is a new version; a cancelled version stays as history and the next generation gets the next number.
 * `fileKey` is the current PDF (re-rendered with the seals after each signature), `generatedFileKey` the PDF as
 * generated; both hashes are kept.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    subjectKind: text('subject_kind').notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    contractNo: text('contract_no').notNull(),
    version: integer('version').notNull(),
    status: text('status').$type<ContractStatus>().notNull(),
    generatedFileKey: text('generated_file_key').notNull(),
    fileKey: text('file_key').notNull(),
    sha256AtGeneration: text('sha256_at_generation').notNull(),
    sha256: text('sha256').notNull(),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull(),
    generatedBy: bigint('generated_by', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: bigint('cancelled_by', { mode: 'number' }).references(() => users.id),
    cancelReason: text('cancel_reason'),
    /** The shop template it was generated from (null: the platform's) and that template's name and exact text then. */
    templateId: bigint('template_id', { mode: 'number' }).references(() => contractTemplates.id),
    templateName: text('template_name'),
    /** Null only for contracts generated before shop templates (the platform's template of then). */
    templateContent: text('template_content'),
    /**
     * The parties as printed when the contract was generated (names, addresses, contacts, receiving accounts; the kind
     * says their shape): signing redraws them as they were, whatever the companies changed since. Null for contracts
     * generated before it was kept.
     */
    parties: jsonb('parties').$type<object>(),
  },
  (t) => [
    uniqueIndex('contracts_version_unique').on(t.subjectKind, t.subjectId, t.version),
    uniqueIndex('contracts_no_unique').on(t.contractNo),
    index('contracts_file_idx').on(t.fileKey),
  ],
);

/** A party's signature: who signed, with which seal, verified by which SMS code, and the PDF after it. */
export const contractSignatures = pgTable(
  'contract_signatures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    party: text('party').notNull(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    signerUserId: bigint('signer_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    signerName: text('signer_name').notNull(),
    sealFileKey: text('seal_file_key').notNull(),
    /** The sms_codes row that verified the signer (its mobile and the time it was checked). */
    smsMobile: text('sms_mobile').notNull(),
    smsVerifiedAt: timestamp('sms_verified_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    fileKey: text('file_key').notNull(),
    sha256After: text('sha256_after').notNull(),
  },
  (t) => [
    uniqueIndex('contract_signatures_party_unique').on(t.contractId, t.party),
    index('contract_signatures_file_idx').on(t.fileKey),
  ],
);

/** A party's confirmation that it has read the contract's terms (/order/affirm/contract). */
export const contractAffirmations = pgTable(
  'contract_affirmations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    /** The side of the contract's kind that signed (an order's buyer or seller). */
    party: text('party').notNull(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    affirmedAt: timestamp('affirmed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contract_affirmations_party_unique').on(t.contractId, t.party)],
);

export type ContractRow = typeof contracts.$inferSelect;
export type ContractSignatureRow = typeof contractSignatures.$inferSelect;
