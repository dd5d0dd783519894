import { describe, expect, it } from 'vitest';
import { formulaTermKey, hillFormula, searchTermKey, typedCasNumber } from './search-terms.ts';

describe('a CAS number as typed', () => {
  it('reads one without dashes, with spaces or already dashed, when its check digit holds', () => {
    expect(typedCasNumber('67561')).toBe('67-56-1');
    expect(typedCasNumber('67 56 1')).toBe('67-56-1');
    expect(typedCasNumber('67-56 1')).toBe('67-56-1');
    expect(typedCasNumber('67-56-1')).toBe('67-56-1');
    expect(typedCasNumber('1310732')).toBe('1310-73-2');
    expect(typedCasNumber('９００２８８４')).toBe('9002-88-4');
  });

  it('takes no other number for one', () => {
    expect(typedCasNumber('67562')).toBeNull();
    expect(typedCasNumber('2024')).toBeNull();
    expect(typedCasNumber('99.9')).toBeNull();
    expect(typedCasNumber('12345678901')).toBeNull();
    expect(typedCasNumber('甲醇')).toBeNull();
    expect(typedCasNumber('')).toBeNull();
  });
});

describe('a formula in Hill order', () => {
  it('orders carbon, hydrogen, then the rest alphabetically', () => {
    expect(hillFormula('CH3OH')).toBe('CH4O');
    expect(hillFormula('CH4O')).toBe('CH4O');
    expect(hillFormula('C2H5OH')).toBe('C2H6O');
    expect(hillFormula('CH3COOH')).toBe('C2H4O2');
    expect(hillFormula('HCON(CH3)2')).toBe('C3H7NO');
  });

  it('orders a formula without carbon alphabetically', () => {
    expect(hillFormula('NaOH')).toBe('HNaO');
    expect(hillFormula('H2SO4')).toBe('H2O4S');
    expect(hillFormula('Ca(OH)2')).toBe('CaH2O2');
  });

  it('adds a hydrate and reads brackets and full-width text', () => {
    expect(hillFormula('CuSO4·5H2O')).toBe('CuH10O9S');
    expect(hillFormula('CuSO4.5H2O')).toBe('CuH10O9S');
    expect(hillFormula('[Cu(NH3)4]SO4')).toBe('CuH12N4O4S');
    expect(hillFormula('ＣＨ₃ＯＨ')).toBe('CH4O');
    expect(hillFormula(' CH3 OH ')).toBe('CH4O');
  });

  it('keeps a polymer a polymer, its repeating unit in Hill order', () => {
    expect(hillFormula('(CH2CHCl)n')).toBe('(C2H3Cl)n');
    expect(hillFormula('(C2H4)n')).toBe('(C2H4)n');
    expect(hillFormula('(C2H4·C4H8)n')).toBe('(C6H12)n');
    expect(hillFormula('(Xx)n')).toBeNull();
  });

  it('takes no name, word or number for a formula', () => {
    for (const text of ['methanol', 'Methanol', '甲醇', '67-56-1', '99.9', 'Xy2', 'Ca(OH', 'CaOH)2', 'ch3oh', ''])
      expect(hillFormula(text), text).toBeNull();
  });
});

describe('a dictionary term', () => {
  it('compares names whatever their case, width and spaces', () => {
    expect(searchTermKey('Methyl Alcohol')).toBe(searchTermKey('methylalcohol'));
    expect(searchTermKey('ＣＨ３ＯＨ')).toBe('ch3oh');
    expect(searchTermKey('木　醇')).toBe('木醇');
  });

  it('keeps the case of a formula, apart from names', () => {
    expect(formulaTermKey('CO')).not.toBe(formulaTermKey('Co'));
    expect(formulaTermKey('ＣＨ３ ＯＨ')).toBe(formulaTermKey('CH3OH'));
    expect(formulaTermKey('CO')).not.toBe(searchTermKey('CO'));
  });
});
