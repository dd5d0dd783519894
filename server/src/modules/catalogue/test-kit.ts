/** Test helpers of the catalogue and following tests: public products written directly. */
import type { TestApp } from '../../../test/harness.ts';
import { products } from '../product/tables.ts';

const DAY_MS = 24 * 3600 * 1000;

/** A product row, on shelf and approved unless told otherwise; `daysAgo` sets when it was published. */
export async function putProduct(
  t: TestApp,
  seller: { shop: { id: number }; company: { id: number } },
  categoryId: number,
  input: {
    name: string;
    casNumber?: string;
    price?: string;
    stock?: string;
    packaging?: number;
    provinceCode?: string;
    cityCode?: string;
    brand?: string;
    unit?: string;
    unitWeightKg?: string;
    isDangerous?: boolean;
    auditStatus?: number | null;
    publishStatus?: number;
    salesCount?: number;
    viewCount?: number;
    daysAgo?: number;
  },
) {
  const [row] = await t.ctx.db
    .insert(products)
    .values({
      shopId: seller.shop.id,
      companyId: seller.company.id,
      categoryId,
      name: input.name,
      casNumber: input.casNumber ?? '67-56-1',
      packaging: input.packaging ?? 6,
      price: input.price ?? '2500.00',
      unit: input.unit ?? '吨',
      unitWeightKg: input.unitWeightKg ?? null,
      minOrderQty: '1.0000',
      stock: input.stock ?? '100.0000',
      deliveryPlace: '江苏苏州',
      provinceCode: input.provinceCode ?? '320000',
      cityCode: input.cityCode ?? null,
      brand: input.brand ?? null,
      images: ['cover.png'],
      isDangerous: input.isDangerous ?? false,
      unNumber: input.isDangerous ? 'UN1230' : null,
      hazardClass: input.isDangerous ? '3' : null,
      sdsFileKey: input.isDangerous ? 'sds.pdf' : null,
      auditStatus: input.auditStatus === undefined ? 1 : input.auditStatus,
      publishStatus: input.publishStatus ?? 1,
      salesCount: input.salesCount ?? 0,
      viewCount: input.viewCount ?? 0,
      publishedAt: new Date(Date.now() - (input.daysAgo ?? 0) * DAY_MS),
    })
    .returning();
  if (!row) throw new Error('product not created');
  return row;
}
