import type { Chemical } from '@hgsc/contracts';
import type { ChemicalRow } from './tables.ts';

export const toChemical = (row: ChemicalRow, updatedBy: string | null): Chemical => ({
  id: row.id,
  casNumber: row.casNumber,
  nameZh: row.nameZh,
  nameEn: row.nameEn,
  formula: row.formula,
  hillFormula: row.hillFormula,
  synonyms: row.synonyms,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy,
});
