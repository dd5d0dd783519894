import { AUDIT_STATUS, DANGEROUS_GOODS_LICENCE } from '@hgsc/contracts';
import { sql } from 'drizzle-orm';
import { bigint, date, index, jsonb, type PgColumn, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { equalsLiteral } from '../../platform/db/literal.ts';
import { companies } from '../company/tables.ts';
import { users } from '../user/tables.ts';

/**
 * The approved, not removed 危险化学品经营许可证 rows, with the values as literals (never parameters): this is the
 * predicate of company_certificates_valid_licence_idx, which a plan can use only where it sees these very values —
 * a prepared statement's generic plan included.
 */
const licenceRowsOf = (t: { type: PgColumn; auditStatus: PgColumn; deletedAt: PgColumn }) =>
  sql`${equalsLiteral(t.type, DANGEROUS_GOODS_LICENCE)} AND ${equalsLiteral(t.auditStatus, AUDIT_STATUS.APPROVED)} AND ${t.deletedAt} IS NULL`;

/**
 * A company's dangerous-goods certificates (危险化学品经营许可证 and the others a chemical trader
 * holds). `auditStatus` is null for a draft, else SPEC §3's 0 审核中, 1 审核通过, 2 审核未通过.
 * Validity dates are calendar days in China, both inclusive.
 */
export const companyCertificates = pgTable(
  'company_certificates',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** CERTIFICATE_TYPES code. */
    type: text('type').notNull(),
    number: text('number').notNull(),
    scope: text('scope').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    /** The scan, an /encry upload. */
    fileKey: text('file_key').notNull(),
    auditStatus: smallint('audit_status'),
    auditReason: text('audit_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    auditedBy: bigint('audited_by', { mode: 'number' }).references(() => users.id),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('company_certificates_number_unique').on(t.companyId, t.type, t.number).where(sql`${t.deletedAt} is null`),
    index('company_certificates_company_idx').on(t.companyId, t.createdAt),
    index('company_certificates_audit_idx').on(t.auditStatus, t.submittedAt),
    index('company_certificates_file_idx').on(t.fileKey),
    // The licences that can make a dangerous good public (valid-licence.ts): the catalogue probes its company's
    // licence for each dangerous row it reads (catalogue/visibility.ts), an index-only look-up of a few bytes.
    index('company_certificates_valid_licence_idx').on(t.companyId, t.validFrom, t.validTo).where(licenceRowsOf(t)),
  ],
);

/** The licence rows (licenceRowsOf) over `company_certificates` (certificate/valid-licence.ts, catalogue/visibility.ts). */
export const LICENCE_ROWS = licenceRowsOf(companyCertificates);

/** Every change of a certificate, kept as history (create, update, submit, approve, reject, remove). */
export const certificateAuditLogs = pgTable(
  'certificate_audit_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    certificateId: bigint('certificate_id', { mode: 'number' })
      .notNull()
      .references(() => companyCertificates.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['create', 'update', 'submit', 'approve', 'reject', 'remove'] }).notNull(),
    auditStatus: smallint('audit_status'),
    reason: text('reason'),
    /** The certificate as it stood after this change. */
    snapshot: jsonb('snapshot').notNull(),
    actorUserId: bigint('actor_user_id', { mode: 'number' }).references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('certificate_audit_logs_certificate_idx').on(t.certificateId, t.id)],
);

export type CompanyCertificateRow = typeof companyCertificates.$inferSelect;
