import type { Language, Quote } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { quoteWithNamesById, sidesOfFound, toQuote } from './quote-view.ts';

/** /cs/quote/info: a quote, to a company that is a side of it; to any other it is not found. */
export async function readQuote(db: Db, id: number, companyId: number, lang: Language): Promise<Quote> {
  const found = await quoteWithNamesById(db, id);
  if (!found || sidesOfFound(found, companyId).length === 0) throw notFound('quote.notFound');
  return toQuote(found, companyId, lang);
}
