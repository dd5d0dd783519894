import { hazardClassLabelKey, type ReceiptContractTerms, translate } from '@hgsc/contracts';
import type { DangerousGoodsInfo } from '../../../platform/pdf/index.ts';
import type { DealFacts } from './deal-facts.ts';

/** The contract's name, as printed at its top and in its running header. */
export const RECEIPT_CONTRACT_TITLE = translate('receiptContract.title', 'zh');

/**
 * Text of the parties' or the registry's own made literal in a template: no `{{name}}` read as a placeholder, no line
 * read as an article heading (`## `). The full-width signs read the same on paper.
 */
export function literal(text: string): string {
  return text
    .replaceAll('{{', '｛｛')
    .replaceAll('}}', '｝｝')
    .replace(/^(\s*)(#+)/gm, (_line, space: string, signs: string) => space + '＃'.repeat(signs.length));
}

/** A dangerous product's UN number and class as printed: UN1230, 第3类 易燃液体 (6.1项 第6类 … for a division). */
export function dangerousGoodsOf(product: DealFacts['product']): DangerousGoodsInfo | null {
  if (!product.hazardClass || !product.unNumber) return null;
  const label = translate(hazardClassLabelKey(product.hazardClass), 'zh');
  return {
    unNumber: product.unNumber,
    hazardClass: product.hazardClass.includes('.') ? `${product.hazardClass}项 ${label}` : label,
  };
}

function receiptLines(facts: DealFacts): string[] {
  const { receipt, warehouse } = facts;
  const where = `保管人：${literal(facts.keeperName)}；存储仓库：${literal(warehouse.name)}（${literal(warehouse.address)}）`;
  if (!receipt) return [`${where}。`];
  const particulars = [
    receipt.brand && `品牌/生产厂家：${literal(receipt.brand)}`,
    receipt.origin && `产地：${literal(receipt.origin)}`,
    receipt.batchNo && `批号：${literal(receipt.batchNo)}`,
    `包装：${receipt.packingLabel}`,
  ].filter(Boolean);
  return [`仓单编号：${literal(receipt.receiptNo)}；${where}。`, `${particulars.join('；')}。`];
}

function dangerousGoodsArticle(facts: DealFacts): string[] {
  const dangerous = dangerousGoodsOf(facts.product);
  if (!dangerous) return [];
  return [
    '## 危险化学品特别约定',
    `本合同项下货物属于危险化学品（${literal(dangerous.unNumber)}，${dangerous.hazardClass}），储存于具备相应资质的仓库。`,
    '乙方凭仓单提取货物时，应具备相应的危险化学品经营、使用或储存资质，并委托具有危险货物道路运输资质的承运人运输；保管人有权拒绝向不具备资质的承运人交付货物。',
  ];
}

/**
 * The receipt sale contract (仓单转让合同) of one order as a template: the receipt, the warehouse, its keeper and the
 * seller's terms written in literally, the rest the sales contract's placeholders (parties, amounts, numbers, dates) and
 * the goods table. The contract keeps this text, so each drawing of it (signatures, the sealed copy) says what was
 * generated, whatever changes after.
 */
export function receiptContractText(facts: DealFacts, terms: ReceiptContractTerms): string {
  return [
    '出让人（卖方）：{{sellerName}}（以下简称“甲方”），统一社会信用代码：{{sellerCreditCode}}，住所：{{sellerAddress}}',
    '受让人（买方）：{{buyerName}}（以下简称“乙方”），统一社会信用代码：{{buyerCreditCode}}，住所：{{buyerAddress}}',
    '根据《中华人民共和国民法典》及相关法律法规的规定，甲乙双方在平等、自愿、公平、诚实信用的基础上，经协商一致，就甲方向乙方转让下列仓单及其项下货物事宜订立本合同，以资共同遵守。',
    '## 转让的仓单及货物',
    ...receiptLines(facts),
    '{{goodsTable}}',
    '合同总金额（含税）：人民币 {{totalAmount}} 元（大写：人民币{{totalAmountInWords}}）。',
    '转让数量以仓单记载的数量为准，不另行计量；货物质量以保管人入库检验结果及仓单记载为准。',
    '## 价款支付',
    `结算方式：{{paymentMethod}}。乙方应于本合同生效之日起${terms.paymentDays}日内将合同总金额付至甲方指定账户（开户银行：{{sellerBankName}}；账号：{{sellerBankAccount}}），可一次或分笔支付，每笔均通过平台上传付款凭证；甲方应在款项到账后及时在平台确认收款。`,
    '## 仓单过户',
    `卖方确认收款后${terms.transferDays}日内发起过户，经仓库保管人确认后仓单权属转移（《民法典》第九百一十条）。`,
    '过户经保管人确认后，乙方成为仓单持有人，凭仓单向保管人提取货物；货物毁损、灭失的风险自过户确认之日起转移至乙方。',
    '甲方保证对所转让的仓单享有完整的处分权，仓单项下货物未设定质押或其他权利负担；本合同履行期间，甲方不得另行转让、质押该仓单或凭该仓单提货。',
    '## 仓储费用',
    '卖方承担至仓库确认过户之日（含）的仓储费，此后由买方承担。',
    ...dangerousGoodsArticle(facts),
    '## 违约责任',
    '乙方逾期付款的，每逾期一日，按逾期付款金额的万分之五向甲方支付违约金；逾期超过十五日的，甲方有权解除合同。',
    '甲方逾期发起过户，或因甲方原因致过户未获保管人确认的，每逾期一日，按合同总金额的万分之五向乙方支付违约金；逾期超过十五日的，乙方有权解除合同，甲方应退还已收款项。',
    '## 不可抗力',
    '因不可抗力不能履行合同的，根据不可抗力的影响，部分或者全部免除责任。遭受不可抗力的一方应及时通知对方，并在十五日内提供证明。',
    '## 争议解决',
    '{{disputeResolution}}',
    '## 其他',
    '本合同经双方通过化工商城平台以电子签名方式签署并加盖电子印章后生效。依据《中华人民共和国电子签名法》，可靠的电子签名与手写签名或者盖章具有同等的法律效力。',
    '本合同未尽事宜，双方可另行签订补充协议，补充协议与本合同具有同等法律效力。',
    ...(terms.otherTerms ? [literal(terms.otherTerms)] : []),
    '合同编号：{{contractNo}}；平台订单号：{{orderNo}}；签订地点：{{signPlace}}；签订日期：{{signDate}}。',
  ].join('\n');
}
