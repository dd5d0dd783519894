import { ORDER_PARTY_PERMISSION } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import { hasPermission } from '../../../platform/auth/plugin.ts';
import type { Db } from '../../../platform/db/client.ts';
import { forbidden, notFound, wrongState } from '../../../platform/http/app-error.ts';
import { type OrderCaller, type OrderReaders, partyOf, type TradeParty } from '../order-access.ts';
import { type OrderRow, orders } from '../tables.ts';

/**
 * Who may read an order's invoices, side by side: the side's order permission or 发票管理 (the routes admit either side's
 * or 发票管理 at all: contracts' INVOICE_READER_PERMISSIONS).
 */
export const INVOICE_FILE_READERS: OrderReaders = {
  buyer: [ORDER_PARTY_PERMISSION.buyer, 'finance.invoice'],
  seller: [ORDER_PARTY_PERMISSION.seller, 'finance.invoice'],
};

/**
 * The order of an invoice call and the caller's side. Another company's order → 404. Reading needs
 * the side's order permission (buy.order / shop.order) or 发票管理 (finance.invoice) → else 403;
 * recording and removing need finance.invoice (the route checks it) and the seller's side (409
 * otherwise). `lock` takes the order FOR UPDATE, so concurrent recordings of one order queue.
 */
export async function invoiceOrderFor(
  db: Db,
  id: number,
  caller: OrderCaller,
  { lock = false, write = false }: { lock?: boolean; write?: boolean } = {},
): Promise<{ order: OrderRow; party: TradeParty }> {
  const query = db.select().from(orders).where(eq(orders.id, id));
  const [order] = lock ? await query.for('update') : await query;
  const party = order ? partyOf(order, caller.company.companyId) : undefined;
  if (!order || !party) throw notFound('order.notFound');
  const access = caller.company;
  if (write) {
    if (!hasPermission(access, 'finance.invoice')) throw forbidden('permission.denied');
    if (party !== 'seller') throw wrongState('invoice.sellerOnly');
  } else if (!hasPermission(access, ORDER_PARTY_PERMISSION[party]) && !hasPermission(access, 'finance.invoice')) {
    throw forbidden('permission.denied');
  }
  return { order, party };
}
