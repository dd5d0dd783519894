import { ADDRESS_LIMIT, type Address, type AddressSaveBody } from '@hgsc/contracts';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { wrongState } from '../../platform/http/app-error.ts';
import { lockCompany } from '../company/index.ts';
import { resolvePlaces } from '../places/index.ts';
import { clearDefault, toAddress } from './address-repo.ts';
import { companyAddresses } from './tables.ts';

/**
 * POST /company/address/saveAddress: a new address of the active company (at most ADDRESS_LIMIT;
 * 409 over it). The first address, or one saved with `isDefault`, becomes the default.
 */
export async function saveAddress(tx: Db, companyId: number, userId: number, input: AddressSaveBody): Promise<Address> {
  const places = resolvePlaces(input);
  await lockCompany(tx, companyId);
  const [live] = await tx
    .select({ n: count() })
    .from(companyAddresses)
    .where(and(eq(companyAddresses.companyId, companyId), isNull(companyAddresses.deletedAt)));
  const existing = live?.n ?? 0;
  if (existing >= ADDRESS_LIMIT) throw wrongState('address.limit', { limit: ADDRESS_LIMIT });
  const isDefault = existing === 0 || input.isDefault === true;
  if (isDefault) await clearDefault(tx, companyId);
  const [row] = await tx
    .insert(companyAddresses)
    .values({
      companyId,
      contactName: input.contactName,
      contactMobile: input.contactMobile,
      ...places,
      detail: input.detail,
      isDefault,
      createdBy: userId,
    })
    .returning();
  if (!row) throw new Error('address insert returned no row');
  return toAddress(row);
}
