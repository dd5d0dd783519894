import { z } from 'zod';
import { categoryNodeSchema } from './category.ts';
import { cappedPageSchema, pageQuerySchema, SEARCH_TOTAL_CAP } from './envelope.ts';
import { fieldError, idField, stringField } from './fields.ts';
import { homeBannerSchema } from './home-block.ts';
import { offerPaymentTermsSchema } from './payment-terms.ts';
import { placeCodeField } from './places.ts';
import { priceTierSchema } from './price-tiers.ts';
import { compareDecimal, MONEY_PATTERN, PACKAGING_CODES, PRODUCT_BRAND_MAX } from './product.ts';
import { defineRoute } from './route.ts';
import { SHOP_PRODUCT_SORTS, shopCardSchema, shopProductCardSchema } from './shop.ts';

/**
 * The public catalogue (SPEC §7 "Public and catalogue", no login). Only on-shelf,
 * approved products of open (approved) shops appear; a dangerous good appears only while its
 * company holds a valid 危险化学品经营许可证. Keywords match product name, CAS number, shop name,
 * company name and category name (one- and two-character Chinese keywords work); a keyword shaped
 * like a CAS number (67-56-1) matches the CAS number exactly.
 */

/** How many matches a catalogue search counts at most (envelope.ts SEARCH_TOTAL_CAP). */
export const CATALOGUE_TOTAL_CAP = SEARCH_TOTAL_CAP;

/**
 * Sorts: relevance (default: with a keyword, the name itself first, then names holding it, then offers of the
 * chemicals the dictionary names by it, then named shops and categories, each newest first; without one, newest),
 * newest, priceAsc, priceDesc (by the price per tonne where the unit converts), hot (sales, then views).
 */
export const CATALOGUE_SORTS = ['relevance', ...SHOP_PRODUCT_SORTS] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

/** A price bound: a non-negative decimal string with at most 2 decimals. */
const priceBound = stringField().trim().regex(MONEY_PATTERN, { error: 'product.moneyInvalid' });
const packagingFilter = z.coerce
  .number({ error: 'product.packagingInvalid' })
  .int({ error: 'product.packagingInvalid' })
  .refine((n) => PACKAGING_CODES.includes(n), { error: 'product.packagingInvalid' });
/** true/false in a JSON body; "true"/"false"/"1"/"0" in a query string. */
const queryBoolean = z.union([
  z.boolean({ error: fieldError }),
  z.enum(['true', 'false', '1', '0'], { error: 'field.invalid' }).transform((v) => v === 'true' || v === '1'),
]);

const searchShape = {
  keyword: stringField().trim().max(100, { error: 'field.tooLong' }).optional(),
  /** The category and everything under it. */
  categoryId: idField.optional(),
  /** SPEC §3 packaging code 0–6. */
  packaging: packagingFilter.optional(),
  /** GB/T 2260 province code of the product's place. */
  provinceCode: placeCodeField.optional(),
  /** GB/T 2260 city code of the product's place: where its warehouse is, the goods collected or sent from. */
  cityCode: placeCodeField.optional(),
  /** 生产厂家 / 品牌, exactly as the offers name it (the names /homepage/product/brands lists). */
  brand: stringField().trim().max(PRODUCT_BRAND_MAX, { error: 'field.tooLong' }).optional(),
  /** Inclusive bounds of the price per tonne (tax-inclusive; tonne-price.ts), or of the price where it does not convert. */
  minPrice: priceBound.optional(),
  maxPrice: priceBound.optional(),
  /** true: stock > 0 only. */
  inStock: queryBoolean.optional(),
  /** true: dangerous goods only; false: no dangerous goods. */
  dangerous: queryBoolean.optional(),
  sort: z.enum(CATALOGUE_SORTS, { error: 'field.invalid' }).default('relevance'),
};

function checkPriceRange(body: { minPrice?: string | undefined; maxPrice?: string | undefined }, ctx: z.RefinementCtx) {
  if (body.minPrice && body.maxPrice && compareDecimal(body.minPrice, body.maxPrice) > 0)
    ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: 'catalogue.priceRange' });
}

/** POST /search/searchPage: search on-shelf products, paged (SPEC page sizes). */
export const catalogueSearchBody = pageQuerySchema.extend(searchShape).strict().superRefine(checkPriceRange);
export type CatalogueSearchInput = z.infer<typeof catalogueSearchBody>;
/** GET /homepage/product/search: the same filters as a query string. */
export const catalogueSearchQuery = pageQuerySchema.extend(searchShape).superRefine(checkPriceRange);

/** A product as the catalogue lists it: the shop card plus its shop, company and place. */
export const catalogueProductCardSchema = shopProductCardSchema.extend({
  /**
   * What the price comes to per tonne, when the offer is priced per kilogram, drum or bag with a declared net weight
   * (tonne-price.ts): the figure the price sorts and filters compare. Null for a price per tonne, or one that does not
   * convert.
   */
  tonnePrice: z.string().nullable(),
  /** 生产厂家 / 品牌. */
  brand: z.string().nullable(),
  shopId: z.number().int(),
  shopName: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  provinceName: z.string().nullable(),
  cityName: z.string().nullable(),
  salesCount: z.number().int(),
  viewCount: z.number().int(),
});
export type CatalogueProductCard = z.infer<typeof catalogueProductCardSchema>;

/**
 * A page of catalogue products (search, hot list). The server counts matches only up to a cap:
 * `totalCapped: true` says there are more than `total` ("1200+ 件商品"), and pages go no further
 * than `total` reaches — a page past it answers the last reachable one (`current` tells which).
 */
export const catalogueProductPageSchema = cappedPageSchema(catalogueProductCardSchema);
export type CatalogueProductPage = z.infer<typeof catalogueProductPageSchema>;

/** GET /homepage/product/brands: the producers the catalogue's offers name, optionally in one category subtree. */
export const catalogueBrandsQuery = z.object({ categoryId: idField.optional() });
export const catalogueBrandSchema = z.object({
  brand: z.string(),
  /** How many offers on shelf name it. */
  offers: z.number().int(),
});
export type CatalogueBrand = z.infer<typeof catalogueBrandSchema>;
/** How many producers the brand list names at most: the most offered. */
export const CATALOGUE_BRANDS_LIMIT = 100;

/** POST /product/details {id}: an on-shelf product of an open shop (404 otherwise); counts a view. */
export const catalogueProductIdBody = z.object({ id: idField }).strict();
export const catalogueProductDetailSchema = catalogueProductCardSchema.extend({
  /** 阶梯价: from each threshold up, its price (the card's price is the base, below the first). */
  priceTiers: z.array(priceTierSchema),
  /** What the offer allows besides 款到发货. */
  paymentTerms: offerPaymentTermsSchema,
  images: z.array(z.string()),
  imageUrls: z.array(z.string()),
  description: z.string().nullable(),
  warehouse: z.string().nullable(),
  validUntil: z.string().nullable(),
  unNumber: z.string().nullable(),
  hazardClass: z.string().nullable(),
  hazardClassLabel: z.string().nullable(),
  sdsFileUrl: z.string().nullable(),
  shop: z.object({
    id: z.number().int(),
    name: z.string(),
    logoUrl: z.string().nullable(),
    contactName: z.string(),
    contactPhone: z.string().nullable(),
  }),
  company: z.object({ id: z.number().int(), name: z.string(), intro: z.string().nullable() }),
});
export type CatalogueProductDetail = z.infer<typeof catalogueProductDetailSchema>;

/** POST /product/hot/list: the hottest public products (sales, then views), paged; optionally one category subtree. */
export const catalogueHotListBody = pageQuerySchema.extend({ categoryId: idField.optional() }).strict().nullish();

/**
 * POST /product/productRollShow: the home ticker — the latest price moves of public products (a new
 * listing counts as a move with previousPrice null), newest first, at most `limit` (default 20).
 */
export const catalogueRollBody = z
  .object({ limit: z.coerce.number({ error: 'field.invalid' }).int().min(1, { error: 'field.invalid' }).max(50).default(20) })
  .strict()
  .nullish();
export const catalogueRollItemSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  casNumber: z.string(),
  shopName: z.string(),
  unit: z.string(),
  /** The price now. */
  price: z.string(),
  /** The price before the latest change; null for a new listing. */
  previousPrice: z.string().nullable(),
  /** 'up' | 'down' | 'new' | 'same'. */
  trend: z.enum(['up', 'down', 'new', 'same']),
  changedAt: z.string(),
});
export type CatalogueRollItem = z.infer<typeof catalogueRollItemSchema>;

/** POST /search/home/page: the home blocks (news comes from /news/*). */
export const catalogueHomeSchema = z.object({
  /** The operator's enabled banners in order. */
  banners: z.array(homeBannerSchema),
  /** The enabled category tree, two levels deep. */
  categories: z.array(categoryNodeSchema),
  /** The operator's pinned products (in order) first, then the hottest. */
  hotProducts: z.array(catalogueProductCardSchema),
  newestProducts: z.array(catalogueProductCardSchema),
  /** Open shops with the most on-shelf products. */
  recommendedShops: z.array(shopCardSchema),
});
export type CatalogueHome = z.infer<typeof catalogueHomeSchema>;

const tags = ['catalogue'];
const auth = 'public';

/** SPEC §7 "Public and catalogue": the public catalogue (no login). */
export const catalogueRoutes = {
  home: defineRoute({
    method: 'POST',
    path: '/search/home/page',
    answer: catalogueHomeSchema,
    summary:
      'Home blocks: the enabled banners, the enabled category tree (two levels), 8 hot (pinned by the operator first) and 8 newest public products, 6 recommended open shops',
    tags,
    auth,
  }),
  search: defineRoute({
    method: 'POST',
    path: '/search/searchPage',
    input: catalogueSearchBody,
    answer: catalogueProductPageSchema,
    summary: `Search public products by keyword (name, CAS number — exact when CAS-shaped —, shop, company, category) with filters (category subtree, packaging, province, city, producer, price range per tonne, in stock, dangerous) and sort (newest, priceAsc, priceDesc, hot), paged; the total counts at most ${CATALOGUE_TOTAL_CAP} matches (totalCapped: true when there are more) and a page past them answers the last reachable page`,
    tags,
    auth,
  }),
  searchByQuery: defineRoute({
    method: 'GET',
    path: '/homepage/product/search',
    input: catalogueSearchQuery,
    answer: catalogueProductPageSchema,
    summary: 'The same search as POST /search/searchPage, with its filters in the query string',
    tags,
    auth,
  }),
  brands: defineRoute({
    method: 'GET',
    path: '/homepage/product/brands',
    input: catalogueBrandsQuery,
    answer: z.array(catalogueBrandSchema),
    summary: `The producers (生产厂家 / 品牌) public offers name, most offered first, at most ${CATALOGUE_BRANDS_LIMIT}; optionally within one category subtree`,
    tags,
    auth,
  }),
  details: defineRoute({
    method: 'POST',
    path: '/product/details',
    input: catalogueProductIdBody,
    answer: catalogueProductDetailSchema,
    summary:
      'One public product with images, price, packaging label, dangerous-goods data, shop and company; counts a view; 404 when the catalogue does not show it',
    tags,
    auth,
  }),
  hotList: defineRoute({
    method: 'POST',
    path: '/product/hot/list',
    input: catalogueHotListBody,
    answer: catalogueProductPageSchema,
    summary: 'The hottest public products (sales, then views), paged; optionally one category subtree',
    tags,
    auth,
  }),
  rollShow: defineRoute({
    method: 'POST',
    path: '/product/productRollShow',
    input: catalogueRollBody,
    answer: z.array(catalogueRollItemSchema),
    summary:
      'Home ticker: the latest price moves of public products (new listing, up, down), newest first, at most `limit` (default 20, max 50)',
    tags,
    auth,
  }),
};
