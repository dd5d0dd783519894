import type { Language, ReceiptOrder } from '@hgsc/contracts';
import type { CompanyAccess } from '../../platform/auth/plugin.ts';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { sidesReading, sidesSeeing } from './bindings.ts';
import { orderWithNamesById, toReceiptOrder } from './order-view.ts';

/** /wr/order/info: a receipt order, to its buyer, its seller and (once asked to confirm) its keeper; to anyone else it is not found. */
export async function readReceiptOrder(db: Db, id: number, companyId: number, lang: Language): Promise<ReceiptOrder> {
  const found = await orderWithNamesById(db, id);
  if (!found || sidesSeeing(found.row, companyId).length === 0) throw notFound('receiptOrder.notFound');
  return toReceiptOrder(found, companyId, lang);
}

/** /wr/order/info: a receipt order as a member of a company reads it (a keeper's clerk: only as the keeper). */
export async function readOrderAsMember(
  db: Db,
  id: number,
  company: Pick<CompanyAccess, 'companyId' | 'isMain' | 'permissions'>,
  lang: Language,
): Promise<ReceiptOrder> {
  const found = await orderWithNamesById(db, id);
  if (!found || sidesReading(found.row, company).length === 0) throw notFound('receiptOrder.notFound');
  return toReceiptOrder(found, company.companyId, lang);
}

/** /admin/wr/order/info: any receipt order, as the platform's operator sees it. */
export async function readOrderForOperator(db: Db, id: number, lang: Language): Promise<ReceiptOrder> {
  const found = await orderWithNamesById(db, id);
  if (!found) throw notFound('receiptOrder.notFound');
  return toReceiptOrder(found, 'operator', lang);
}
