import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../company/tables.ts';
import { users } from '../user/tables.ts';

/** A company regulation (企业制度): its current version; every version is kept in company_regulation_versions. */
export const companyRegulations = pgTable(
  'company_regulations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Soft delete: the history stays readable. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: bigint('deleted_by', { mode: 'number' }).references(() => users.id),
  },
  (t) => [index('company_regulations_company_idx').on(t.companyId, t.updatedAt)],
);

export const companyRegulationVersions = pgTable(
  'company_regulation_versions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    regulationId: bigint('regulation_id', { mode: 'number' })
      .notNull()
      .references(() => companyRegulations.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    editorUserId: bigint('editor_user_id', { mode: 'number' }).references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('company_regulation_versions_unique').on(t.regulationId, t.version)],
);

export type CompanyRegulationRow = typeof companyRegulations.$inferSelect;
