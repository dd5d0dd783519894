import { describe, expect, it } from 'vitest';
import { FREQUENT_KEYWORD_SHARE, isFrequentKeyword, keywordShare, type NameStatistics } from './name-statistics.ts';

const statistics: NameStatistics = {
  gramShares: new Map([
    ['二', 0.26],
    ['树脂', 0.09],
    ['磷酸', 0.044],
    ['na', 0.03],
    ['乙', 0.019],
  ]),
  sampledNames: [
    { name: '磷酸一铵 工业级', share: 0.02 },
    { name: '【现货】磷酸一铵 农用', share: 0.01 },
    { name: 'hdpe 高密度聚乙烯', share: 0.03 },
    { name: '二甲苯', share: 0.01 },
    { name: '苯胺', share: 0.01 },
  ],
};

describe('keyword share from the name statistics', () => {
  it('takes a keyword of one or two characters as its gram, lower-cased', () => {
    expect(keywordShare(statistics, '二')).toBe(0.26);
    expect(keywordShare(statistics, '树脂')).toBe(0.09);
    expect(keywordShare(statistics, 'NA')).toBe(0.03);
    expect(keywordShare(statistics, '铑')).toBe(0);
  });

  it('looks a longer keyword up in the sampled names, whatever its case, never by its pairs', () => {
    expect(keywordShare(statistics, '磷酸一铵')).toBeCloseTo(0.03);
    expect(keywordShare(statistics, 'HDPE')).toBe(0.03);
    // Every pair is common, the whole is in no sampled name.
    expect(keywordShare(statistics, '二甲苯胺')).toBe(0);
  });

  it('calls frequent what reaches the share, and nothing when no statistics exist yet', () => {
    expect(isFrequentKeyword(statistics, '二')).toBe(true);
    expect(isFrequentKeyword(statistics, '磷酸一铵')).toBe(true);
    expect(isFrequentKeyword(statistics, '乙')).toBe(false);
    expect(isFrequentKeyword(statistics, '二甲苯胺')).toBe(false);
    expect(isFrequentKeyword({ ...statistics, gramShares: new Map([['乙', FREQUENT_KEYWORD_SHARE]]) }, '乙')).toBe(true);
    expect(isFrequentKeyword({ gramShares: new Map(), sampledNames: [] }, '二')).toBe(false);
  });
});
