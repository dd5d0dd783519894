import type { SubAccount } from '@hgsc/contracts';
import type { AppContext } from '../../platform/context.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import { findMember, type Manager } from './access.ts';
import { toSubAccount } from './view.ts';

/** GET /user/subaccount/info?id: one sub-account of the company (another company's is not found). */
export async function subAccountInfo(ctx: AppContext, manager: Manager, userId: number): Promise<SubAccount> {
  const { member, user } = await findMember(ctx.db, manager.companyId, userId);
  if (member.isMain) throw forbidden('subaccount.mainAccount');
  return toSubAccount(member, user);
}
