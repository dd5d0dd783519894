import { eq } from 'drizzle-orm';
import { registerLogReadRule } from '../../platform/flow/readers.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { exchangeSides } from './bindings.ts';
import { receiptExchanges } from './tables.ts';

/** An exchange's log is read by its applicant and counterparty, its keepers once it is signed, and the operator. */
registerLogReadRule('receiptExchange', async (db, reader, id) => {
  if (reader.operator) return;
  const [row] = await db.select().from(receiptExchanges).where(eq(receiptExchanges.id, id));
  if (!row || !reader.company || exchangeSides(row, reader.company.companyId).length === 0) throw notFound('exchange.notFound');
});
