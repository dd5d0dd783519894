import { type Inquiry, type InquiryBox, type InquiryStatus, type Language, type Page, toPage } from '@hgsc/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { pageWindow } from '../../../platform/db/paging.ts';
import { inquiriesWithNames, toInquiry } from './inquiry-view.ts';
import { quoteInquiries } from './tables.ts';

/** /cs/quote/inquiry/pageList: the inquiries the company sent, or its shop received, newest first. */
export async function listInquiries(
  db: Db,
  companyId: number,
  query: { box: InquiryBox; status?: InquiryStatus | undefined; current: number; size: number },
  lang: Language,
): Promise<Page<Inquiry>> {
  const side = query.box === 'sent' ? quoteInquiries.buyerCompanyId : quoteInquiries.sellerCompanyId;
  const where = and(eq(side, companyId), query.status ? eq(quoteInquiries.status, query.status) : undefined);
  const { limit, offset } = pageWindow(query);
  const [rows, [counted]] = await Promise.all([
    inquiriesWithNames(db)
      .where(where)
      .orderBy(desc(quoteInquiries.createdAt), desc(quoteInquiries.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(quoteInquiries).where(where),
  ]);
  return toPage(
    rows.map((found) => toInquiry(found, companyId, lang)),
    counted?.n ?? 0,
    query,
  );
}
