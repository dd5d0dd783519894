import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../user/tables.ts';

/** A certified (or certifying) company; trading is done by companies, not loose users. */
export const companies = pgTable(
  'companies',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** 统一社会信用代码 (GB 32100), checked by its check digit. */
    creditCode: text('credit_code').notNull(),
    legalPerson: text('legal_person').notNull(),
    registeredAddress: text('registered_address').notNull(),
    provinceCode: text('province_code').notNull(),
    cityCode: text('city_code').notNull(),
    areaCode: text('area_code').notNull(),
    contactName: text('contact_name').notNull(),
    contactMobile: text('contact_mobile').notNull(),
    /** The receiving account (开户银行, 银行账号) printed on the company's contracts; optional, both or neither. */
    bankName: text('bank_name'),
    bankAccount: text('bank_account'),
    /** Business licence scan, stored encrypted (/encry upload). */
    licenseFileKey: text('license_file_key').notNull(),
    intro: text('intro'),
    /** SPEC §3 audit status: 0 审核中, 1 审核通过, 2 审核未通过. */
    auditStatus: smallint('audit_status').notNull().default(0),
    auditReason: text('audit_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    auditedBy: bigint('audited_by', { mode: 'number' }).references(() => users.id),
    ownerUserId: bigint('owner_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live certification per credit code: a rejected application does not block a new one.
    uniqueIndex('companies_credit_code_live_unique').on(t.creditCode).where(sql`${t.auditStatus} <> 2`),
    index('companies_audit_idx').on(t.auditStatus, t.submittedAt),
    index('companies_owner_idx').on(t.ownerUserId),
    // Half an account would print on contracts (company/application-checks.ts checkReceivingAccount answers it first).
    check('companies_receiving_account_whole', sql`(${t.bankName} is null) = (${t.bankAccount} is null)`),
  ],
);

/**
 * Who acts for a company: the main account (主账号, holds every permission) and sub-accounts
 * (子账号) with the permission codes the main account granted.
 */
export const companyMembers = pgTable(
  'company_members',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isMain: boolean('is_main').notNull().default(false),
    /** 1 enabled, 0 disabled. */
    status: smallint('status').notNull().default(1),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('company_members_company_user_unique').on(t.companyId, t.userId),
    index('company_members_user_idx').on(t.userId),
  ],
);

/** Every change of a certification, kept as history (submit, update, approve, reject). */
export const companyAuditLogs = pgTable(
  'company_audit_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['submit', 'update', 'resubmit', 'approve', 'reject'] }).notNull(),
    auditStatus: smallint('audit_status').notNull(),
    reason: text('reason'),
    /** The application as it stood after this change. */
    snapshot: jsonb('snapshot').notNull(),
    actorUserId: bigint('actor_user_id', { mode: 'number' }).references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_audit_logs_company_idx').on(t.companyId, t.createdAt)],
);

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyMemberRow = typeof companyMembers.$inferSelect;

/** Company documents uploaded through /company/upload/pdf: the company's members and the operator may see them. */
export const companyFiles = pgTable(
  'company_files',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull(),
    uploadedBy: bigint('uploaded_by', { mode: 'number' }).references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('company_files_key_unique').on(t.fileKey), index('company_files_company_idx').on(t.companyId)],
);

export type CompanyAuditLogRow = typeof companyAuditLogs.$inferSelect;
