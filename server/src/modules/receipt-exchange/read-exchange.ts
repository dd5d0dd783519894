import type { Exchange, Language } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { exchangeSides } from './bindings.ts';
import { exchangesWithNames, toExchange } from './exchange-view.ts';
import { receiptExchanges } from './tables.ts';

/** /wr/exchange/apply/detail: an exchange, to its applicant, its counterparty and (once signed) its keepers. */
export async function readExchange(db: Db, id: number, companyId: number, lang: Language): Promise<Exchange> {
  const [found] = await exchangesWithNames(db).where(eq(receiptExchanges.id, id)).limit(1);
  if (!found || exchangeSides(found.row, companyId).length === 0) throw notFound('exchange.notFound');
  return toExchange(found, companyId, lang);
}

/** /admin/wr/exchange/detail: any exchange, as the platform's operator sees it. */
export async function readExchangeForOperator(db: Db, id: number, lang: Language): Promise<Exchange> {
  const [found] = await exchangesWithNames(db).where(eq(receiptExchanges.id, id)).limit(1);
  if (!found) throw notFound('exchange.notFound');
  return toExchange(found, 'operator', lang);
}
