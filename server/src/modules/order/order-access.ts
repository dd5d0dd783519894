import { ORDER_PARTY_PERMISSION, type PermissionCode } from '@hgsc/contracts';
import { eq, or, type SQL } from 'drizzle-orm';
import type { Caller } from '../../platform/auth/caller.ts';
import { hasPermission } from '../../platform/auth/plugin.ts';
import type { Db } from '../../platform/db/client.ts';
import { forbidden, notFound } from '../../platform/http/app-error.ts';
import { memberHolding } from '../company/index.ts';
import { type OrderRow, orders } from './tables.ts';

export type TradeParty = 'buyer' | 'seller';

/** Who calls an order use case: the user and the company they act for. */
export type OrderCaller = Caller;

/** The caller's side of the order, or undefined when it is not their company's order. */
export function partyOf(order: Pick<OrderRow, 'buyerCompanyId' | 'sellerCompanyId'>, companyId: number): TradeParty | undefined {
  if (order.buyerCompanyId === companyId) return 'buyer';
  if (order.sellerCompanyId === companyId) return 'seller';
  return undefined;
}

/**
 * The order and the caller's side of it, for calls whose party follows from the order (detail,
 * refuse/cancel, witness, share …): another company's order → 404; a sub-account without the
 * side's permission (`permissionFor`, by default buy.order / shop.order) → 403. `lock` takes the
 * row FOR UPDATE in the caller's transaction.
 */
export async function orderForCaller(
  db: Db,
  id: number,
  caller: OrderCaller,
  { lock = false, permissionFor }: { lock?: boolean; permissionFor?: (party: TradeParty) => PermissionCode } = {},
): Promise<{ order: OrderRow; party: TradeParty }> {
  const query = db.select().from(orders).where(eq(orders.id, id));
  const [order] = lock ? await query.for('update') : await query;
  const party = order ? partyOf(order, caller.company.companyId) : undefined;
  if (!order || !party) throw notFound('order.notFound');
  const permission = permissionFor ? permissionFor(party) : ORDER_PARTY_PERMISSION[party];
  if (!hasPermission(caller.company, permission)) throw forbidden('permission.denied');
  return { order, party };
}

/** The permissions admitting each side of an order to one of its reads, any one of a side's will do. */
export type OrderReaders = Record<TradeParty, readonly PermissionCode[]>;

/**
 * Who reads an order's contract and its files: either side's contract.view, as the contract's read calls ask, and
 * contract.sign: a signer (one invited by a signing link too) must read what it signs.
 */
export const CONTRACT_READERS: OrderReaders = {
  buyer: ['contract.view', 'contract.sign'],
  seller: ['contract.view', 'contract.sign'],
};

/** Who reads an order: each side's order permission, as /order/detail asks. */
export const ORDER_READERS: OrderReaders = {
  buyer: [ORDER_PARTY_PERMISSION.buyer],
  seller: [ORDER_PARTY_PERMISSION.seller],
};

/**
 * Join condition for `companyMembers`: the user is an enabled member of the buyer's or the seller's company of the
 * joined `orders` row holding one of that side's `readers` (who may open the files of an order: proofs, attachments,
 * invoices).
 */
export const orderReaderOn = (userId: number, readers: OrderReaders): SQL =>
  or(
    memberHolding(userId, orders.buyerCompanyId, readers.buyer),
    memberHolding(userId, orders.sellerCompanyId, readers.seller),
  ) as SQL;
