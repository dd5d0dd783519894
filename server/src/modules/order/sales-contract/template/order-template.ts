import { type Language, type OrderContractTemplate, translate } from '@hgsc/contracts';
import { hasPermission } from '../../../../platform/auth/plugin.ts';
import type { Db } from '../../../../platform/db/client.ts';
import { currentContract } from '../../../contract/index.ts';
import { type OrderCaller, orderForCaller } from '../../order-access.ts';
import { orderSubject } from '../order-subject.ts';
import { mayChooseTemplate } from './choose-template.ts';
import { apiTemplateId, platformOnly, templateForOrder } from './template-repo.ts';

/**
 * POST /shop/contract/template/getOrderContractTemplate {orderId}: for both parties (contract.view),
 * the template of the order's current contract, or — before one is generated — the template it will
 * be generated from (the seller's choice, else the shop's default, else the platform's).
 */
export async function orderContractTemplate(
  db: Db,
  caller: OrderCaller,
  orderId: number,
  lang: Language,
): Promise<OrderContractTemplate> {
  const { order, party } = await orderForCaller(db, orderId, caller, { permissionFor: () => 'contract.view' });
  const mayChoose = party === 'seller' && hasPermission(caller.company, 'contract.template') && mayChooseTemplate(order);
  const contract = await currentContract(db, orderSubject(order.id)).catch(() => undefined);
  if (contract) {
    return {
      orderId: order.id,
      templateId: apiTemplateId(contract.templateId),
      templateName:
        contract.templateName ??
        translate(platformOnly(order) ? 'contractTemplate.platformNameEn' : 'contractTemplate.platformName', lang),
      builtIn: contract.templateId === null,
      source: 'contract',
      contractNo: contract.contractNo,
      chosenAt: null,
      mayChoose,
    };
  }
  const next = await templateForOrder(db, order, lang);
  return {
    orderId: order.id,
    templateId: apiTemplateId(next.templateId),
    templateName: next.name,
    builtIn: next.templateId === null,
    source: next.source,
    contractNo: null,
    chosenAt: next.chosenAt?.toISOString() ?? null,
    mayChoose,
  };
}
