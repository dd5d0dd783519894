import { describe, expect, it } from 'vitest';
import { categoryNameIn } from './category.ts';

describe("a category name in the reader's language", () => {
  it('is the English name in English where there is one, else the Chinese name', () => {
    expect(categoryNameIn({ name: '醇类', nameEn: 'Alcohols' }, 'en')).toBe('Alcohols');
    expect(categoryNameIn({ name: '芳烃', nameEn: null }, 'en')).toBe('芳烃');
    expect(categoryNameIn({ name: '芳烃', nameEn: '' }, 'en')).toBe('芳烃');
    expect(categoryNameIn({ name: '醇类', nameEn: 'Alcohols' }, 'zh')).toBe('醇类');
    expect(categoryNameIn({ name: null, nameEn: null }, 'en')).toBeNull();
  });
});
