import type { Address, AddressUpdateBody } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { lockCompany } from '../company/index.ts';
import { resolvePlaces } from '../places/index.ts';
import { clearDefault, findOwnAddress, toAddress } from './address-repo.ts';
import { companyAddresses } from './tables.ts';

/**
 * POST /company/address/updateAddress: replaces the fields of one of the company's addresses.
 * `isDefault: true` makes it the default; false or absent leaves the default where it is.
 */
export async function updateAddress(tx: Db, companyId: number, input: AddressUpdateBody): Promise<Address> {
  const places = resolvePlaces(input);
  await lockCompany(tx, companyId);
  const current = await findOwnAddress(tx, companyId, input.id);
  const makeDefault = input.isDefault === true && !current.isDefault;
  if (makeDefault) await clearDefault(tx, companyId);
  const [row] = await tx
    .update(companyAddresses)
    .set({
      contactName: input.contactName,
      contactMobile: input.contactMobile,
      ...places,
      detail: input.detail,
      isDefault: current.isDefault || makeDefault,
      updatedAt: new Date(),
    })
    .where(eq(companyAddresses.id, current.id))
    .returning();
  if (!row) throw new Error('address update returned no row');
  return toAddress(row);
}
