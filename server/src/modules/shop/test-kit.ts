import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import type { TestApp } from '../../../test/harness.ts';
import { forgetCatalogue } from '../../platform/cache/catalogue-cache.ts';
import { storeBytes } from '../../platform/files/store-upload.ts';
import { categories } from '../category/tables.ts';
import { products } from '../product/tables.ts';
import { shops } from './tables.ts';

/** A public image (as /oss/upload/img stores it) owned by `userId`; answers its key. */
export async function uploadImage(t: TestApp, userId: number, encrypted = false): Promise<string> {
  const png = new PNG({ width: 4, height: 4 });
  png.data.fill(200);
  const stored = await storeBytes(t.ctx, {
    bytes: PNG.sync.write(png),
    fileName: 'logo.png',
    kind: 'img',
    encrypted,
    ownerUserId: userId,
  });
  return stored.key;
}

let categorySeq = 0;
/** A top-level category for test products. */
export async function createCategory(t: TestApp, name = `测试分类${process.pid}-${++categorySeq}`) {
  const [row] = await t.ctx.db.insert(categories).values({ name, nameEn: 'Test' }).returning();
  if (!row) throw new Error('category not created');
  // Written past the routes, which forget what the catalogue keeps in memory (the categories a keyword names).
  forgetCatalogue(t.ctx);
  return row;
}

/** A product row of a shop, written directly (the product module owns the real flow). */
export async function insertProduct(
  t: TestApp,
  input: {
    shopId: number;
    companyId: number;
    categoryId: number;
    name: string;
    price?: string;
    auditStatus?: number | null;
    publishStatus?: number;
    casNumber?: string;
    salesCount?: number;
  },
) {
  const [row] = await t.ctx.db
    .insert(products)
    .values({
      shopId: input.shopId,
      companyId: input.companyId,
      categoryId: input.categoryId,
      name: input.name,
      casNumber: input.casNumber ?? '107-21-1',
      packaging: 6,
      price: input.price ?? '4500.00',
      minOrderQty: '10.0000',
      stock: '500.0000',
      deliveryPlace: '江苏苏州',
      auditStatus: input.auditStatus === undefined ? 1 : input.auditStatus,
      publishStatus: input.publishStatus ?? 1,
      salesCount: input.salesCount ?? 0,
      publishedAt: new Date(),
    })
    .returning();
  if (!row) throw new Error('product not created');
  return row;
}

/** The shop's count of public products as the triggers on products keep it (shops.public_product_count). */
export async function publicProductCountOf(t: TestApp, shopId: number): Promise<number | undefined> {
  const [row] = await t.ctx.db.select({ n: shops.publicProductCount }).from(shops).where(eq(shops.id, shopId));
  return row?.n;
}
