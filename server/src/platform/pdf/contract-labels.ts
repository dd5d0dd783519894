import { chineseOrdinal } from './contract-document.ts';

/**
 * The fixed words a sales contract PDF prints around the template's text — title, header lines,
 * goods-table headings, signature blocks, running header and footer — in the contract's language
 * (a USD order's contract is in English, SPEC §2 /englishContract). The font (Noto Sans SC) has Latin glyphs.
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
    /** Before the buyer's remark of the order, under the total. */
    buyerRemark: string;
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
  /** The evidence page a fully signed contract ends with (evidence-page.ts). */
  evidence: {
    title: string;
    subtitle: string;
    signers: string;
    party: (partyLabel: string, companyName: string) => string;
    signer: (name: string, mobile: string) => string;
    signedAt: (at: string, ip: string) => string;
    versions: string;
    version: (label: string, at: string) => string;
    generated: string;
    signedBy: (partyLabel: string) => string;
    trail: string;
    trailHead: (count: number) => string;
    platformSignature: string;
    platformSignatureNote: string;
    certificate: (subject: string) => string;
    certificateSha256: (sha256: string) => string;
    verification: string;
    code: (code: string) => string;
    /** How to verify: the contract language's line first, then the other language's, muted. */
    howToVerify: (url: string) => [string, string];
  };
}

const verifyZh = (url: string) => `凭合同编号和验证码，或上传本 PDF 文件，在 ${url} 核验本文件是否为未经修改的签署原件。`;
const verifyEn = (url: string) => `Verify this file with its contract number and code, or by uploading it, at ${url}.`;

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
    buyerRemark: '买方备注（交货要求）：',
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
  evidence: {
    title: '电子签署证据页',
    subtitle: 'Signing evidence',
    signers: '一、签署方 Signers',
    party: (partyLabel, companyName) => `${partyLabel}：${companyName}`,
    signer: (name, mobile) => `签署人：${name}    验证手机：${mobile}`,
    signedAt: (at, ip) => `签署时间：${at}（北京时间）    签署IP：${ip}`,
    versions: '二、文件版本 SHA-256 Document versions',
    version: (label, at) => `${label}（${at}）`,
    generated: '生成',
    signedBy: (partyLabel) => `${partyLabel}签署后`,
    trail: '三、证据链 Evidence trail',
    trailHead: (count) => `本页生成时证据链共 ${count} 条记录，末条哈希：`,
    platformSignature: '四、平台数字签名 Platform digital signature',
    platformSignatureNote: '本文件由平台证书加盖 PAdES 数字签名（ETSI.CAdES.detached）；签名后对文件的任何改动都会使签名失效。',
    certificate: (subject) => `证书：${subject}`,
    certificateSha256: (sha256) => `证书 SHA-256：${sha256}`,
    verification: '五、核验 Verification',
    code: (code) => `验证码：${code}`,
    howToVerify: (url) => [verifyZh(url), verifyEn(url)],
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
    buyerRemark: "Buyer's remarks (delivery): ",
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
  evidence: {
    title: 'SIGNING EVIDENCE',
    subtitle: '电子签署证据页',
    signers: '1. Signers',
    party: (partyLabel, companyName) => `${partyLabel}: ${companyName}`,
    signer: (name, mobile) => `Signed by: ${name}    Verified mobile: ${mobile}`,
    signedAt: (at, ip) => `Signed at: ${at} (UTC+8)    Signing IP: ${ip}`,
    versions: '2. Document versions (SHA-256)',
    version: (label, at) => `${label} (${at})`,
    generated: 'Generated',
    signedBy: (partyLabel) => `After ${partyLabel} signed`,
    trail: '3. Evidence trail',
    trailHead: (count) => `When this page was drawn the evidence trail held ${count} entries; hash of the last one:`,
    platformSignature: '4. Platform digital signature',
    platformSignatureNote:
      'This file carries a PAdES digital signature (ETSI.CAdES.detached) made with the platform certificate; any change to the file after signing invalidates it.',
    certificate: (subject) => `Certificate: ${subject}`,
    certificateSha256: (sha256) => `Certificate SHA-256: ${sha256}`,
    verification: '5. Verification',
    code: (code) => `Verification code: ${code}`,
    howToVerify: (url) => [verifyEn(url), verifyZh(url)],
  },
};

export const contractLabels = (language: ContractLanguage | null | undefined): ContractLabels => (language === 'en' ? EN : ZH);
