import { type Language, mayAct, type OrderAction, type OrderStatus } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { wrongState } from '../../platform/http/app-error.ts';
import { wrongOrderStatus } from '../order/apply-action.ts';
import { type OrderCaller, type OrderReaders, orderForCaller, type TradeParty } from '../order/order-access.ts';
import { type OrderRow, orders } from '../order/tables.ts';

/**
 * Who reads an order's contract and its files: either side's contract.view, as the contract's read calls ask, and
 * contract.sign: a signer (one invited by a signing link too) must read what it signs.
 */
export const CONTRACT_READERS: OrderReaders = {
  buyer: ['contract.view', 'contract.sign'],
  seller: ['contract.view', 'contract.sign'],
};

/**
 * The order of a contract call and the caller's side: another company's order → 404, a sub-account
 * without contract.sign → 403, and (with `action`) 409 naming the status when the order-flow table
 * does not let this side take it now.
 */
export async function contractOrderFor(
  db: Db,
  id: number,
  caller: OrderCaller,
  lang: Language,
  action?: OrderAction,
): Promise<{ order: OrderRow; party: TradeParty }> {
  const found = await orderForCaller(db, id, caller, { permissionFor: () => 'contract.sign' });
  const { order, party } = found;
  if (action && !mayAct(order.status as OrderStatus, action, party, order.cancelRequestedBy ?? null)) {
    throw order.cancelRequestedBy ? wrongState('order.cancelPending') : wrongOrderStatus(order.status, lang);
  }
  return found;
}

/**
 * Locks the order in the transaction and refuses (409) when it changed since the PDF was drawn from
 * it — a price change, or the other side signing at the same moment — so a stored PDF always shows
 * the order and every signature as they are.
 */
export async function lockUnchanged(tx: Db, drawnFrom: OrderRow): Promise<void> {
  const [now] = await tx.select().from(orders).where(eq(orders.id, drawnFrom.id)).for('update');
  if (!now || now.status !== drawnFrom.status || now.updatedAt.getTime() !== drawnFrom.updatedAt.getTime())
    throw wrongState('contract.changedMeanwhile');
}
