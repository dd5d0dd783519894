import { QUOTE_FLOW, type QuoteAction, type QuoteFlowState, type QuoteParty, type QuoteStatus } from '@hgsc/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FlowBinding } from '../../platform/flow/engine.ts';
import { type QuoteRow, quoteAccess, quotes } from './tables.ts';

type Side = Exclude<QuoteParty, 'system'>;

/** A quote with the companies let in to read it (quote_access approved): what its sides are decided by. */
export type LockedQuote = QuoteRow & { sharedWith: readonly number[] };

/** A JSON list of ids as the driver gives it: decoded (node-postgres), or its text (a prepared statement on PGlite). */
function companyIds(value: unknown): number[] {
  const ids: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(ids) ? ids.map(Number) : [];
}

/**
 * The companies let in to read the quote, beside its row. The outer row is named in full: drizzle writes a column of
 * a one-table select unqualified, and `"id"` inside the subquery would be quote_access's own.
 */
export const sharedWithColumn = sql<number[]>`coalesce((select json_agg(a.company_id) from ${quoteAccess} a
  where a.quote_id = "quotes"."id" and a.status = 'approved'), '[]'::json)`.mapWith(companyIds);

/**
 * The sides a company is of a quote: its supplier always; once offered, the company it answers (the buyer), or any
 * other company when it is public or the supplier let it in (a viewer). A draft is its supplier's alone.
 */
export function quoteSides(
  row: Pick<QuoteRow, 'supplierCompanyId' | 'buyerCompanyId' | 'status' | 'version'> & { sharedWith: readonly number[] },
  companyId: number,
): Side[] {
  if (row.supplierCompanyId === companyId) return ['supplier'];
  if (row.version === 0) return [];
  if (row.buyerCompanyId === companyId) return ['buyer'];
  if (row.buyerCompanyId === null || row.sharedWith.includes(companyId)) return ['viewer'];
  return [];
}

/** Past its validity by the server's clock. */
export const isPastValidity = (row: Pick<QuoteRow, 'validUntil'>, now = new Date()) => row.validUntil.getTime() <= now.getTime();

export const quoteState = (row: QuoteRow, now = new Date()): QuoteFlowState => ({
  status: row.status,
  expired: isPastValidity(row, now),
  pending: row.pendingTerms !== null,
});

/** How quotes take part in their flow: the row locked and written; the platform expires them. */
export const QUOTE_BINDING: FlowBinding<QuoteStatus, QuoteAction, QuoteParty, QuoteFlowState, LockedQuote> = {
  flow: QUOTE_FLOW,
  system: 'system',
  notFound: 'quote.notFound',
  wrongState: 'quote.wrongStatus',
  async lock(tx, id) {
    const [found] = await tx
      .select({ row: quotes, sharedWith: sharedWithColumn })
      .from(quotes)
      .where(eq(quotes.id, id))
      .for('update', { of: quotes });
    return found && { ...found.row, sharedWith: found.sharedWith };
  },
  view: (row) => quoteState(row),
  partyOf: (row, companyId) => quoteSides(row, companyId),
  async write(tx, row, step) {
    const [updated] = await tx
      .update(quotes)
      .set({ ...step.changes, status: step.to, updatedAt: step.now })
      .where(eq(quotes.id, row.id))
      .returning();
    if (!updated) throw new Error(`quote ${row.id} vanished under its lock`);
    return { ...updated, sharedWith: row.sharedWith };
  },
};
