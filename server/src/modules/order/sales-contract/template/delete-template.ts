import { PLATFORM_TEMPLATE_ID } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/client.ts';
import { wrongState } from '../../../../platform/http/app-error.ts';
import { contractTemplates } from '../../../contract/index.ts';
import type { OrderCaller } from '../../order-access.ts';
import { lockShop } from './lock-shop.ts';
import { shopIdOf, shopTemplate, templateUses } from './template-repo.ts';

/**
 * POST /shop/contract/template/del {id}: deletes one of the shop's templates (the row stays for the
 * contracts that name it). 409 while it is in use — a contract drawn from it not yet signed by both,
 * or an order waiting for its contract that chose it — and for the platform's template; another
 * shop's or an already deleted one → 404. Deleting the default gives the platform's back.
 */
export async function deleteContractTemplate(db: Db, caller: OrderCaller, id: number): Promise<void> {
  if (id === PLATFORM_TEMPLATE_ID) throw wrongState('contractTemplate.platformReadOnly');
  const shopId = await shopIdOf(db, caller.company.companyId);
  await db.transaction(async (tx) => {
    await lockShop(tx, shopId);
    // The row lock queues this against choose and generation, which hold the template while they use it.
    await shopTemplate(tx, shopId, id, { lock: true });
    if ((await templateUses(tx, [id])).length > 0) throw wrongState('contractTemplate.inUse');
    await tx
      .update(contractTemplates)
      .set({ deletedAt: new Date(), deletedBy: caller.userId, isDefault: false })
      .where(eq(contractTemplates.id, id));
  });
}
