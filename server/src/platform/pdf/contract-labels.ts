import { chineseOrdinal } from './contract-document.ts';

/**
 * The fixed words a sales contract PDF prints around the template's text — title, header lines,
 * goods-table headings, signature blocks, running header and footer — in the contract's language
 * (issue 6 item 2: a USD order's contract is in English). The font (Noto Sans SC) has Latin glyphs.
 */
export type ContractLanguage = 'zh' | 'en';

export interface ContractLabels {
  title: string;
  /** PDF metadata: the document language and the subject line. */
  pdfLang: string;
  subject: (orderNo: string) => string;
  headerLines: (input: { contractNo: string; orderNo: string; signPlace: string; date: string }) => string[];
  /** The running header's contract number and the footer's page count. */
  contractNoLine: (contractNo: string) => string;
  pageOf: (page: number, count: number) => string;
  articleHeading: (number: number, title: string) => string;
  goods: {
    index: string;
    name: string;
    dangerous: string;
    cas: string;
    grade: string;
    packaging: string;
    unit: string;
    quantity: string;
    unitPrice: string;
    amount: string;
    total: string;
  };
  parties: {
    seller: string;
    buyer: string;
    companyName: string;
    creditCode: string;
    address: string;
    legalPerson: string;
    contact: string;
    phone: string;
    bank: string;
    account: string;
    signer: string;
    signedAt: string;
    ip: string;
    seal: string;
    unsigned: string;
  };
}

const ZH: ContractLabels = {
  title: '化工产品买卖合同',
  pdfLang: 'zh-CN',
  subject: (orderNo) => `订单 ${orderNo}`,
  headerLines: ({ contractNo, orderNo, signPlace, date }) => [
    `合同编号：${contractNo}`,
    `订单编号：${orderNo}`,
    `签订地点：${signPlace}`,
    `签订日期：${date}`,
  ],
  contractNoLine: (contractNo) => `合同编号：${contractNo}`,
  pageOf: (page, count) => `第 ${page} 页 共 ${count} 页`,
  articleHeading: (number, title) => `第${chineseOrdinal(number)}条 ${title}`,
  goods: {
    index: '序号',
    name: '产品名称',
    dangerous: '危险品',
    cas: 'CAS号',
    grade: '规格/纯度',
    packaging: '包装',
    unit: '单位',
    quantity: '数量',
    unitPrice: '含税单价（元）',
    amount: '金额（元）',
    total: '合计（含税）',
  },
  parties: {
    seller: '甲方（出卖人）',
    buyer: '乙方（买受人）',
    companyName: '单位名称：',
    creditCode: '统一社会信用代码：',
    address: '地址：',
    legalPerson: '法定代表人：',
    contact: '联系人：',
    phone: '联系电话：',
    bank: '开户银行：',
    account: '账号：',
    signer: '签署人：',
    signedAt: '签署时间：',
    ip: '签署IP：',
    seal: '（盖章）',
    unsigned: '待签署',
  },
};

const EN: ContractLabels = {
  title: 'SALES CONTRACT FOR CHEMICAL PRODUCTS',
  pdfLang: 'en-US',
  subject: (orderNo) => `Order ${orderNo}`,
  headerLines: ({ contractNo, orderNo, signPlace, date }) => [
    `Contract No.: ${contractNo}`,
    `Order No.: ${orderNo}`,
    `Place of signing: ${signPlace}`,
    `Date: ${date}`,
  ],
  contractNoLine: (contractNo) => `Contract No.: ${contractNo}`,
  pageOf: (page, count) => `Page ${page} of ${count}`,
  articleHeading: (number, title) => `Article ${number}  ${title}`,
  goods: {
    index: 'No.',
    name: 'Product',
    dangerous: 'DG',
    cas: 'CAS No.',
    grade: 'Grade / purity',
    packaging: 'Packing',
    unit: 'Unit',
    quantity: 'Quantity',
    unitPrice: 'Unit price (US$)',
    amount: 'Amount (US$)',
    total: 'Total (US$)',
  },
  parties: {
    seller: 'THE SELLER (Party A)',
    buyer: 'THE BUYER (Party B)',
    companyName: 'Company: ',
    creditCode: 'Unified social credit code: ',
    address: 'Address: ',
    legalPerson: 'Legal representative: ',
    contact: 'Contact: ',
    phone: 'Phone: ',
    bank: 'Bank: ',
    account: 'Account No.: ',
    signer: 'Signed by: ',
    signedAt: 'Signed at (UTC+8): ',
    ip: 'Signing IP: ',
    seal: '(Company seal)',
    unsigned: 'To be signed',
  },
};

export const contractLabels = (language: ContractLanguage | null | undefined): ContractLabels => (language === 'en' ? EN : ZH);
