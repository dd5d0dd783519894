import { eq } from 'drizzle-orm';
import { registerLogReadRule } from '../../platform/flow/readers.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { sidesReading } from './bindings.ts';
import { receiptOrders } from './tables.ts';

/**
 * A receipt order's log is read by its buyer and its seller, its keeper once asked to confirm the transfer (a keeper's
 * clerk only so), and the operator.
 */
registerLogReadRule('receiptOrder', async (db, reader, id) => {
  if (reader.operator) return;
  const [row] = await db.select().from(receiptOrders).where(eq(receiptOrders.id, id));
  if (!row || !reader.company || sidesReading(row, reader.company).length === 0) throw notFound('receiptOrder.notFound');
});
