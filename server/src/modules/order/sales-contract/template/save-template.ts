import { CONTRACT_TEMPLATE_MAX_COUNT, type ContractTemplateSaveInput } from '@hgsc/contracts';
import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/client.ts';
import { violatedUniqueConstraint } from '../../../../platform/db/errors.ts';
import { wrongState } from '../../../../platform/http/app-error.ts';
import { type ContractTemplateRow, contractTemplates } from '../../../contract/index.ts';
import type { OrderCaller } from '../../order-access.ts';
import { lockShop } from './lock-shop.ts';
import { checkTemplateContent, normaliseTemplate } from './template-content.ts';
import { shopIdOf, shopTemplate } from './template-repo.ts';

const nameTaken = () => wrongState('contractTemplate.nameTaken');

/**
 * POST /shop/contract/template/save: a new template of the caller's shop (no id) or a change of one
 * (another shop's or a deleted one → 404). The text must be drawable: unknown placeholders → 400
 * naming them, the goods table alone on exactly one line. Names are unique among the shop's live
 * templates (409). Contracts generated earlier keep their own copy of the text.
 */
export async function saveContractTemplate(
  db: Db,
  caller: OrderCaller,
  input: ContractTemplateSaveInput,
): Promise<ContractTemplateRow> {
  const shopId = await shopIdOf(db, caller.company.companyId);
  const content = normaliseTemplate(input.content);
  checkTemplateContent(content);
  try {
    return await db.transaction(async (tx) => {
      await lockShop(tx, shopId);
      const [clash] = await tx
        .select({ id: contractTemplates.id })
        .from(contractTemplates)
        .where(
          and(
            eq(contractTemplates.shopId, shopId),
            eq(contractTemplates.name, input.name),
            isNull(contractTemplates.deletedAt),
            ...(input.id ? [ne(contractTemplates.id, input.id)] : []),
          ),
        );
      if (input.id) {
        await shopTemplate(tx, shopId, input.id, { lock: true });
        if (clash) throw nameTaken();
        const [row] = await tx
          .update(contractTemplates)
          .set({ name: input.name, content, updatedBy: caller.userId, updatedAt: new Date() })
          .where(eq(contractTemplates.id, input.id))
          .returning();
        return row as ContractTemplateRow;
      }
      if (clash) throw nameTaken();
      const [live] = await tx
        .select({ n: count() })
        .from(contractTemplates)
        .where(and(eq(contractTemplates.shopId, shopId), isNull(contractTemplates.deletedAt)));
      if ((live?.n ?? 0) >= CONTRACT_TEMPLATE_MAX_COUNT)
        throw wrongState('contractTemplate.tooMany', { max: CONTRACT_TEMPLATE_MAX_COUNT });
      const [row] = await tx
        .insert(contractTemplates)
        .values({ shopId, name: input.name, content, createdBy: caller.userId, updatedBy: caller.userId })
        .returning();
      return row as ContractTemplateRow;
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'contract_templates_name_live_unique') throw nameTaken();
    throw error;
  }
}
