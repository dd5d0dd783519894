import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../user/tables.ts';

/** The chemical dictionary the operator keeps: one row per registry number (contracts chemical.ts). */
export const chemicals = pgTable('chemicals', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  casNumber: text('cas_number').notNull().unique('chemicals_cas_unique'),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  formula: text('formula'),
  hillFormula: text('hill_formula'),
  /** As the operator wrote them, in order. */
  synonyms: text('synonyms').array().notNull().default([]),
  /** Counts up from 1 with every save. */
  version: integer('version').notNull().default(1),
  updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ChemicalRow = typeof chemicals.$inferSelect;

/**
 * Every term a keyword may equal to name a chemical (search-terms.ts searchTermKey of its names, formula, Hill
 * formula and synonyms), written with the chemical: the dictionary's index. One term may name several chemicals
 * (isomers share a Hill formula).
 */
export const chemicalTerms = pgTable(
  'chemical_terms',
  {
    termKey: text('term_key').notNull(),
    chemicalId: bigint('chemical_id', { mode: 'number' })
      .notNull()
      .references(() => chemicals.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.termKey, t.chemicalId] }), index('chemical_terms_chemical_idx').on(t.chemicalId)],
);
