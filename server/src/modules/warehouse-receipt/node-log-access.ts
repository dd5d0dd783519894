import { eq } from 'drizzle-orm';
import { registerLogReadRule } from '../../platform/flow/readers.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { depositSides, receiptSides } from './bindings.ts';
import { depositApplications, warehouseReceipts } from './tables.ts';

/** A receipt's log is read by its holder and its keeper (the route asks one of their permissions), and the operator. */
registerLogReadRule('warehouseReceipt', async (db, reader, id) => {
  if (reader.operator) return;
  const [row] = await db.select().from(warehouseReceipts).where(eq(warehouseReceipts.id, id));
  if (!row || !reader.company || receiptSides(row, reader.company.companyId).length === 0) throw notFound('receipt.notFound');
});

/** A deposit's log is read by its applicant and its warehouse's keeper, and the operator. */
registerLogReadRule('deposit', async (db, reader, id) => {
  if (reader.operator) return;
  const [row] = await db.select().from(depositApplications).where(eq(depositApplications.id, id));
  if (!row || !reader.company || depositSides(row, reader.company.companyId).length === 0) throw notFound('deposit.notFound');
});
