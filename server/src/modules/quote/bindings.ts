import { QUOTE_FLOW, type QuoteAction, type QuoteFlowState, type QuoteParty, type QuoteStatus } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { FlowBinding } from '../../platform/flow/engine.ts';
import { type QuoteRow, quotes } from './tables.ts';

type Side = Exclude<QuoteParty, 'system'>;

/**
 * The sides a company is of a quote: its supplier always; once offered, the company it answers (the buyer), or any
 * other company when it is public (a viewer). A draft is its supplier's alone.
 */
export function quoteSides(
  row: Pick<QuoteRow, 'supplierCompanyId' | 'buyerCompanyId' | 'status' | 'version'>,
  companyId: number,
): Side[] {
  if (row.supplierCompanyId === companyId) return ['supplier'];
  if (row.version === 0) return [];
  if (row.buyerCompanyId === companyId) return ['buyer'];
  if (row.buyerCompanyId === null) return ['viewer'];
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
export const QUOTE_BINDING: FlowBinding<QuoteStatus, QuoteAction, QuoteParty, QuoteFlowState, QuoteRow> = {
  flow: QUOTE_FLOW,
  system: 'system',
  notFound: 'quote.notFound',
  wrongState: 'quote.wrongStatus',
  async lock(tx, id) {
    const [row] = await tx.select().from(quotes).where(eq(quotes.id, id)).for('update');
    return row;
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
    return updated;
  },
};
