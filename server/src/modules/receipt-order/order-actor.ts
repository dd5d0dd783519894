import type { ReceiptOrderParty } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { FlowActor } from '../../platform/flow/engine.ts';
import { notFound } from '../../platform/http/app-error.ts';
import type { ReceiptCaller } from '../warehouse-receipt/index.ts';
import { sidesSeeing } from './bindings.ts';
import { type ReceiptOrderRow, receiptOrders } from './tables.ts';

/** The caller acting as one side of an order. */
export const actorOf = <P extends ReceiptOrderParty>(caller: ReceiptCaller, party: P): FlowActor<P> => ({
  party,
  userId: caller.userId,
  companyId: caller.companyId,
  ip: caller.ip,
});

/**
 * The order locked for a step of `side`: a company that is not that side of it is told it is not found before anything
 * else (so a stranger learns nothing of an amount or a state). The flow's step then checks the state.
 */
export async function lockOrderAs(tx: Db, id: number, caller: ReceiptCaller, side: 'buyer' | 'seller' | 'keeper') {
  const [row] = await tx.select().from(receiptOrders).where(eq(receiptOrders.id, id)).for('update');
  if (!row || !sidesSeeing(row, caller.companyId).includes(side)) throw notFound('receiptOrder.notFound');
  return row as ReceiptOrderRow;
}
