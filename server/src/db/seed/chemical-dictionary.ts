import { CHEMICAL_SYNONYMS_MAX, hillFormula, searchTermKey } from '@hgsc/contracts';
import { chemicals, chemicalTerms, termKeysOf } from '../../modules/chemical/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { SEED_CHEMICALS, type SeedChemical } from './chemicals.ts';

/**
 * One entry per CAS number: a substance the assortment lists twice (液碱 and 片碱 are both sodium hydroxide) is
 * named by the first, and the others' names and synonyms are its synonyms.
 */
export function dictionaryEntries(list: readonly SeedChemical[]) {
  const byCas = new Map<string, { casNumber: string; nameZh: string; nameEn: string; formula: string; synonyms: string[] }>();
  for (const chemical of list) {
    const entry = byCas.get(chemical.cas);
    if (!entry) {
      byCas.set(chemical.cas, {
        casNumber: chemical.cas,
        nameZh: chemical.name,
        nameEn: chemical.nameEn,
        formula: chemical.formula,
        synonyms: [...chemical.synonyms],
      });
      continue;
    }
    const known = new Set([entry.nameZh, entry.nameEn, ...entry.synonyms].map(searchTermKey));
    for (const term of [chemical.name, chemical.nameEn, ...chemical.synonyms]) {
      if (known.has(searchTermKey(term)) || entry.synonyms.length >= CHEMICAL_SYNONYMS_MAX) continue;
      known.add(searchTermKey(term));
      entry.synonyms.push(term);
    }
  }
  return [...byCas.values()];
}

/**
 * The chemical dictionary's entries for these chemicals (names, formula, synonyms), leaving alone a CAS number the
 * dictionary holds: the operator may have edited it.
 */
export async function seedChemicalDictionary(ctx: AppContext, list: readonly SeedChemical[]): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const added = await tx
      .insert(chemicals)
      .values(dictionaryEntries(list).map((entry) => ({ ...entry, hillFormula: hillFormula(entry.formula) })))
      .onConflictDoNothing({ target: chemicals.casNumber })
      .returning();
    const terms = added.flatMap((row) => termKeysOf(row).map((termKey) => ({ termKey, chemicalId: row.id })));
    if (terms.length > 0) await tx.insert(chemicalTerms).values(terms);
    return added.length;
  });
}

/** The demo's dictionary: every chemical its shops sell. */
export const seedDemoDictionary = (ctx: AppContext) => seedChemicalDictionary(ctx, SEED_CHEMICALS);
