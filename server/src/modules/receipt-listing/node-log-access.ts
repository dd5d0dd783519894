import { eq } from 'drizzle-orm';
import { registerLogReadRule } from '../../platform/flow/readers.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { receiptListings } from './tables.ts';

/** A listing's log is its seller's and the operator's: the market shows the offer, not its history. */
registerLogReadRule('receiptListing', async (db, reader, id) => {
  if (reader.operator) return;
  const [row] = await db
    .select({ seller: receiptListings.sellerCompanyId })
    .from(receiptListings)
    .where(eq(receiptListings.id, id));
  if (!row || reader.company?.companyId !== row.seller) throw notFound('listing.notFound');
});
