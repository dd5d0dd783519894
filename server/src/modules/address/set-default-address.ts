import type { Address } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { lockCompany } from '../company/index.ts';
import { clearDefault, findOwnAddress, toAddress } from './address-repo.ts';
import { companyAddresses } from './tables.ts';

/**
 * POST /company/address/default {id}: makes one address the company's only default. Setting the
 * current default again changes nothing. Concurrent calls are serialised on the company row, and
 * the partial unique index forbids two defaults whatever happens.
 */
export async function setDefaultAddress(tx: Db, companyId: number, id: number): Promise<Address> {
  await lockCompany(tx, companyId);
  const current = await findOwnAddress(tx, companyId, id);
  if (current.isDefault) return toAddress(current);
  await clearDefault(tx, companyId);
  const [row] = await tx
    .update(companyAddresses)
    .set({ isDefault: true, updatedAt: new Date() })
    .where(eq(companyAddresses.id, id))
    .returning();
  if (!row) throw new Error('address update returned no row');
  return toAddress(row);
}
