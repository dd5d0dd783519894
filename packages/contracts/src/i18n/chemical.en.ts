import type { chemicalZh } from './chemical.zh.ts';

/** The chemical dictionary: the server's messages, merged into en.ts. */
export const chemicalEn: Record<keyof typeof chemicalZh, string> = {
  'chemical.formulaInvalid': 'is not a molecular formula (e.g. CH3OH, Ca(OH)2, CuSO4·5H2O)',
  'chemical.tooManySynonyms': 'at most 30 other names',
  'chemical.synonymRepeated': 'repeats the Chinese or English name or another synonym',
  'chemical.casTaken': 'CAS {{casNumber}} is already in the dictionary ({{nameZh}})',
  'chemical.notFound': 'The dictionary holds no such chemical',
  'chemical.editConflict': 'This chemical has been changed to version {{current}}; reload and edit the latest entry',
  'chemical.saved': 'Chemical saved; searches read the new entry within a minute',
  'chemical.deleted': 'Chemical removed from the dictionary',
};
