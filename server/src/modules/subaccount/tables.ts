import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../company/tables.ts';
import { users } from '../user/tables.ts';

/**
 * An invitation of a mobile into a company as a sub-account (/manage/inviteuser). The SMS carries
 * a one-time code; only its hash is kept. `status` stores pending/accepted/cancelled; a pending
 * invitation past `expires_at` reads as expired.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    mobile: text('mobile').notNull(),
    /** How the company calls the invitee (a remark). */
    name: text('name'),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    codeHash: text('code_hash').notNull(),
    status: text('status', { enum: ['pending', 'accepted', 'cancelled', 'expired'] })
      .notNull()
      .default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    invitedBy: bigint('invited_by', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    acceptedBy: bigint('accepted_by', { mode: 'number' }).references(() => users.id),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('company_invitations_code_unique').on(t.codeHash),
    index('company_invitations_company_idx').on(t.companyId, t.createdAt),
    index('company_invitations_mobile_idx').on(t.mobile),
  ],
);

export type CompanyInvitationRow = typeof companyInvitations.$inferSelect;
