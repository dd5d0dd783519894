import { isValidCreditCode } from '@hgsc/contracts';

/** Letters a credit code never contains (GB 32100 leaves out I, O, Z, S, V), read as the digits they look like. */
const LOOKALIKE: Record<string, string> = { O: '0', I: '1', Z: '2', S: '5' };
/** What OCR may have misread a character of a printed code as: the alternatives tried when the plain reading fails. */
const ALTERNATIVES: Record<string, string[]> = { O: ['0'], I: ['1', '9', 'J'], Z: ['2'], S: ['5', '8'], V: ['U', 'Y'] };
/**
 * Code characters OCR reads as another code character, both readings tried: the English model reads a
 * printed J as 7; the Chinese one now and then a 1 as L, tried only when the rest found no one code,
 * since every extra reading is another chance of a code valid by accident.
 */
const MISREAD_AS: Record<string, string[]>[] = [{ '7': ['J'] }, { '7': ['J'], L: ['1'] }];
/** Pairs of look-alike characters: OCR sometimes reads one glyph as both (8 → "8B"). */
const TWINS = new Set(['0D', '0Q', '1L', '4A', '6G', '8B', '2Z', '0O', '1I', '9I', '5S', '8S']);
const twins = (a = '', b = '') => TWINS.has(a + b) || TWINS.has(b + a);

function validWindows(text: string, into: Set<string>) {
  for (let i = 0; i + 18 <= text.length; i++) {
    const code = text.slice(i, i + 18);
    if (isValidCreditCode(code)) into.add(code);
  }
}

/**
 * The readings of an OCR run that differ by the usual misreadings: a character outside the code
 * alphabet replaced by what it looks like, or dropped as a stray; a character dropped that doubles
 * its look-alike neighbour. At most a few hundred variants.
 */
function repairs(run: string, misreadAs: Record<string, string[]>): string[] {
  let variants = [''];
  for (let i = 0; i < run.length; i++) {
    const c = run[i] as string;
    const options = ALTERNATIVES[c]
      ? [...(ALTERNATIVES[c] ?? []), '']
      : misreadAs[c]
        ? [c, ...(misreadAs[c] ?? [])]
        : twins(c, run[i - 1]) || twins(c, run[i + 1])
          ? [c, '']
          : [c];
    if (options.length > 1 && variants.length * options.length > 512) return [];
    variants = variants.flatMap((v) => options.map((o) => v + o));
  }
  return variants;
}

/**
 * The first valid unified social credit code in a text: runs of 18 or more code characters are
 * searched for an 18-character window whose check digit holds. `lenient` (printed text read by
 * OCR) also ignores spaces inside a line, reads O/I/Z/S as 0/1/2/5 and, when that finds nothing,
 * tries the usual misreadings — accepting a repaired code only when exactly one reading is valid,
 * so the check digit still vouches for it.
 */
export function findCreditCode(text: string, lenient = false): string | undefined {
  const lines = lenient
    ? text
        .toUpperCase()
        .split(/\r?\n/)
        .map((line) => line.replace(/[\s\-–·.]/g, ''))
    : [text.toUpperCase()];
  const runs = lines.flatMap((line) => line.match(/[0-9A-Z]{17,}/g) ?? []);
  for (const run of runs) {
    const found = new Set<string>();
    validWindows(lenient ? run.replace(/[OIZS]/g, (c) => LOOKALIKE[c] ?? c) : run, found);
    const [first] = found;
    if (first) return first;
  }
  if (!lenient) return undefined;
  for (const misreadAs of MISREAD_AS) {
    for (const run of runs) {
      const found = new Set<string>();
      for (const variant of repairs(run, misreadAs)) validWindows(variant, found);
      if (found.size === 1) return [...found][0];
    }
  }
  return undefined;
}
