import type { IssuedInvoiceList, Language } from '@hgsc/contracts';
import type { Db } from '../../../platform/db/client.ts';
import type { OrderCaller } from '../order-access.ts';
import { invoiceOrderFor } from './invoice-access.ts';
import { invoiceList } from './invoice-views.ts';

/** POST /order/invoice/list {id}: the order's recorded invoices and its invoice state, for both parties. */
export async function listInvoices(db: Db, caller: OrderCaller, id: number, lang: Language): Promise<IssuedInvoiceList> {
  const { order, party } = await invoiceOrderFor(db, id, caller);
  return invoiceList(db, order, { party, access: caller.company, lang });
}
