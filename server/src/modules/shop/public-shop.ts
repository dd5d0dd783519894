import { AUDIT_STATUS, type ShopCard, type ShopProfile, toPage } from '@hgsc/contracts';
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { companies } from '../company/index.ts';
import { shops } from './tables.ts';
import { imageUrl, shopRegionNames } from './view.ts';

/** On-shelf products of the shop in the current row (kept by triggers on products, migrations 0025 and 0031). */
const productCount = shops.publicProductCount;

const openShop = eq(shops.auditStatus, AUDIT_STATUS.APPROVED);

/** GET|POST /shop/info: the public profile of an open shop; 404 for any other. */
export async function shopProfile(ctx: AppContext, id: number): Promise<ShopProfile> {
  const [row] = await ctx.db
    .select({ shop: shops, company: companies, productCount })
    .from(shops)
    .innerJoin(companies, eq(companies.id, shops.companyId))
    .where(and(eq(shops.id, id), openShop));
  if (!row) throw notFound();
  const { shop, company } = row;
  return {
    id: shop.id,
    name: shop.name,
    logoUrl: imageUrl(shop.logoKey),
    bannerUrl: imageUrl(shop.bannerKey),
    intro: shop.intro,
    mainProducts: shop.mainProducts,
    companyId: company.id,
    companyName: company.name,
    companyIntro: company.intro,
    contactName: shop.contactName,
    contactMobile: shop.contactMobile,
    contactPhone: shop.contactPhone,
    ...shopRegionNames(shop),
    address: shop.address,
    productCount: row.productCount,
    openedAt: (shop.auditedAt ?? shop.updatedAt).toISOString(),
  };
}

type ShopQuery = { current: number; size: number; keyword?: string | undefined; provinceCode?: string | undefined };

function shopFilter(query: ShopQuery) {
  const pattern = query.keyword ? containsPattern(query.keyword) : undefined;
  return and(
    openShop,
    query.provinceCode ? eq(shops.provinceCode, query.provinceCode) : undefined,
    pattern ? or(ilike(shops.name, pattern), ilike(shops.mainProducts, pattern), ilike(companies.name, pattern)) : undefined,
  );
}

/** One page of open shops as cards, most on-shelf products first, without a total (the home block needs none). */
export async function shopCards(ctx: AppContext, query: ShopQuery): Promise<ShopCard[]> {
  const rows = await ctx.db
    .select({ shop: shops, companyName: companies.name, productCount })
    .from(shops)
    .innerJoin(companies, eq(companies.id, shops.companyId))
    .where(shopFilter(query))
    .orderBy(desc(productCount), desc(shops.auditedAt), desc(shops.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  return rows.map(({ shop, companyName, productCount }) => {
    const { provinceName, cityName } = shopRegionNames(shop);
    return {
      id: shop.id,
      name: shop.name,
      logoUrl: imageUrl(shop.logoKey),
      intro: shop.intro,
      mainProducts: shop.mainProducts,
      companyName,
      provinceName,
      cityName,
      productCount,
      openedAt: (shop.auditedAt ?? shop.updatedAt).toISOString(),
    };
  });
}

/** POST /shop/select: open shops, most on-shelf products first; keyword on shop name, main products, company name. */
export async function selectShops(ctx: AppContext, query: ShopQuery) {
  const [records, [total]] = await Promise.all([
    shopCards(ctx, query),
    ctx.db.select({ n: count() }).from(shops).innerJoin(companies, eq(companies.id, shops.companyId)).where(shopFilter(query)),
  ]);
  return toPage(records, total?.n ?? 0, query);
}
