import { chemicalSaveBody, hillFormula } from '@hgsc/contracts';
import { describe, expect, it } from 'vitest';
import { EXTRA_CHEMICALS } from '../scale/extra-chemicals.ts';
import { dictionaryEntries } from './chemical-dictionary.ts';
import { SEED_CHEMICALS } from './chemicals.ts';

describe('the seeded chemical dictionary', () => {
  const entries = dictionaryEntries([...SEED_CHEMICALS, ...EXTRA_CHEMICALS]);

  it('holds every entry as the operator could save it again', () => {
    for (const entry of entries) {
      const parsed = chemicalSaveBody.safeParse(entry);
      expect(parsed.error?.issues, entry.nameZh).toBeUndefined();
      expect(hillFormula(entry.formula), entry.formula).not.toBeNull();
    }
  });

  it('names a substance listed twice once, the second listing a synonym of the first', () => {
    const soda = entries.filter((entry) => entry.casNumber === '1310-73-2');
    expect(soda).toHaveLength(1);
    const names = [...SEED_CHEMICALS, ...EXTRA_CHEMICALS].filter((c) => c.cas === '1310-73-2').map((c) => c.name);
    expect(names.length).toBeGreaterThan(1);
    for (const name of names.slice(1)) expect(soda[0]?.synonyms).toContain(name);
  });

  it('reads the names traders type: methanol and 木醇 are 甲醇, CH3OH is CH4O', () => {
    const methanol = entries.find((entry) => entry.casNumber === '67-56-1');
    expect(methanol?.nameZh).toBe('甲醇');
    expect(methanol?.nameEn.toLowerCase()).toBe('methanol');
    expect(methanol?.synonyms).toContain('木醇');
    expect(hillFormula(methanol?.formula ?? '')).toBe('CH4O');
  });
});
