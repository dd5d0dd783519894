import type { SigningRole } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { notFound, wrongState } from '../../platform/http/app-error.ts';
import { companies } from '../company/index.ts';
import { approvedSealFor } from '../seal/index.ts';
import { users } from '../user/index.ts';

/** The approved seal the company signs with in `role` (its own, else its contract seal), or 409 asking for one. */
export async function signingSealOf(db: Db, companyId: number, role: SigningRole): Promise<string> {
  const key = await approvedSealFor(db, companyId, role);
  if (!key) throw wrongState(role === 'buyer' ? 'contract.sealMissingBuyer' : 'contract.sealMissingSeller');
  return key;
}

/**
 * The person's name printed as 签署人, from what the account says: its name, unless that is only the
 * user name copied in at registration (the form asks for none); then the company's 联系人 when the
 * signer is that contact (the same verified mobile); the user name only when nothing names the person.
 */
export function signerNameOf(
  user: { name: string; userName: string; mobile: string },
  company: { contactName: string; contactMobile: string } | undefined,
): string {
  const name = user.name.trim();
  if (name !== '' && name.toLowerCase() !== user.userName.toLowerCase()) return name;
  const contact = company?.contactName.trim() ?? '';
  if (contact !== '' && company?.contactMobile === user.mobile) return contact;
  return name || user.userName;
}

/** The signing person: the name printed under the seal (for `companyId`, its side) and the verified mobile the code goes to. */
export async function signerOf(db: Db, userId: number, companyId?: number) {
  const [user] = await db
    .select({ name: users.name, userName: users.userName, mobile: users.mobile })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound();
  const [company] =
    companyId === undefined
      ? []
      : await db
          .select({ contactName: companies.contactName, contactMobile: companies.contactMobile })
          .from(companies)
          .where(eq(companies.id, companyId));
  return { name: signerNameOf(user, company), mobile: user.mobile };
}
