import { CONTRACT_TEMPLATE_GOODS_TABLE, CONTRACT_TEMPLATE_PLACEHOLDERS } from '@hgsc/contracts';
/**
 * The platform's default sales contract (化工产品买卖合同) as a template with named placeholders.
 *
 * Format: one paragraph per line; a line starting with `## ` is an article heading, numbered on
 * rendering (第一条, 第二条, …); an article whose paragraphs all fill to nothing is left out (so
 * `{{dangerousGoodsTerms}}` drops its article when no item is dangerous); the line `{{goodsTable}}`
 * alone is where the table of goods goes. Lines before the first heading are the preamble.
 */

/**
 * Block placeholders stand alone on a line and are drawn, not filled with text. Every name a sales
 * contract template may use is listed once, in contracts (the web's template editor offers them).
 */
export const GOODS_TABLE_PLACEHOLDER = CONTRACT_TEMPLATE_GOODS_TABLE;
export const SALES_CONTRACT_PLACEHOLDERS = CONTRACT_TEMPLATE_PLACEHOLDERS;

export type SalesContractPlaceholder = (typeof SALES_CONTRACT_PLACEHOLDERS)[number];

export const DEFAULT_QUALITY_STANDARD =
  '产品质量符合现行国家标准（GB）；无国家标准的，符合行业标准；无国家标准和行业标准的，按甲方备案的企业标准执行。甲方随货提供每批产品的质量检验报告（COA）。';
export const DEFAULT_ACCEPTANCE_DAYS = 7;
export const DEFAULT_DISPUTE_RESOLUTION =
  '因本合同引起的或与本合同有关的任何争议，双方应友好协商解决；协商不成的，任何一方均可向甲方住所地有管辖权的人民法院提起诉讼。';
export const DEFAULT_PAYMENT_METHOD = '银行转账（电汇）';
export const DEFAULT_CARRIER = '由甲方委托具有相应资质的承运人';

/** Filled into `{{dangerousGoodsTerms}}` when any item is a dangerous good; `items` lists them. */
export function dangerousGoodsTerms(items: string): string {
  return [
    `本合同项下的下列产品属于危险化学品：${items}。`,
    '甲方应持有有效的《危险化学品经营许可证》（或安全生产许可证），乙方应具备相应的危险化学品经营、使用或储存资质，双方应在签订本合同前相互提供资质证明文件。',
    '甲方应随货向乙方提供与产品相符的化学品安全技术说明书（SDS）和安全标签，包装须符合《危险化学品安全管理条例》及GB 12268、GB 190等国家标准的要求。',
    '危险化学品的运输须委托具有危险货物道路运输资质的承运人，由持证驾驶人员和押运人员使用专用车辆运输；乙方自提的，乙方承运人须具备同等资质，否则甲方有权拒绝装货。',
    '任何一方违反危险化学品安全管理规定造成人身伤害、财产损失或环境污染的，由违约方承担全部责任。',
  ].join('\n');
}

export const SALES_CONTRACT_TEMPLATE = `出卖人：{{sellerName}}（以下简称“甲方”），统一社会信用代码：{{sellerCreditCode}}，住所：{{sellerAddress}}
买受人：{{buyerName}}（以下简称“乙方”），统一社会信用代码：{{buyerCreditCode}}，住所：{{buyerAddress}}
根据《中华人民共和国民法典》及相关法律法规的规定，甲乙双方在平等、自愿、公平、诚实信用的基础上，经协商一致，就乙方向甲方购买化工产品事宜订立本合同，以资共同遵守。
## 产品名称、规格、数量及价款
{{goodsTable}}
合同总金额（含税）：人民币 {{totalAmount}} 元（大写：人民币{{totalAmountInWords}}）。
上述单价为含增值税价格，包含产品价款及包装费用；数量以甲方出库计量为准，允许合理磅差±0.3%，超出部分按实际数量结算。
## 质量标准
{{qualityStandard}}
## 包装标准
按本合同约定的包装方式包装，包装物不予回收（双方另有约定的除外）。包装应坚固、密封，适合长途运输和储存，并标明产品名称、批号、净重及生产日期。
## 交货方式、地点及期限
交货方式：{{deliveryMode}}；交货地点：{{deliveryPlace}}；交货期限：{{deliveryPeriod}}；承运人：{{carrier}}。
产品毁损、灭失的风险自产品交付乙方（或乙方指定的承运人）时起转移至乙方。
## 危险化学品特别约定
{{dangerousGoodsTerms}}
## 验收标准、方法及提出异议期限
乙方应在货物到达交货地点时当场对产品的品名、数量、包装及外观进行验收，发现问题应当场在交接单据上注明。
对产品质量有异议的，乙方应在收货后{{acceptanceDays}}日内书面提出，并提供具有资质的第三方检验机构出具的检验报告；逾期未提出异议的，视为产品质量符合约定。
## 结算方式及期限
结算方式：{{paymentMethod}}。
{{paymentTerms}}
甲方收款账户：开户银行 {{sellerBankName}}，账号 {{sellerBankAccount}}。首笔款项应于本合同生效之日起 {{paymentDays}} 日内支付（账期订单依上款约定）。
甲方依法按结算金额向乙方开具增值税专用发票。
## 违约责任
甲方逾期交货的，每逾期一日，按逾期交货部分货款的万分之五向乙方支付违约金；逾期超过十五日的，乙方有权解除合同。
乙方逾期付款的，每逾期一日，按逾期付款金额的万分之五向甲方支付违约金；逾期超过十五日的，甲方有权解除合同。
甲方交付的产品不符合约定质量标准的，乙方有权要求换货、退货或减少价款，由此产生的费用由甲方承担。
## 不可抗力
因不可抗力不能履行合同的，根据不可抗力的影响，部分或者全部免除责任。遭受不可抗力的一方应及时通知对方，并在十五日内提供证明。
## 争议解决
{{disputeResolution}}
## 其他
本合同经双方通过化工商城平台以电子签名方式签署并加盖电子印章后生效。依据《中华人民共和国电子签名法》，可靠的电子签名与手写签名或者盖章具有同等的法律效力。
本合同未尽事宜，双方可另行签订补充协议，补充协议与本合同具有同等法律效力。{{otherTerms}}
合同编号：{{contractNo}}；平台订单号：{{orderNo}}；签订地点：{{signPlace}}；签订日期：{{signDate}}。`;
