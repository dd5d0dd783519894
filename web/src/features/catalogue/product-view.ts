import { type CatalogueProductCard, gradeWords, type Language, placeWords, type ShopProductCard } from '@hgsc/contracts';
import { placeNames } from '../../shared/i18n/place-names.ts';

/** A product as cards show it: a shop page's card, plus shop and place when the catalogue lists it. */
export type ProductCardData = ShopProductCard &
  Partial<Pick<CatalogueProductCard, 'shopId' | 'shopName' | 'provinceName' | 'cityName' | 'tonnePrice' | 'brand'>>;

export const productHref = (id: number) => `/goodsdetail?id=${id}`;
export const shopHref = (id: number) => `/shop/${id}/main`;

/** 等级 and 纯度 in one line, e.g. "优等品 · 99.9%". */
export const gradeText = (product: Pick<ShopProductCard, 'grade' | 'purity'>, language: Language) =>
  [product.grade && gradeWords(product.grade, language), product.purity].filter(Boolean).join(' · ');

/** Where the goods are: the product's province and city (once when they are the same), else its delivery place. */
export function placeText(product: ProductCardData, language: Language): string {
  const place = { province: product.provinceName, city: product.cityName };
  return placeWords(place, language, placeNames()).join(' ') || product.deliveryPlace;
}
