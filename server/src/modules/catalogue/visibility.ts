import {
  AUDIT_STATUS,
  type CatalogueProductCard,
  categoryNameIn,
  chinaDate,
  hazardClassLabelKey,
  isTonneUnit,
  type Language,
  PUBLISH_STATUS,
  packagingLabelKey,
  tonnePriceOf,
  translate,
} from '@hgsc/contracts';
import { and, eq, inArray, not, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { differsFromLiteral, equalsLiteral } from '../../platform/db/literal.ts';
import { type CategoryNames, categoryNames } from '../category/index.ts';
import { companyCertificates, validLicenceOn } from '../certificate/index.ts';
import { companies } from '../company/index.ts';
import { divisions } from '../places/index.ts';
import { offerValidOn, type ProductRow, products } from '../product/index.ts';
import { imageUrl, shops } from '../shop/index.ts';

/**
 * How a statement sees whether the product's shop is open: `joined`, it joins `shops` (a list reads the shop's
 * name anyway); `not joined`, it tests the product's shop against the shops that are not open (shopNotClosed).
 */
export type ShopAccess = 'joined' | 'not joined';

/**
 * The product's shop is not among the shops that are not open (under review or rejected: few, read through the
 * partial index shops_not_open_idx and hashed once per statement, as long as their ids fit work_mem: some 100,000
 * at the default 4 MB). The same rows as joining `shops` on `audit_status = 1`, as shop_id is a NOT NULL foreign key,
 * without probing the shop of each row: a capped count of 601 along the category index probed some 480 shops,
 * 1,443 of its 2,052 buffer reads at 1,000,000 products (migration 0035).
 */
const shopNotClosed = (): SQL =>
  sql`${products.shopId} not in (select ${shops.id} from ${shops} where ${differsFromLiteral(shops.auditStatus, AUDIT_STATUS.APPROVED)})`;

/**
 * On shelf, approved, the shop open, and a dangerous good's company licensed (`licensed`). The statuses are
 * literals: on shelf and approved is the predicate of the catalogue's partial indexes (product/tables.ts), which
 * a prepared statement's generic plan can use only where it sees these very values.
 */
function visibleWith(licensed: SQL, shop: ShopAccess): SQL {
  return and(
    equalsLiteral(products.publishStatus, PUBLISH_STATUS.ON_SHELF),
    equalsLiteral(products.auditStatus, AUDIT_STATUS.APPROVED),
    shop === 'joined' ? equalsLiteral(shops.auditStatus, AUDIT_STATUS.APPROVED) : shopNotClosed(),
    or(not(products.isDangerous), licensed),
  ) as SQL;
}

/**
 * The product's company holds an approved, unexpired 危险化学品经营许可证 on `today` (China): one index probe of
 * that company, made only for a dangerous good (visibleWith tests is_dangerous first, and PostgreSQL evaluates an
 * OR's arms in order). A scalar subquery with LIMIT 1, which PostgreSQL cannot turn into a hashed set: the form
 * `company_id IN (licensed companies)` — and an EXISTS, which it hashes alike where many rows are expected — hashed
 * every licence of the market on each statement, ~2 ms at 5,000 licences, twice a search (its page and its count),
 * where the probes of a page or a capped count cost a few hundredths of that.
 */
function companyLicensedOn(db: Db, today: string | Placeholder): SQL {
  const licence = db
    .select({ licensed: sql`true` })
    .from(companyCertificates)
    .where(and(eq(companyCertificates.companyId, products.companyId), validLicenceOn(today)))
    .limit(1);
  return sql`coalesce((${licence}), false)`;
}

/**
 * What a visitor may see, as one set-based condition over `products` joined with `shops` (or, `not joined`, over
 * `products` alone): on shelf, approved, the shop open, and — for a dangerous good — the company licensed today
 * (companyLicensedOn), never checked per row in JS. `db` only builds the subquery; `on` may be the placeholder of the
 * China day. For a few products named by id, use visibleKnownProduct.
 */
export function visibleProduct(db: Db, on: Date | Placeholder = new Date(), shop: ShopAccess = 'joined'): SQL {
  return visibleWith(companyLicensedOn(db, on instanceof Date ? chinaDate(on) : on), shop);
}

/**
 * The same rule for a statement that reads most of the catalogue (the market prices of every commodity, the producers'
 * list): the licensed companies hashed once, where companyLicensedOn probed once per dangerous offer — and made the
 * planner read the whole catalogue along an index in the grouping's order, 27 s at 1,000,000 offers instead of 5.
 */
export function visibleProductInBulk(db: Db, on: Date = new Date()): SQL {
  const licensed = db
    .select({ companyId: companyCertificates.companyId })
    .from(companyCertificates)
    .where(validLicenceOn(chinaDate(on)));
  return visibleWith(inArray(products.companyId, licensed), 'not joined');
}

/**
 * The same rule for a few products named by id (details, cart, checkout, follow, reviews, pins), and the offer's
 * validity. `today` (China) may be a placeholder of a prepared statement.
 *
 * An offer past its validity (valid_until before today) is not shown nor sold from the first minute of the next day.
 * The lists (visibleProduct) leave that test to the sweep that takes such offers off shelf (product/expire-offers.ts):
 * there it would read each row of a count the covering index answers alone.
 */
export function visibleKnownProduct(db: Db, today: string | Placeholder = chinaDate(new Date())): SQL {
  return and(visibleWith(companyLicensedOn(db, today), 'joined'), offerValidOn(today)) as SQL;
}

/**
 * The product columns a card shows (toCatalogueCard), and no more: a list reads ten to two hundred rows, and each
 * column more is bytes to send and a value to parse — five timestamps of audit and change made each card five dates.
 * Of the images, the first (the cover) alone: parsing each row's array was a fortieth of an uncached search's time.
 */
export const cardProductColumns = {
  id: products.id,
  name: products.name,
  casNumber: products.casNumber,
  grade: products.grade,
  purity: products.purity,
  categoryId: products.categoryId,
  packaging: products.packaging,
  unit: products.unit,
  unitWeightKg: products.unitWeightKg,
  brand: products.brand,
  price: products.price,
  minOrderQty: products.minOrderQty,
  stock: products.stock,
  deliveryPlace: products.deliveryPlace,
  coverKey: sql<string | null>`${products.images}[1]`,
  isDangerous: products.isDangerous,
  publishedAt: products.publishedAt,
  shopId: products.shopId,
  companyId: products.companyId,
  provinceCode: products.provinceCode,
  cityCode: products.cityCode,
  salesCount: products.salesCount,
  viewCount: products.viewCount,
};
type CardProductRow = Pick<ProductRow, Exclude<keyof typeof cardProductColumns, 'coverKey'>> & { coverKey: string | null };

/** The columns a card needs (products joined with shops, companies and categories). */
export const cardColumns = {
  product: cardProductColumns,
  shopName: shops.name,
  companyName: companies.name,
  category: categoryNames,
};

export function placeNames(provinceCode: string | null, cityCode: string | null) {
  if (!provinceCode) return { provinceName: null, cityName: null };
  const { provinces, citiesOf } = divisions();
  return {
    provinceName: provinces.find((p) => p.code === provinceCode)?.name ?? null,
    cityName: cityCode ? (citiesOf.get(provinceCode)?.find((c) => c.code === cityCode)?.name ?? null) : null,
  };
}

export function toCatalogueCard(
  row: { product: CardProductRow; shopName: string; companyName: string; category: CategoryNames },
  lang: Language,
): CatalogueProductCard {
  const p = row.product;
  return {
    id: p.id,
    name: p.name,
    casNumber: p.casNumber,
    grade: p.grade,
    purity: p.purity,
    categoryId: p.categoryId,
    categoryName: categoryNameIn(row.category, lang),
    packaging: p.packaging,
    packagingLabel: translate(packagingLabelKey(p.packaging), lang),
    unit: p.unit,
    price: p.price,
    tonnePrice: p.price === null || isTonneUnit(p.unit) ? null : tonnePriceOf(p.price, p.unit, p.unitWeightKg),
    brand: p.brand,
    minOrderQty: p.minOrderQty,
    stock: p.stock,
    deliveryPlace: p.deliveryPlace,
    coverUrl: imageUrl(p.coverKey),
    isDangerous: p.isDangerous,
    publishedAt: p.publishedAt?.toISOString() ?? null,
    shopId: p.shopId,
    shopName: row.shopName,
    companyId: p.companyId,
    companyName: row.companyName,
    ...placeNames(p.provinceCode, p.cityCode),
    salesCount: p.salesCount,
    viewCount: p.viewCount,
  };
}

export const hazardLabel = (hazardClass: string | null, lang: Language) =>
  hazardClass ? translate(hazardClassLabelKey(hazardClass), lang) : null;
