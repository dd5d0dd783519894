import { eq } from 'drizzle-orm';
import { registerLogReadRule } from '../../platform/flow/readers.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { billSides } from './bindings.ts';
import { billsOfLading } from './tables.ts';

/** A bill's log is read by its holder and its keeper (the route asks one of their permissions), and the operator. */
registerLogReadRule('billOfLading', async (db, reader, id) => {
  if (reader.operator) return;
  const [row] = await db.select().from(billsOfLading).where(eq(billsOfLading.id, id));
  if (!row || !reader.company || billSides(row, reader.company.companyId).length === 0) throw notFound('bill.notFound');
});
