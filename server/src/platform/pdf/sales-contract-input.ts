import type { ContractLanguage } from './contract-labels.ts';
import type { ContractEvidencePage } from './evidence-page.ts';
import type { PaymentClauseInput } from './payment-clause.ts';

/** What a sales contract PDF shows. Money and quantities are decimal strings as stored. */

export interface ContractParty {
  companyName: string;
  /** 统一社会信用代码 */
  creditCode: string;
  address: string;
  legalPerson: string;
  contactName: string;
  phone: string;
  bankName: string;
  bankAccount: string;
}

/** Both parties of a contract, as printed. */
export interface ContractParties {
  buyer: ContractParty;
  seller: ContractParty;
}

export interface DangerousGoodsInfo {
  /** e.g. UN1230 */
  unNumber: string;
  /** e.g. 第3类 易燃液体 */
  hazardClass: string;
}

export interface ContractItem {
  productName: string;
  casNumber: string;
  /** 规格/纯度, e.g. 优级品 ≥99.9% */
  grade: string;
  /** The packaging's label, e.g. 吨桶 (1000 kg) */
  packaging: string;
  unit: string;
  quantity: string;
  /** Tax-inclusive price per unit. */
  unitPrice: string;
  amount: string;
  /** Present when the product is a dangerous good (危险化学品). */
  dangerousGoods?: DangerousGoodsInfo | null;
}

export interface ContractSignature {
  signerName: string;
  /** YYYY-MM-DD HH:mm:ss */
  signedAt: string;
  ip?: string | null;
  /** The company's approved seal, a transparent PNG. */
  sealPng: Buffer;
}

export interface ContractDelivery {
  /** e.g. 卖方送货 / 买方自提 */
  mode: string;
  place: string;
  /** A date or a period, e.g. 合同生效后7日内 */
  period: string;
  carrier?: string | null;
  /** The buyer's remark placed with the order at checkout (留言给卖家: delivery wishes), printed under the goods. */
  buyerRemark?: string | null;
}

export interface ContractPayment {
  /** Defaults to 银行转账（电汇） */
  method?: string | null;
  /** Days after the contract takes effect. */
  dueDays: number;
  /** The order's terms (payment-terms.ts); absent: paid in full before delivery. */
  terms?: Pick<PaymentClauseInput, 'term' | 'depositPercent' | 'dueDays'> | null;
}

/** Clauses the parties may word themselves; the template's defaults apply when absent. */
export interface ContractTerms {
  quality?: string | null;
  acceptanceDays?: number | null;
  disputeResolution?: string | null;
  other?: string | null;
}

export interface SalesContractInput {
  contractNo: string;
  orderNo: string;
  signPlace: string;
  /** When the contract was generated: the PDF's creation date and the date printed as 签订日期. */
  generatedAt: Date;
  seller: ContractParty;
  buyer: ContractParty;
  items: readonly ContractItem[];
  /** Total in figures, e.g. '123456.70'; the capital-numeral form is derived from it. */
  totalAmount: string;
  delivery: ContractDelivery;
  payment: ContractPayment;
  terms?: ContractTerms | null;
  sellerSignature?: ContractSignature | null;
  buyerSignature?: ContractSignature | null;
  /**
   * The contract's language (zh unless said): the printed labels, dates, defaults and amount in words
   * ('en': US dollars, "SAY US DOLLARS … ONLY"), and the platform's template when none is given.
   */
  language?: ContractLanguage | null;
  /** A template using the placeholders of SALES_CONTRACT_PLACEHOLDERS; the platform's default when absent. */
  template?: string | null;
  /**
   * The document's title, when it is another contract drawn the same way (仓单转让合同): printed at the top, in the
   * running header and the PDF's metadata; the sales contract's own title in the contract's language when absent.
   */
  title?: string | null;
  /** The signing evidence page of a fully signed contract, drawn last (evidence-page.ts). */
  evidencePage?: ContractEvidencePage | null;
}
