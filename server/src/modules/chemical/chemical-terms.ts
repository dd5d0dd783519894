import { formulaTermKey, hillFormula, searchTermKey } from '@hgsc/contracts';

export interface ChemicalNames {
  nameZh: string;
  nameEn: string;
  formula: string | null;
  synonyms: readonly string[];
}

/** The terms that name a chemical (chemical_terms): its names and synonyms, its formula as written and in Hill order. */
export function termKeysOf(chemical: ChemicalNames): string[] {
  const hill = chemical.formula ? hillFormula(chemical.formula) : null;
  const formulas = [chemical.formula, hill].filter((formula): formula is string => Boolean(formula)).map(formulaTermKey);
  return [...new Set([...[chemical.nameZh, chemical.nameEn, ...chemical.synonyms].map(searchTermKey), ...formulas])];
}

/** The terms a keyword may be: a name or synonym whatever its case, or a formula as typed and in Hill order. */
export function keywordTermKeys(keyword: string): string[] {
  const hill = hillFormula(keyword);
  return [searchTermKey(keyword), ...(hill ? [formulaTermKey(keyword), formulaTermKey(hill)] : [])];
}
