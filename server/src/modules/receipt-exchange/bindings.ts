import {
  EXCHANGE_FLOW,
  type ExchangeAction,
  type ExchangeFlowState,
  type ExchangeParty,
  type ExchangeSide,
  type ExchangeStatus,
} from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { FlowActor, FlowBinding } from '../../platform/flow/engine.ts';
import { notFound } from '../../platform/http/app-error.ts';
import type { ReceiptCaller } from '../warehouse-receipt/index.ts';
import { type ExchangeRow, receiptExchanges } from './tables.ts';

type SidesOf = Pick<
  ExchangeRow,
  'applicantCompanyId' | 'counterpartyCompanyId' | 'sourceKeeperCompanyId' | 'targetKeeperCompanyId' | 'signedAt'
>;

/**
 * The sides a company is of an exchange: the applicant, the counterparty (the listing's seller) and the keepers of
 * the two warehouses — a keeper only once the swap is signed and its endorsement is asked (a keeper of both warehouses
 * is both).
 */
export function exchangeSides(row: SidesOf, companyId: number): ExchangeSide[] {
  const sides: ExchangeSide[] = [];
  if (row.applicantCompanyId === companyId) sides.push('applicant');
  if (row.counterpartyCompanyId === companyId) sides.push('counterparty');
  if (row.signedAt !== null) {
    if (row.sourceKeeperCompanyId === companyId) sides.push('sourceKeeper');
    if (row.targetKeeperCompanyId === companyId) sides.push('targetKeeper');
  }
  return sides;
}

export const exchangeState = (row: ExchangeRow): ExchangeFlowState => ({
  status: row.status,
  premium: row.premium,
  premiumCollected: row.premiumCollectedAt !== null,
  sourceConfirmed: row.sourceConfirmedAt !== null,
  targetConfirmed: row.targetConfirmedAt !== null,
});

/** The caller acting as one side of an exchange. */
export const actorOf = <P extends ExchangeParty>(caller: ReceiptCaller, party: P): FlowActor<P> => ({
  party,
  userId: caller.userId,
  companyId: caller.companyId,
  ip: caller.ip,
});

/**
 * The exchange locked for a step of `side`: a company that is not that side of it is told it is not found before
 * anything else (a stranger learns nothing of a premium or a state); the flow's step then checks the state.
 */
export async function lockExchangeAs(tx: Db, id: number, caller: ReceiptCaller, side: ExchangeSide): Promise<ExchangeRow> {
  const { row, sides } = await lockExchangeFor(tx, id, caller.companyId);
  if (!sides.includes(side)) throw notFound('exchange.notFound');
  return row;
}

/** The exchange locked, with the sides the company is of it: a company that is none is told it is not found. */
export async function lockExchangeFor(
  tx: Db,
  id: number,
  companyId: number,
): Promise<{ row: ExchangeRow; sides: ExchangeSide[] }> {
  const [row] = await tx.select().from(receiptExchanges).where(eq(receiptExchanges.id, id)).for('update');
  const sides = row ? exchangeSides(row, companyId) : [];
  if (!row || sides.length === 0) throw notFound('exchange.notFound');
  return { row, sides };
}

/** The column each step dates, besides the end of the exchange. */
const DATED: Partial<Record<ExchangeAction, keyof ExchangeRow>> = {
  quote: 'quotedAt',
  accept: 'acceptedAt',
  sign: 'signedAt',
  collectPremium: 'premiumCollectedAt',
};

/** How exchanges take part in their flow: the row locked and written, its steps dated. */
export const EXCHANGE_BINDING: FlowBinding<ExchangeStatus, ExchangeAction, ExchangeParty, ExchangeFlowState, ExchangeRow> = {
  flow: EXCHANGE_FLOW,
  system: 'system',
  platform: ['operator'],
  notFound: 'exchange.notFound',
  wrongState: 'exchange.wrongStatus',
  async lock(tx, id) {
    const [row] = await tx.select().from(receiptExchanges).where(eq(receiptExchanges.id, id)).for('update');
    return row;
  },
  view: exchangeState,
  partyOf: exchangeSides,
  async write(tx, row, step) {
    const ended = EXCHANGE_FLOW.final.includes(step.to);
    const dated = DATED[step.action];
    const [updated] = await tx
      .update(receiptExchanges)
      .set({
        ...step.changes,
        status: step.to,
        updatedAt: step.now,
        ...(ended ? { endedAt: step.now } : {}),
        ...(step.to === 'settled' ? { settledAt: step.now } : {}),
        ...(dated ? { [dated]: step.now } : {}),
      })
      .where(eq(receiptExchanges.id, row.id))
      .returning();
    if (!updated) throw new Error(`exchange ${row.id} vanished under its lock`);
    return updated;
  },
};
