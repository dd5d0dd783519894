import { type ContractTemplateChooseInput, type Language, mayAct, orderFlowStateOf, PLATFORM_TEMPLATE_ID } from '@hgsc/contracts';
import type { Db } from '../../../../platform/db/client.ts';
import { forbidden, wrongState } from '../../../../platform/http/app-error.ts';
import { sha256Hex } from '../../../../platform/pdf/index.ts';
import { recordContractEvidence } from '../../../contract/index.ts';
import { wrongOrderStatus } from '../../apply-action.ts';
import { type OrderCaller, orderForCaller } from '../../order-access.ts';
import type { OrderRow } from '../../tables.ts';
import { orderSubject } from '../order-subject.ts';
import { orderContractTemplates } from './tables.ts';
import { platformOnly, platformTemplate, shopTemplate } from './template-repo.ts';

/**
 * The order of a template call on the seller's side: another company's order → 404, the buyer's
 * side or a sub-account without contract.template → 403.
 */
export async function sellerOrderFor(db: Db, orderId: number, caller: OrderCaller, { lock = false } = {}): Promise<OrderRow> {
  const { order, party } = await orderForCaller(db, orderId, caller, { lock, permissionFor: () => 'contract.template' });
  if (party !== 'seller') throw forbidden('contractTemplate.sellerOnly');
  return order;
}

/** Whether the seller may pick the order's template now: exactly when it may generate the contract. */
export const mayChooseTemplate = (order: OrderRow): boolean =>
  Boolean(mayAct(orderFlowStateOf(order), 'generateContract', 'seller'));

/**
 * POST /shop/contract/template/choose {orderId, templateId}: the seller picks the template the
 * order's contract will be generated from (0: the platform's), while the order waits for it (10;
 * 409 otherwise). A template of another shop or a deleted one → 404. Recorded in the contract's
 * evidence trail ('templateChosen', with the hash of the template's text) in the same transaction.
 */
export async function chooseContractTemplate(
  db: Db,
  caller: OrderCaller,
  input: ContractTemplateChooseInput,
  ip: string | null,
  lang: Language,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await sellerOrderFor(tx, input.orderId, caller, { lock: true });
    if (!mayChooseTemplate(order)) {
      throw order.cancelRequestedBy ? wrongState('order.cancelPending') : wrongOrderStatus(order.status, lang);
    }
    // A USD order's contract is the platform's English one; shop templates are Chinese.
    if (platformOnly(order) && input.templateId !== PLATFORM_TEMPLATE_ID) throw wrongState('contractTemplate.englishOnly');
    const template =
      input.templateId === PLATFORM_TEMPLATE_ID
        ? platformTemplate(lang, platformOnly(order) ? 'en' : 'zh')
        : await shopTemplate(tx, order.shopId, input.templateId, { lock: true }).then((row) => ({
            templateId: row.id,
            name: row.name,
            content: row.content,
          }));
    const chosenAt = new Date();
    await tx
      .insert(orderContractTemplates)
      .values({ orderId: order.id, templateId: template.templateId, chosenBy: caller.userId, chosenAt })
      .onConflictDoUpdate({
        target: orderContractTemplates.orderId,
        set: { templateId: template.templateId, chosenBy: caller.userId, chosenAt },
      });
    await recordContractEvidence(tx, {
      contractId: null,
      subject: orderSubject(order.id),
      event: 'templateChosen',
      actorUserId: caller.userId,
      companyId: caller.company.companyId,
      ip,
      detail: { templateId: input.templateId, templateName: template.name, sha256: sha256Hex(Buffer.from(template.content)) },
    });
  });
}
