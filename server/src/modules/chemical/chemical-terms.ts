import { hillFormula, searchTermKey } from '@hgsc/contracts';

export interface ChemicalNames {
  nameZh: string;
  nameEn: string;
  formula: string | null;
  synonyms: readonly string[];
}

/** The terms that name a chemical (chemical_terms): its names, its formula as written and in Hill order, its synonyms. */
export function termKeysOf(chemical: ChemicalNames): string[] {
  const hill = chemical.formula ? hillFormula(chemical.formula) : null;
  const terms = [chemical.nameZh, chemical.nameEn, chemical.formula, hill, ...chemical.synonyms];
  return [...new Set(terms.filter((term): term is string => Boolean(term)).map(searchTermKey))];
}
