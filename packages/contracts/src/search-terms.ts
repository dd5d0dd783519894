import { isValidCasNumber } from './cas-number.ts';

/**
 * What traders type into a chemical search, read the way a chemist would: a CAS number with or without its dashes,
 * a molecular formula in any order, a name in full-width or half-width characters.
 */

/**
 * A term as the dictionary compares it: compatibility-normalised (full-width letters and digits, subscripts ₃ and
 * the ideographic space become plain ones), lower-cased, without spaces. 'Methyl Alcohol' and 'methylalcohol' are
 * one term; so are ＣＨ３ＯＨ and ch3oh.
 */
export const searchTermKey = (text: string): string => text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

/**
 * A formula as the dictionary compares it: like a term, but its case kept and apart from names (CO is carbon
 * monoxide, Co cobalt; neither is the word "co").
 */
export const formulaTermKey = (formula: string): string => `formula:${formula.normalize('NFKC').replace(/\s+/g, '')}`;

/**
 * A CAS number typed without its dashes or with spaces (67561, 67 56 1, 67-56 1) written as the registry does
 * (67-56-1), when its check digit holds; otherwise null. A run of 5 to 10 digits is a CAS number only when its last
 * digit checks, so most other numbers (a 2024 or a 99.9) are never taken for one.
 */
export function typedCasNumber(text: string): string | null {
  const digits = text.normalize('NFKC').trim();
  if (!/^[\d\s-]+$/.test(digits)) return null;
  const bare = digits.replace(/[\s-]/g, '');
  if (bare.length < 5 || bare.length > 10) return null;
  const cas = `${bare.slice(0, -3)}-${bare.slice(-3, -1)}-${bare.slice(-1)}`;
  return isValidCasNumber(cas) ? cas : null;
}

// biome-ignore format: the periodic table, row by row.
const ELEMENTS = new Set([
  'H', 'He',
  'Li', 'Be', 'B', 'C', 'N', 'O', 'F', 'Ne',
  'Na', 'Mg', 'Al', 'Si', 'P', 'S', 'Cl', 'Ar',
  'K', 'Ca', 'Sc', 'Ti', 'V', 'Cr', 'Mn', 'Fe', 'Co', 'Ni', 'Cu', 'Zn', 'Ga', 'Ge', 'As', 'Se', 'Br', 'Kr',
  'Rb', 'Sr', 'Y', 'Zr', 'Nb', 'Mo', 'Tc', 'Ru', 'Rh', 'Pd', 'Ag', 'Cd', 'In', 'Sn', 'Sb', 'Te', 'I', 'Xe',
  'Cs', 'Ba', 'La', 'Ce', 'Pr', 'Nd', 'Pm', 'Sm', 'Eu', 'Gd', 'Tb', 'Dy', 'Ho', 'Er', 'Tm', 'Yb', 'Lu',
  'Hf', 'Ta', 'W', 'Re', 'Os', 'Ir', 'Pt', 'Au', 'Hg', 'Tl', 'Pb', 'Bi', 'Po', 'At', 'Rn',
  'Fr', 'Ra', 'Ac', 'Th', 'Pa', 'U', 'Np', 'Pu', 'Am', 'Cm', 'Bk', 'Cf', 'Es', 'Fm', 'Md', 'No', 'Lr',
]);

type Counts = Map<string, number>;

const addCounts = (into: Counts, from: Counts, times: number) => {
  for (const [element, n] of from) into.set(element, (into.get(element) ?? 0) + n * times);
};

/**
 * The atoms of a formula as written (CH3COOH, Ca(OH)2, CuSO4·5H2O, [Cu(NH3)4]SO4), or null when it is not one: an
 * unknown symbol, an unclosed bracket, a lower-case start. A hydrate's dot (·, •, * or .) adds what follows, led by
 * its count.
 */
function atomsOf(formula: string): Counts | null {
  const parts = formula.split(/[·•*.]/);
  const total: Counts = new Map();
  for (const [index, part] of parts.entries()) {
    const led = index > 0 ? /^(\d*)(.+)$/.exec(part) : null;
    const times = led?.[1] ? Number(led[1]) : 1;
    const atoms = groupAtoms(led ? (led[2] ?? '') : part);
    if (!atoms || atoms.size === 0) return null;
    addCounts(total, atoms, times);
  }
  return total;
}

const CLOSING: Record<string, string> = { '(': ')', '[': ']' };

function groupAtoms(text: string): Counts | null {
  const stack: { counts: Counts; closing: string }[] = [{ counts: new Map(), closing: '' }];
  const pattern = /([A-Z][a-z]?)(\d*)|([([])|([)\]])(\d*)/y;
  let at = 0;
  while (at < text.length) {
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    if (!match) return null;
    at = pattern.lastIndex;
    const top = stack[stack.length - 1];
    if (!top) return null;
    const [, element, count, open, close, groupCount] = match;
    if (element) {
      if (!ELEMENTS.has(element)) return null;
      top.counts.set(element, (top.counts.get(element) ?? 0) + (count ? Number(count) : 1));
    } else if (open) {
      stack.push({ counts: new Map(), closing: CLOSING[open] ?? '' });
    } else {
      const group = stack.pop();
      const outer = stack[stack.length - 1];
      if (!group || !outer || group.closing !== close) return null;
      addCounts(outer.counts, group.counts, groupCount ? Number(groupCount) : 1);
    }
  }
  return stack.length === 1 ? (stack[0]?.counts ?? null) : null;
}

/**
 * A molecular formula in Hill order, the order registries index by: carbon, then hydrogen, then the rest
 * alphabetically; without carbon, all alphabetically. CH3OH and CH4O are both CH4O; NaOH is HNaO; a polymer keeps
 * its form, (CH2CHCl)n is (C2H3Cl)n. Null when the text is not a formula — names, numbers and words in lower case
 * never are.
 */
export function hillFormula(text: string): string | null {
  const formula = text.normalize('NFKC').replace(/\s+/g, '');
  // A polymer by its repeating unit, (C2H4)n: the unit in Hill order, still a polymer.
  const unit = /^\((.+)\)n$/.exec(formula)?.[1];
  if (unit) {
    const hill = hillFormula(unit);
    return hill && `(${hill})n`;
  }
  if (!/^[A-Z([]/.test(formula) || !/^[A-Za-z0-9()[\]·•*.]+$/.test(formula)) return null;
  const atoms = atomsOf(formula);
  if (!atoms) return null;
  const symbols = [...atoms.keys()].sort();
  const ordered = atoms.has('C')
    ? ['C', ...(atoms.has('H') ? ['H'] : []), ...symbols.filter((s) => s !== 'C' && s !== 'H')]
    : symbols;
  return ordered.map((symbol) => `${symbol}${atoms.get(symbol) === 1 ? '' : atoms.get(symbol)}`).join('');
}
