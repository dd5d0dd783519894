import { categories } from './tables.ts';

/**
 * A category's names, selected with a product (`category: categoryNames`): the product's card shows the one of the
 * reader's language (categoryNameIn, contracts), the statement stays the same for every language.
 */
export const categoryNames = { name: categories.name, nameEn: categories.nameEn };

export type CategoryNames = { name: string; nameEn: string | null };
