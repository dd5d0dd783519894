import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { companies } from './tables.ts';

/**
 * Locks the company's row for the rest of the transaction, so that writes checking a per-company
 * count cap or a single default (addresses, certificates, regulations) run one at a time.
 */
export async function lockCompany(tx: Db, companyId: number): Promise<void> {
  const [row] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
  if (!row) throw notFound();
}
