import { type Chemical, type PageQuery, typedCasNumber } from '@hgsc/contracts';
import { asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { readPage } from '../../platform/db/paging.ts';
import { users } from '../user/index.ts';
import { keywordTermKeys } from './chemical-terms.ts';
import { toChemical } from './chemical-view.ts';
import { chemicals, chemicalTerms } from './tables.ts';

/** The operator's keyword: part of a name, a CAS number however typed, or any term the entry holds whole. */
function keywordTest(db: AppContext['db'], keyword: string): SQL | undefined {
  const pattern = containsPattern(keyword);
  const cas = typedCasNumber(keyword);
  return or(
    ilike(chemicals.nameZh, pattern),
    ilike(chemicals.nameEn, pattern),
    cas ? eq(chemicals.casNumber, cas) : ilike(chemicals.casNumber, pattern),
    inArray(
      chemicals.id,
      db
        .select({ id: chemicalTerms.chemicalId })
        .from(chemicalTerms)
        .where(inArray(chemicalTerms.termKey, keywordTermKeys(keyword))),
    ),
  );
}

/** POST /admin/chemical/list (operator): the dictionary in the order of its Chinese names, paged. */
export function listChemicals(ctx: AppContext, query: PageQuery & { keyword?: string | undefined }) {
  const where = query.keyword ? keywordTest(ctx.db, query.keyword) : undefined;
  return readPage(
    query,
    ctx.db
      .select({ chemical: chemicals, updatedBy: users.name })
      .from(chemicals)
      .leftJoin(users, eq(users.id, chemicals.updatedBy))
      .where(where)
      .orderBy(asc(chemicals.nameZh), asc(chemicals.id)),
    ctx.db.select({ n: count() }).from(chemicals).where(where),
    (r): Chemical => toChemical(r.chemical, r.updatedBy),
  );
}
