import type { Language } from '@hgsc/contracts';

/** A news category's name in the page's language. */
export const newsCategoryName = (item: { categoryName: string; categoryNameEn: string }, language: Language) =>
  language === 'en' && item.categoryNameEn ? item.categoryNameEn : item.categoryName;
