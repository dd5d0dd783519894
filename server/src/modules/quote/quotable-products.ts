import type { QuotableProduct } from '@hgsc/contracts';
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { visibleProduct } from '../catalogue/index.ts';
import { products } from '../product/index.ts';
import { shops } from '../shop/index.ts';

const LIMIT = 20;

/** /cs/quote/products: the company's products a quote may name — those the catalogue shows now — by name or CAS. */
export async function quotableProducts(db: Db, companyId: number, keyword: string | undefined): Promise<QuotableProduct[]> {
  const pattern = keyword ? containsPattern(keyword) : undefined;
  return db
    .select({
      id: products.id,
      name: products.name,
      casNumber: products.casNumber,
      grade: products.grade,
      unit: products.unit,
      price: products.price,
      minOrderQty: products.minOrderQty,
      stock: products.stock,
      isDangerous: products.isDangerous,
    })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(
      and(
        eq(products.companyId, companyId),
        visibleProduct(db),
        pattern ? or(ilike(products.name, pattern), ilike(products.casNumber, pattern)) : undefined,
      ),
    )
    .orderBy(asc(products.name), asc(products.id))
    .limit(LIMIT);
}
