import {
  INQUIRY_FLOW,
  type Inquiry,
  inquiryStatusLabelKey,
  type Language,
  quoteStatusLabelKey,
  translate,
} from '@hgsc/contracts';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../platform/db/client.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { companies } from '../../company/index.ts';
import { products } from '../../product/index.ts';
import { shops } from '../../shop/index.ts';
import { quotes } from '../tables.ts';
import { inquirySide } from './bindings.ts';
import { quoteInquiries } from './tables.ts';

const buyers = alias(companies, 'inquiry_buyer');
const sellers = alias(companies, 'inquiry_seller');

/** The latest quote answering each inquiry (a discarded draft answers nothing). */
const answer = (db: Db) =>
  db
    .selectDistinctOn([quotes.inquiryId], {
      inquiryId: quotes.inquiryId,
      id: quotes.id,
      quoteNo: quotes.quoteNo,
      status: quotes.status,
      version: quotes.version,
    })
    .from(quotes)
    .where(and(sql`${quotes.inquiryId} IS NOT NULL`, ne(quotes.status, 'discarded')))
    .orderBy(quotes.inquiryId, desc(quotes.id))
    .as('answer');

/** Inquiries with what their screens show: the offer, both companies, the quote that answers it. */
export function inquiriesWithNames(db: Db) {
  const answered = answer(db);
  return db
    .select({
      row: quoteInquiries,
      productName: products.name,
      casNumber: products.casNumber,
      minOrderQty: products.minOrderQty,
      shopName: shops.name,
      buyerName: buyers.name,
      sellerName: sellers.name,
      quoteId: answered.id,
      quoteNo: answered.quoteNo,
      quoteStatus: answered.status,
      quoteVersion: answered.version,
    })
    .from(quoteInquiries)
    .innerJoin(products, eq(products.id, quoteInquiries.productId))
    .innerJoin(shops, eq(shops.id, products.shopId))
    .innerJoin(buyers, eq(buyers.id, quoteInquiries.buyerCompanyId))
    .innerJoin(sellers, eq(sellers.id, quoteInquiries.sellerCompanyId))
    .leftJoin(answered, eq(answered.inquiryId, quoteInquiries.id));
}
export type InquiryWithNames = Awaited<ReturnType<ReturnType<typeof inquiriesWithNames>['execute']>>[number];

/** An inquiry as a side reads it; the seller's draft answer stays the seller's until offered. */
export function toInquiry(found: InquiryWithNames, companyId: number, lang: Language): Inquiry {
  const { row } = found;
  const sides = inquirySide(row, companyId);
  const quoteShown = found.quoteId !== null && (sides.includes('seller') || (found.quoteVersion ?? 0) > 0);
  return {
    id: row.id,
    inquiryNo: row.inquiryNo,
    status: row.status,
    statusLabel: translate(inquiryStatusLabelKey(row.status), lang),
    productId: row.productId,
    productName: found.productName,
    casNumber: found.casNumber,
    unit: row.unit,
    listedPrice: row.listedPrice,
    minOrderQty: found.minOrderQty,
    shopName: found.shopName,
    buyerCompanyId: row.buyerCompanyId,
    buyerCompanyName: found.buyerName,
    sellerCompanyId: row.sellerCompanyId,
    sellerCompanyName: found.sellerName,
    quantity: row.quantity,
    deliveryPlace: row.deliveryPlace,
    needBy: row.needBy,
    message: row.message,
    declineReason: row.declineReason,
    quoteId: quoteShown ? found.quoteId : null,
    quoteNo: quoteShown ? found.quoteNo : null,
    quoteStatusLabel: quoteShown && found.quoteStatus ? translate(quoteStatusLabelKey(found.quoteStatus), lang) : null,
    actions: [...new Set(sides.flatMap((side) => INQUIRY_FLOW.allowed({ status: row.status }, side)))],
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

/** One inquiry as one of its sides reads it; anyone else is told it does not exist. */
export async function readInquiry(db: Db, id: number, companyId: number, lang: Language): Promise<Inquiry> {
  const [found] = await inquiriesWithNames(db).where(eq(quoteInquiries.id, id)).limit(1);
  if (!found || (found.row.buyerCompanyId !== companyId && found.row.sellerCompanyId !== companyId))
    throw notFound('inquiry.notFound');
  return toInquiry(found, companyId, lang);
}
