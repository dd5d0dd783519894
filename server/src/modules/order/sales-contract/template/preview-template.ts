import { type ContractTemplatePreviewInput, type Language, PLATFORM_TEMPLATE_ID } from '@hgsc/contracts';
import type { Db } from '../../../../platform/db/client.ts';
import { renderSalesContractPdf } from '../../../../platform/pdf/index.ts';
import { sampleSalesContract } from '../../../../platform/pdf/sales-contract.fixture.ts';
import { nextContractVersion } from '../../../contract/index.ts';
import type { OrderCaller } from '../../order-access.ts';
import { salesContract } from '../kind.ts';
import { orderSubject } from '../order-subject.ts';
import { sellerOrderFor } from './choose-template.ts';
import { checkTemplateContent, normaliseTemplate } from './template-content.ts';
import { platformOnly, platformTemplate, shopIdOf, shopTemplate } from './template-repo.ts';

/** The text a preview draws: a saved template of the caller's shop (0: the platform's) or unsaved text (checked as on save). */
async function previewContent(
  db: Db,
  caller: OrderCaller,
  input: ContractTemplatePreviewInput,
  lang: Language,
  english: boolean,
) {
  if (input.content !== undefined) {
    const content = normaliseTemplate(input.content);
    checkTemplateContent(content);
    return content;
  }
  if (input.id === undefined || input.id === PLATFORM_TEMPLATE_ID) return platformTemplate(lang, english ? 'en' : 'zh').content;
  return (await shopTemplate(db, await shopIdOf(db, caller.company.companyId), input.id)).content;
}

/**
 * POST /shop/contract/template/confirm: the template filled in as a PDF, unsigned — with a sample
 * order (three lines, two of them dangerous goods), or with the caller's own order as seller
 * (`orderId`; another company's → 404, the buyer's side → 403) under the number its next contract
 * would get. Nothing is stored.
 */
export async function previewContractTemplate(
  db: Db,
  caller: OrderCaller,
  input: ContractTemplatePreviewInput,
  lang: Language,
): Promise<Buffer> {
  const order = input.orderId === undefined ? undefined : await sellerOrderFor(db, input.orderId, caller);
  const content = await previewContent(db, caller, input, lang, order ? platformOnly(order) : false);
  const generatedAt = new Date();
  if (!order) return renderSalesContractPdf({ ...sampleSalesContract({ generatedAt }), template: content });
  const contractNo = salesContract.contractNo(order, await nextContractVersion(db, orderSubject(order.id)));
  return salesContract.render(db, order, { contractNo, generatedAt, templateContent: content }, [], null);
}
