import { AUDIT_STATUS } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { AppError, invalidField, notFound, wrongState } from '../../platform/http/app-error.ts';
import { loadCartProducts } from '../cart/index.ts';
import { hasValidDangerousGoodsLicence } from '../certificate/index.ts';
import { companies } from '../company/index.ts';
import type { ProductRow } from '../product/index.ts';

/**
 * The product a company may quote: its own, on sale in its open shop (a quote sells what the catalogue sells, at
 * another price), and a dangerous good only with the company's valid dangerous chemicals licence.
 */
export async function quotableProduct(db: Db, companyId: number, productId: number): Promise<ProductRow> {
  const found = (await loadCartProducts(db, [productId])).get(productId);
  if (!found || found.product.companyId !== companyId) throw notFound('quote.notOwnProduct');
  // Before its visibility: the catalogue hides a dangerous good of an unlicensed company, and the licence is the reason.
  if (found.product.isDangerous && !(await hasValidDangerousGoodsLicence({ db }, companyId)))
    throw new AppError('FORBIDDEN', 'quote.supplierLicenceRequired', { name: found.product.name });
  if (!found.visible) throw wrongState('quote.productUnavailable', { name: found.product.name });
  return found.product;
}

/**
 * The company a quote is addressed to (or shared with, `field` then naming that): a certified company other than the
 * supplier.
 */
export async function requireQuotableBuyer(
  db: Db,
  supplierCompanyId: number,
  buyerCompanyId: number,
  field: 'buyerCompanyId' | 'companyId' = 'buyerCompanyId',
): Promise<void> {
  if (buyerCompanyId === supplierCompanyId)
    throw invalidField(field, field === 'companyId' ? 'quote.shareOwnCompany' : 'quote.ownCompany');
  const [buyer] = await db.select({ auditStatus: companies.auditStatus }).from(companies).where(eq(companies.id, buyerCompanyId));
  if (buyer?.auditStatus !== AUDIT_STATUS.APPROVED) throw invalidField(field, 'quote.buyerNotCertified');
}

/** A buyer selecting a dangerous good holds a valid licence, as buying it from the catalogue asks. */
export async function requireBuyerLicence(db: Db, companyId: number, goods: { isDangerous: boolean; name: string }) {
  if (goods.isDangerous && !(await hasValidDangerousGoodsLicence({ db }, companyId)))
    throw new AppError('FORBIDDEN', 'quote.buyerLicenceRequired', { name: goods.name });
}
