import { describe, expect, it } from 'vitest';
import { FREQUENT_KEYWORD_SHARE, isFrequentKeyword, keywordGrams, keywordShare } from './gram-frequency.ts';

const frequencies = new Map([
  ['二', 0.26],
  ['树脂', 0.09],
  ['磷酸', 0.044],
  ['酸一', 0.026],
  ['一铵', 0.026],
  ['hd', 0.05],
  ['dp', 0.05],
  ['pe', 0.06],
  ['乙', 0.019],
]);

describe('keyword frequency from the name grams statistics', () => {
  it('takes a keyword of one or two characters as its own gram, a longer one as its pairs, lower-cased', () => {
    expect(keywordGrams('二')).toEqual(['二']);
    expect(keywordGrams('树脂')).toEqual(['树脂']);
    expect(keywordGrams('磷酸一铵')).toEqual(['磷酸', '酸一', '一铵']);
    expect(keywordGrams('HDPE')).toEqual(['hd', 'dp', 'pe']);
    expect(keywordGrams('Na')).toEqual(['na']);
  });

  it('bounds a longer keyword by its rarest pair, and a gram the statistics do not list by zero', () => {
    expect(keywordShare(frequencies, '磷酸一铵')).toBe(0.026);
    expect(keywordShare(frequencies, 'hdpe')).toBe(0.05);
    expect(keywordShare(frequencies, '铑')).toBe(0);
    expect(keywordShare(frequencies, '磷酸二铵')).toBe(0);
  });

  it('calls frequent what reaches the share, and nothing when no statistics exist yet', () => {
    expect(isFrequentKeyword(frequencies, '二')).toBe(true);
    expect(isFrequentKeyword(frequencies, 'HDPE')).toBe(true);
    expect(isFrequentKeyword(frequencies, '乙')).toBe(false);
    expect(isFrequentKeyword(new Map([['乙', FREQUENT_KEYWORD_SHARE]]), '乙')).toBe(true);
    expect(isFrequentKeyword(new Map(), '二')).toBe(false);
  });
});
