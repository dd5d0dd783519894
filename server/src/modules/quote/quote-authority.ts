import { AUDIT_STATUS, type Language } from '@hgsc/contracts';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import type { Caller } from '../../platform/auth/caller.ts';
import { hasPermission } from '../../platform/auth/plugin.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError, invalidField, notFound, wrongState } from '../../platform/http/app-error.ts';
import { requireReceiptAgreement } from '../agreement/index.ts';
import { loadCartProducts } from '../cart/index.ts';
import { hasValidDangerousGoodsLicence } from '../certificate/index.ts';
import { companies } from '../company/index.ts';
import type { ProductRow } from '../product/index.ts';
import { receiptProducts, warehouses } from '../warehouse/index.ts';
import { checkDealQuantity, receiptForDeal } from '../warehouse-receipt/index.ts';
import type { QuotedGoods } from './terms.ts';

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
 * The receipt a company may quote, its row locked (as a listing locks it): held by the company, in force and held by
 * no other deal, under the receipt trading agreement, by a member who may trade receipts. A quote does not hold the
 * receipt: it is checked again when offered and when selected, and a receipt listed, pledged or split meanwhile stops
 * it there.
 */
export async function quotableReceipt(
  tx: Db,
  caller: Caller,
  receiptId: number,
  lang: Language,
): Promise<Extract<QuotedGoods, { subject: 'receipt' }>> {
  const companyId = caller.company.companyId;
  if (!hasPermission(caller.company, 'receipt.trade')) throw new AppError('FORBIDDEN', 'permission.denied');
  await requireReceiptAgreement(tx, companyId);
  const receipt = await receiptForDeal(tx, receiptId, companyId, lang);
  const [product] = await tx.select().from(receiptProducts).where(eq(receiptProducts.id, receipt.productId));
  const [warehouse] = await tx.select().from(warehouses).where(eq(warehouses.id, receipt.warehouseId));
  if (!product || !warehouse) throw new Error(`receipt ${receipt.id} names no product or warehouse`);
  return { subject: 'receipt', receipt, product, warehouse };
}

/**
 * A receipt quote's quantities against the receipt: at most all of it, and a minimum the goods' least split allows
 * (a selection splits its part off the receipt), unless the minimum is the whole receipt.
 */
export function checkReceiptQuantities(
  goods: Extract<QuotedGoods, { subject: 'receipt' }>,
  terms: { quantity: string; minQty: string },
) {
  checkDealQuantity(goods.receipt, terms.quantity, 'quote.overReceipt');
  const min = new Decimal(terms.minQty);
  if (!min.equals(goods.receipt.quantity) && min.lessThan(goods.product.minSplitQty))
    throw invalidField('minQty', 'quote.minBelowSplit', { min: new Decimal(goods.product.minSplitQty).toString() });
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
