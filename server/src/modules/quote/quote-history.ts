import type { Language, QuoteTerms, QuoteVersion } from '@hgsc/contracts';
import { and, desc, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { lookup } from '../../platform/db/lookup.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { users } from '../user/index.ts';
import { quoteWithNamesById, sidesOfFound } from './quote-view.ts';
import { quotes, quoteVersions } from './tables.ts';
import { toQuoteTerms } from './terms.ts';

/** /cs/quote/select/history: every version offered, newest first, to whoever may read the quote. */
export async function quoteHistory(db: Db, id: number, companyId: number, lang: Language): Promise<QuoteVersion[]> {
  const found = await quoteWithNamesById(db, id);
  if (!found || sidesOfFound(found, companyId).length === 0) throw notFound('quote.notFound');
  const { row } = found;
  const versions = await versionRows(db, id);
  return versions.map(({ version, submittedByName, submittedByUserName }) => ({
    version: version.version,
    terms: toQuoteTerms(version.terms, lang),
    digest: version.digest,
    submittedAt: version.submittedAt.toISOString(),
    submittedByName: submittedByName || submittedByUserName,
    superseded: version.version < row.version,
  }));
}

/** A quote's frozen versions with their submitters' names, newest first. */
export const versionRows = (db: Db, id: number) =>
  db
    .select({
      version: quoteVersions,
      submittedByName: lookup<string | null>(users.name, quoteVersions.submittedBy, 'submitter'),
      submittedByUserName: lookup<string>(users.userName, quoteVersions.submittedBy, 'submitter_login'),
    })
    .from(quoteVersions)
    .where(eq(quoteVersions.quoteId, id))
    .orderBy(desc(quoteVersions.version));

/**
 * /cs/quote/select/last: the terms the company last offered this buyer (null: a public quote) for this product — a
 * new quote starts from them.
 */
export async function lastQuoteTerms(
  db: Db,
  supplierCompanyId: number,
  query: { buyerCompanyId?: number | null | undefined; productId: number },
  lang: Language,
): Promise<QuoteTerms | null> {
  const buyer: SQL = query.buyerCompanyId ? eq(quotes.buyerCompanyId, query.buyerCompanyId) : isNull(quotes.buyerCompanyId);
  const [last] = await db
    .select({ terms: quotes.terms })
    .from(quotes)
    .where(
      and(eq(quotes.supplierCompanyId, supplierCompanyId), eq(quotes.productId, query.productId), buyer, gt(quotes.version, 0)),
    )
    .orderBy(desc(quotes.submittedAt))
    .limit(1);
  return last ? toQuoteTerms(last.terms, lang) : null;
}
