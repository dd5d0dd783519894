import type { ContractEvidenceEvent } from '@hgsc/contracts';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../../company/tables.ts';
import { users } from '../../user/tables.ts';
import { contracts } from '../tables.ts';

/**
 * The contract evidence trail: append-only (a trigger refuses UPDATE and DELETE),
 * one hash chain per subject (an order: all its contract versions). `hash` = SHA-256(prevHash + canonical JSON of the entry); the first
 * entry's prevHash is 64 zeros. `seq` counts from 1 per subject; the unique index keeps the chain from
 * forking even if two writers raced past the advisory lock.
 */
export const contractEvidence = pgTable(
  'contract_evidence',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    subjectKind: text('subject_kind').notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    contractId: bigint('contract_id', { mode: 'number' }).references(() => contracts.id),
    seq: integer('seq').notNull(),
    event: text('event').$type<ContractEvidenceEvent>().notNull(),
    actorUserId: bigint('actor_user_id', { mode: 'number' }).references(() => users.id),
    companyId: bigint('company_id', { mode: 'number' }).references(() => companies.id),
    ip: text('ip'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    at: timestamp('at', { withTimezone: true }).notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    uniqueIndex('contract_evidence_seq_unique').on(t.subjectKind, t.subjectId, t.seq),
    index('contract_evidence_contract_idx').on(t.contractId),
  ],
);

/**
 * The signed original of a fully signed contract: the PDF with the evidence page, PAdES-signed with
 * the platform certificate. `verificationCode` is printed on the last page; `sha256` is the SHA-256
 * of the stored (signed) bytes; `evidenceHash` the head of the evidence chain when it was sealed.
 */
export const contractSignedDocuments = pgTable(
  'contract_signed_documents',
  {
    contractId: bigint('contract_id', { mode: 'number' })
      .primaryKey()
      .references(() => contracts.id),
    verificationCode: text('verification_code').notNull(),
    fileKey: text('file_key').notNull(),
    sha256: text('sha256').notNull(),
    certificateSha256: text('certificate_sha256').notNull(),
    evidenceHash: text('evidence_hash').notNull(),
    sealedAt: timestamp('sealed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('contract_signed_documents_code_unique').on(t.verificationCode),
    index('contract_signed_documents_sha_idx').on(t.sha256),
  ],
);

export type ContractEvidenceRow = typeof contractEvidence.$inferSelect;
export type ContractSignedDocumentRow = typeof contractSignedDocuments.$inferSelect;
