import type { Address, AssistBuyer, AssistPrice, Language, Page, PageQuery } from '@hgsc/contracts';
import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { containsPattern } from '../../../platform/db/like.ts';
import { readPage } from '../../../platform/db/paging.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { listAddresses } from '../../address/index.ts';
import { companies } from '../../company/index.ts';
import { receiptListings } from '../../receipt-listing/index.ts';
import { receiptProducts } from '../../warehouse/index.ts';
import { amountOfQuantity, checkListingQuantity, requireOfferedTo } from '../apply-order.ts';

/** /admin/order/buyer/company: certified companies by name or credit code, by name; the first an operator types for. */
export function assistBuyers(db: Db, query: PageQuery & { keyword?: string }): Promise<Page<AssistBuyer>> {
  const where = and(
    eq(companies.auditStatus, 1),
    query.keyword
      ? or(ilike(companies.name, containsPattern(query.keyword)), ilike(companies.creditCode, containsPattern(query.keyword)))
      : undefined,
  );
  return readPage(
    query,
    db
      .select({
        id: companies.id,
        name: companies.name,
        creditCode: companies.creditCode,
        contactName: companies.contactName,
        contactMobile: companies.contactMobile,
      })
      .from(companies)
      .where(where)
      .orderBy(asc(companies.name), asc(companies.id)),
    db.select({ n: count() }).from(companies).where(where),
    (row) => row,
  );
}

/**
 * /admin/order/getprice: what the quantity costs now, refused as the buyer's application would be (a listing not
 * offered to it, a quantity off the listing's rules or over what is left).
 */
export async function assistPrice(
  db: Db,
  body: { listingId: number; quantity: string; buyerCompanyId?: number | undefined },
  lang: Language,
): Promise<AssistPrice> {
  const [listing] = await db.select().from(receiptListings).where(eq(receiptListings.id, body.listingId));
  if (!listing) throw notFound('listing.notFound');
  requireOfferedTo(listing, body.buyerCompanyId ?? null, lang);
  await checkListingQuantity(db, listing, body.quantity);
  const [product] = await db
    .select({ unit: receiptProducts.unit })
    .from(receiptProducts)
    .where(eq(receiptProducts.id, listing.productId));
  if (!product) throw new Error(`listing ${listing.id} names no product`);
  return {
    listingId: listing.id,
    listingNo: listing.listingNo,
    quantity: body.quantity,
    unit: product.unit,
    unitPrice: listing.unitPrice,
    amount: amountOfQuantity(body.quantity, listing.unitPrice),
    availableQty: listing.availableQty,
  };
}

/** /admin/order/address: a company's delivery addresses, the default first. */
export async function assistAddresses(ctx: AppContext, companyId: number): Promise<Address[]> {
  const [company] = await ctx.db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound('receiptProposal.buyerNotFound');
  return listAddresses(ctx, companyId);
}
