import { CONTRACT_TEMPLATE_GOODS_TABLE } from '@hgsc/contracts';
import { AppError } from '../../../../platform/http/app-error.ts';
import {
  buildContractDocument,
  SALES_CONTRACT_PLACEHOLDERS,
  salesContractValues,
  unknownPlaceholders,
} from '../../../../platform/pdf/index.ts';
import { sampleSalesContract } from '../../../../platform/pdf/sales-contract.fixture.ts';

const GOODS_TABLE_LINE = `{{${CONTRACT_TEMPLATE_GOODS_TABLE}}}`;
const GOODS_TABLE_ANYWHERE = new RegExp(`\\{\\{\\s*${CONTRACT_TEMPLATE_GOODS_TABLE}\\s*\\}\\}`, 'g');

/** Line endings as stored: \n only (a template pasted from Windows keeps no \r). */
export const normaliseTemplate = (content: string) => content.replace(/\r\n?/g, '\n');

/**
 * A template the sales contract can be drawn from, or 400 on `content`: placeholders the platform
 * does not know (naming them all, in data.names), or the goods table not alone on exactly one line.
 */
export function checkTemplateContent(content: string): void {
  const unknown = unknownPlaceholders(content, SALES_CONTRACT_PLACEHOLDERS);
  if (unknown.length > 0) {
    throw new AppError(
      'VALIDATION',
      'contractTemplate.unknownPlaceholders',
      { names: unknown.map((name) => `{{${name}}}`).join('、') },
      { field: 'content', names: unknown },
    );
  }
  const alone = content.split('\n').filter((line) => line.trim() === GOODS_TABLE_LINE).length;
  const anywhere = content.match(GOODS_TABLE_ANYWHERE)?.length ?? 0;
  if (alone !== 1 || anywhere !== 1) {
    throw new AppError('VALIDATION', 'contractTemplate.goodsTableLine', { placeholder: GOODS_TABLE_LINE }, { field: 'content' });
  }
  // Fills once with a sample order, so anything else the layout refuses is refused now, not at generation.
  buildContractDocument(content, SALES_CONTRACT_PLACEHOLDERS, salesContractValues(sampleSalesContract()));
}
