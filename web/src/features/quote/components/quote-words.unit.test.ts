import type { QuoteTerms } from '@hgsc/contracts';
import { describe, expect, it } from 'vitest';
import { timeLeftWords } from '../../../shared/ui/Countdown.tsx';
import { changedTerms } from './QuoteTermsView.tsx';

const t = ((key: string, params: Record<string, number>) => `${key}:${JSON.stringify(params)}`) as never;

describe('a quote’s words', () => {
  it('tells the time left in days and hours, hours and minutes, or minutes and seconds', () => {
    expect(timeLeftWords((2 * 86400 + 3 * 3600 + 59) * 1000, t)).toBe('countdown.days:{"d":2,"h":3}');
    expect(timeLeftWords((5 * 3600 + 7 * 60) * 1000, t)).toBe('countdown.hours:{"h":5,"m":7}');
    expect(timeLeftWords(65_999, t)).toBe('countdown.minutes:{"m":1,"s":5}');
  });

  it('marks what a version changed from the one before, and nothing for the first', () => {
    const v1 = { unitPrice: '2300.00', quantity: '20', amount: '46000.00', remark: null } as unknown as QuoteTerms;
    const v2 = { ...v1, unitPrice: '2250.00', amount: '45000.00' } as QuoteTerms;
    expect([...changedTerms(v2, v1)].sort()).toEqual(['amount', 'unitPrice']);
    expect([...changedTerms(v1, undefined)]).toEqual([]);
  });
});
