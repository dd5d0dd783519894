import { describe, expect, it } from 'vitest';
import { maskCompanyName, reviewSaveBody } from './review.ts';

describe('maskCompanyName', () => {
  it('keeps the first character and the last two of a usual company name', () => {
    expect(maskCompanyName('杭州某某化工有限公司')).toBe('杭**公司');
    expect(maskCompanyName('上海石化股份有限公司')).toBe('上**公司');
  });

  it('keeps less of short names and never the whole name', () => {
    expect(maskCompanyName('杭州公司')).toBe('杭**司');
    expect(maskCompanyName('杭州')).toBe('杭**');
    expect(maskCompanyName('杭')).toBe('杭**');
    expect(maskCompanyName('  ')).toBe('**');
    expect(maskCompanyName('Acme Chemicals Ltd')).toBe('A**td');
  });
});

describe('reviewSaveBody', () => {
  it('trims the content and defaults images and anonymity', () => {
    expect(reviewSaveBody.parse({ orderItemId: 3, score: 5, content: '  很好 ' })).toEqual({
      orderItemId: 3,
      score: 5,
      content: '很好',
      imageKeys: [],
      anonymous: false,
    });
  });

  it('refuses scores outside 1–5, empty or too long content, more than 6 images, unknown fields', () => {
    const base = { orderItemId: 1, score: 4, content: '好' };
    expect(reviewSaveBody.safeParse({ ...base, score: 0 }).success).toBe(false);
    expect(reviewSaveBody.safeParse({ ...base, score: 6 }).success).toBe(false);
    expect(reviewSaveBody.safeParse({ ...base, score: 4.5 }).success).toBe(false);
    expect(reviewSaveBody.safeParse({ ...base, content: '   ' }).success).toBe(false);
    expect(reviewSaveBody.safeParse({ ...base, content: '好'.repeat(501) }).success).toBe(false);
    expect(reviewSaveBody.safeParse({ ...base, content: '好'.repeat(500) }).success).toBe(true);
    expect(reviewSaveBody.safeParse({ ...base, imageKeys: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }).success).toBe(false);
    expect(reviewSaveBody.safeParse({ ...base, extra: 1 }).success).toBe(false);
  });
});
