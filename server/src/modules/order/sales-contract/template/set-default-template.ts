import { PLATFORM_TEMPLATE_ID } from '@hgsc/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/client.ts';
import { contractTemplates } from '../../../contract/index.ts';
import type { OrderCaller } from '../../order-access.ts';
import { lockShop } from './lock-shop.ts';
import { shopIdOf, shopTemplate } from './template-repo.ts';

/**
 * POST /shop/contract/template/set/default {id}: the template the shop's contracts use unless an
 * order chose another; id 0 goes back to the platform's template. Another shop's or a deleted
 * template → 404. Answers the default's id.
 */
export async function setDefaultContractTemplate(db: Db, caller: OrderCaller, id: number): Promise<number> {
  const shopId = await shopIdOf(db, caller.company.companyId);
  return db.transaction(async (tx) => {
    await lockShop(tx, shopId);
    if (id !== PLATFORM_TEMPLATE_ID) await shopTemplate(tx, shopId, id, { lock: true });
    await tx
      .update(contractTemplates)
      .set({ isDefault: false })
      .where(and(eq(contractTemplates.shopId, shopId), eq(contractTemplates.isDefault, true)));
    if (id !== PLATFORM_TEMPLATE_ID) {
      await tx
        .update(contractTemplates)
        .set({ isDefault: true })
        .where(and(eq(contractTemplates.id, id), isNull(contractTemplates.deletedAt)));
    }
    return id;
  });
}
