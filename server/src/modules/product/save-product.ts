import { AUDIT_STATUS, type ProductSaveBody } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { checkProductFields, checkSubmittable, productColumns } from './product-checks.ts';
import { recordAudit, recordPrice, sellerShop, updateProduct } from './product-repo.ts';
import { type ProductRow, products } from './tables.ts';

/**
 * POST /product/save: a new product of the company's open shop, off shelf. Kept as a draft (未提交)
 * unless `submit` is true, then it goes to review (0 审核中) — which needs a validity date not in the
 * past and, for a dangerous good, the company's valid licence. The first price starts its price
 * history; a refused submission stores nothing.
 */
export async function saveProduct(tx: Db, companyId: number, userId: number, input: ProductSaveBody): Promise<ProductRow> {
  const { submit, ...fields } = input;
  const shop = await sellerShop(tx, companyId, { open: true });
  await checkProductFields(tx, fields, userId, null);
  const [created] = await tx
    .insert(products)
    .values({ shopId: shop.id, companyId, ...productColumns(fields) })
    .returning();
  if (!created) throw new Error('product insert returned no row');
  await recordAudit(tx, created, 'create', userId);
  await recordPrice(tx, created.id, created.price, null, userId);
  if (!submit) return created;
  await checkSubmittable(tx, created);
  const row = await updateProduct(tx, created.id, { auditStatus: AUDIT_STATUS.PENDING, submittedAt: new Date() });
  await recordAudit(tx, row, 'submit', userId);
  return row;
}
