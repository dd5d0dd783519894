import type { Address } from '@hgsc/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { toAddress } from './address-repo.ts';
import { companyAddresses } from './tables.ts';

/** Addresses are few (ADDRESS_LIMIT); the list is whole but never longer than this. */
const LIST_CAP = 100;

/** POST /company/address/selectAddress: the company's addresses, the default first, then newest first. */
export async function listAddresses(ctx: AppContext, companyId: number): Promise<Address[]> {
  const rows = await ctx.db
    .select()
    .from(companyAddresses)
    .where(and(eq(companyAddresses.companyId, companyId), isNull(companyAddresses.deletedAt)))
    .orderBy(desc(companyAddresses.isDefault), desc(companyAddresses.createdAt), desc(companyAddresses.id))
    .limit(LIST_CAP);
  return rows.map(toAddress);
}
