import type { Language, SubOrderListQuery, SubOrderPage } from '@hgsc/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { readListing } from '../receipt-listing/index.ts';
import { listReceiptOrders } from './list-orders.ts';
import { receiptOrders } from './tables.ts';

/**
 * /wrOrderSub/list: a listing sold in parts, for its seller — where each part of it is (the listing's own quantities,
 * which its check keeps adding up to what was listed, and how much of what was sold the keeper has confirmed
 * transferred) and each buyer's order with the child receipt split off for it. Another company's listing is not found.
 */
export async function listSubOrders(db: Db, companyId: number, query: SubOrderListQuery, lang: Language): Promise<SubOrderPage> {
  const listing = await readListing(db, query.listingId, { companyId }, lang);
  if (listing.sellerCompanyId !== companyId) throw notFound('listing.notFound');
  const [done] = await db
    .select({ quantity: sql<string>`coalesce(sum(${receiptOrders.quantity}), 0)::numeric(18, 4)::text` })
    .from(receiptOrders)
    .where(and(eq(receiptOrders.listingId, listing.id), eq(receiptOrders.status, 'done')));
  const orders = await listReceiptOrders(
    db,
    companyId,
    { as: 'seller', tab: 'all', listingId: listing.id, current: query.current, size: query.size },
    lang,
  );
  return {
    listing,
    quantities: {
      listedQty: listing.listedQty,
      availableQty: listing.availableQty,
      reservedQty: listing.reservedQty,
      soldQty: listing.soldQty,
      returnedQty: listing.returnedQty,
      transferredQty: done?.quantity ?? '0.0000',
    },
    orders,
  };
}
