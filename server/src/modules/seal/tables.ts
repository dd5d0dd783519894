import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../company/tables.ts';
import { users } from '../user/tables.ts';

/**
 * Company seals (印章). A company has one seal per role: `buyer` (stamped when it signs a contract
 * as buyer) and `seller`. Every change is a new row — an application — and rows are never edited
 * except by the operator's decision, so the table is the seal's history:
 * - `auditStatus` is SPEC §3's 0 审核中, 1 审核通过, 2 审核未通过. At most one application per
 *   company and role is under review (partial unique index); another update meanwhile is 409.
 * - The seal in force (the one that signs, `approvedSealFor`) is the newest approved row of the
 *   company and role. Approvals happen one at a time, so a newer approved row always replaces the
 *   older; a rejected application leaves the seal in force as it was.
 * - `source` generated: a round red seal drawn by the platform from `nameOnSeal`, `purpose` and the
 *   optional `sealNumber` (seal-image.ts), stored as an encrypted PNG; uploaded: a png/jpg scan the
 *   caller uploaded. Either way `imageKey` is a stored file that pdfkit can embed.
 * - SMS verification (update-seal.ts): `holderMobile` is the keeper of the seal, verified by a code
 *   sent to it (send/new/code). Changing a seal the company already has approved also needs a code
 *   sent to the main account's mobile (send/old/code); the first seal of a role needs only the
 *   keeper's code, since there is no seal yet that the change could take away.
 */
export const companySeals = pgTable(
  'company_seals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** SEAL_ROLES: contract (either side) | buyer | seller. */
    role: text('role', { enum: ['contract', 'buyer', 'seller'] }).notNull(),
    /** SEAL_SOURCES: generated | uploaded. */
    source: text('source', { enum: ['generated', 'uploaded'] }).notNull(),
    /** SEAL_PURPOSES code (contract → 合同专用章 …). */
    purpose: text('purpose').notNull(),
    /** The optional digits along the bottom (印章编码). */
    sealNumber: text('seal_number'),
    /** The company name when applied for: what a generated seal shows, what the operator checks. */
    nameOnSeal: text('name_on_seal').notNull(),
    /** The seal image (PNG or JPEG) in file storage. */
    imageKey: text('image_key').notNull(),
    holderMobile: text('holder_mobile').notNull(),
    auditStatus: smallint('audit_status').notNull().default(0),
    auditReason: text('audit_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    submittedBy: bigint('submitted_by', { mode: 'number' }).references(() => users.id),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    auditedBy: bigint('audited_by', { mode: 'number' }).references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('company_seals_one_pending').on(t.companyId, t.role).where(sql`${t.auditStatus} = 0`),
    index('company_seals_company_role_idx').on(t.companyId, t.role, t.id),
    index('company_seals_audit_idx').on(t.auditStatus, t.submittedAt),
    index('company_seals_image_idx').on(t.imageKey),
  ],
);

/** Every step of a seal application (submit, approve, reject), kept as its audit trail. */
export const sealAuditLogs = pgTable(
  'seal_audit_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sealId: bigint('seal_id', { mode: 'number' })
      .notNull()
      .references(() => companySeals.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['submit', 'approve', 'reject'] }).notNull(),
    auditStatus: smallint('audit_status').notNull(),
    reason: text('reason'),
    /** The application as it stood after this step. */
    snapshot: jsonb('snapshot').notNull(),
    actorUserId: bigint('actor_user_id', { mode: 'number' }).references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('seal_audit_logs_seal_idx').on(t.sealId, t.id)],
);

export type CompanySealRow = typeof companySeals.$inferSelect;
