import { type ChemicalResolution, hillFormula, typedCasNumber } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import { keptCatalogueData } from '../../platform/cache/catalogue-cache.ts';
import type { AppContext } from '../../platform/context.ts';
import { keywordTermKeys } from './chemical-terms.ts';
import { chemicals, chemicalTerms } from './tables.ts';

/**
 * How long a process keeps the dictionary's index: a save forgets it in the process that saved (a catalogue write),
 * others read the new entry within this.
 */
const DICTIONARY_MS = 60_000;

interface NamedChemical {
  id: number;
  casNumber: string;
  nameZh: string;
  nameEn: string;
}

/** Every term of the dictionary and the chemicals it names: a few thousand rows, read once a minute, not per search. */
function dictionaryIndex(ctx: AppContext): Promise<Map<string, NamedChemical[]>> {
  return keptCatalogueData(ctx, 'chemical-terms', DICTIONARY_MS, async () => {
    const rows = await ctx.db
      .select({
        termKey: chemicalTerms.termKey,
        id: chemicals.id,
        casNumber: chemicals.casNumber,
        nameZh: chemicals.nameZh,
        nameEn: chemicals.nameEn,
      })
      .from(chemicalTerms)
      .innerJoin(chemicals, eq(chemicals.id, chemicalTerms.chemicalId));
    const index = new Map<string, NamedChemical[]>();
    for (const { termKey, ...chemical } of rows) index.set(termKey, [...(index.get(termKey) ?? []), chemical]);
    return index;
  });
}

/**
 * What a keyword names: a CAS number however typed (67561), a formula in any order (CH3OH is CH4O), or the
 * dictionary's chemicals whose name, formula or synonym it is (methanol, 木醇) — exactly, never a part of a term.
 */
export async function resolveKeyword(ctx: AppContext, keyword: string): Promise<ChemicalResolution> {
  const casNumber = typedCasNumber(keyword);
  const hill = casNumber ? null : hillFormula(keyword);
  if (casNumber) return { casNumber, hillFormula: null, chemicals: [] };
  const index = await dictionaryIndex(ctx);
  const keys = keywordTermKeys(keyword);
  const named = new Map<number, NamedChemical>();
  for (const key of keys) for (const chemical of index.get(key) ?? []) named.set(chemical.id, chemical);
  return { casNumber: null, hillFormula: hill, chemicals: [...named.values()] };
}
