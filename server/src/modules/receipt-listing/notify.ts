import { eq } from 'drizzle-orm';
import type { NodeOperationLogRow } from '../../platform/flow/tables.ts';
import { registerNotifier } from '../../platform/notify/notifiers.ts';
import { draftsFor } from '../company/index.ts';
import { receiptProducts } from '../warehouse/index.ts';
import { receiptListings } from './tables.ts';

/** A listing that expires tells its seller, whose receipt is free again (a seller's own steps tell nobody). */
registerNotifier('receiptListing', async (db, step: NodeOperationLogRow) => {
  if (step.action !== 'expire') return [];
  const [found] = await db
    .select({ listing: receiptListings, product: receiptProducts.name })
    .from(receiptListings)
    .innerJoin(receiptProducts, eq(receiptProducts.id, receiptListings.productId))
    .where(eq(receiptListings.id, step.bizId));
  if (!found) return [];
  return draftsFor(
    db,
    [
      {
        companyId: found.listing.sellerCompanyId,
        permissions: ['receipt.trade', 'receipt.view'],
        kind: 'notify.listing.expire',
        topic: 'end',
      },
    ],
    { listingNo: found.listing.listingNo, product: found.product },
    '/manage/warehouseReceiptsonlist',
  );
});
