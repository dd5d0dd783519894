import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { notFound, wrongState } from '../../platform/http/app-error.ts';
import { approvedSealFor } from '../seal/approved-seal.ts';
import { users } from '../user/tables.ts';

/** The approved seal the party's company signs with, or 409 asking for one (请先设置并通过审核的买方/卖方印章). */
export async function signingSealOf(db: Db, companyId: number, party: 'buyer' | 'seller'): Promise<string> {
  const key = await approvedSealFor(db, companyId, party);
  if (!key) throw wrongState(party === 'buyer' ? 'contract.sealMissingBuyer' : 'contract.sealMissingSeller');
  return key;
}

/** The signing person: the name printed under the seal and the verified mobile the code goes to. */
export async function signerOf(db: Db, userId: number) {
  const [user] = await db
    .select({ name: users.name, userName: users.userName, mobile: users.mobile })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound();
  return { name: user.name || user.userName, mobile: user.mobile };
}
