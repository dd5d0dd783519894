import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { lockCompany } from '../company/index.ts';
import { findOwnAddress } from './address-repo.ts';
import { companyAddresses } from './tables.ts';

/**
 * POST /company/address/del: removes one of the company's addresses (kept for the orders that used
 * it). When it was the default, the newest remaining address becomes the default.
 */
export async function deleteAddress(tx: Db, companyId: number, id: number): Promise<void> {
  await lockCompany(tx, companyId);
  const current = await findOwnAddress(tx, companyId, id);
  const now = new Date();
  await tx.update(companyAddresses).set({ isDefault: false, deletedAt: now, updatedAt: now }).where(eq(companyAddresses.id, id));
  if (!current.isDefault) return;
  const [next] = await tx
    .select({ id: companyAddresses.id })
    .from(companyAddresses)
    .where(and(eq(companyAddresses.companyId, companyId), isNull(companyAddresses.deletedAt)))
    .orderBy(desc(companyAddresses.createdAt), desc(companyAddresses.id))
    .limit(1);
  if (next) await tx.update(companyAddresses).set({ isDefault: true, updatedAt: now }).where(eq(companyAddresses.id, next.id));
}
