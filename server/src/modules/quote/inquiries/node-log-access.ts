import { eq } from 'drizzle-orm';
import { registerLogReadRule } from '../../../platform/flow/readers.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { quoteInquiries } from './tables.ts';

/** An inquiry's log is its buyer's and its seller's. */
registerLogReadRule('quoteInquiry', async (db, reader, id) => {
  if (reader.operator) return;
  const [row] = await db
    .select({ buyer: quoteInquiries.buyerCompanyId, seller: quoteInquiries.sellerCompanyId })
    .from(quoteInquiries)
    .where(eq(quoteInquiries.id, id));
  const companyId = reader.company?.companyId;
  if (!row || (row.buyer !== companyId && row.seller !== companyId)) throw notFound('inquiry.notFound');
});
