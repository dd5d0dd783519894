import type { QuoteTerms } from '@hgsc/contracts';
import { unitWords } from '@hgsc/contracts';
import { printedAmount, printedQuantity } from '../../platform/pdf/goods-table.ts';
import {
  BODY_FONT,
  BOLD_FONT,
  contentWidth,
  createContractDocument,
  documentBytes,
  ensureSpace,
  labelledRow,
  MUTED,
  PAGE_MARGINS,
} from '../../platform/pdf/pdf-page.ts';
import { drawQrCode } from '../../platform/pdf/qr-code.ts';

/** What a quotation prints: one version's frozen terms, its parties, every version's digest and the log's head. */
export interface QuoteDocumentFacts {
  lang: 'zh' | 'en';
  quoteNo: string;
  version: number;
  /** The quote's state when drawn, in the reader's language (报价中, 已选定 …). */
  statusLabel: string;
  supplierName: string;
  /** Null: a public quote. */
  buyerName: string | null;
  submittedAt: string;
  submittedBy: string;
  terms: QuoteTerms;
  versions: ReadonlyArray<{ version: number; submittedAt: string; digest: string; intact: boolean; current: boolean }>;
  selected: { companyName: string; quantity: string; orderNo: string } | null;
  log: { count: number; headHash: string; intact: boolean };
  /** The quote's page: the QR code leads there. */
  pageUrl: string;
  drawnAt: Date;
  platformSeal: Buffer;
}

const WORDS = {
  zh: {
    title: '报 价 单',
    subtitle: 'Quotation',
    head: (no: string, v: number, status: string) => `报价单号：${no}    版本：第 ${v} 版    当前状态：${status}`,
    supplier: '报价方',
    buyer: '报价对象',
    public: '公开报价（审核通过的企业均可选定）',
    submitted: '提交时间',
    goods: '货物',
    receipt: '仓单',
    cas: 'CAS 号',
    hazard: '危险货物',
    quantity: '报价数量',
    minQty: '起订量',
    price: '含税单价',
    amount: '报价总额',
    delivery: '交货方式',
    place: '交货地点',
    period: '交货期',
    payment: '付款方式',
    validUntil: '有效期至',
    remark: '备注',
    selected: (s: { companyName: string; quantity: string; orderNo: string }) =>
      `已由 ${s.companyName} 选定 ${s.quantity}，生成订单 ${s.orderNo}`,
    outcome: '成交情况',
    versions: '版本记录（SHA-256 摘要，覆盖报价单号、版本、双方与全部条款）',
    current: '本版',
    superseded: '已被替代',
    intact: '与冻结条款一致',
    broken: '与冻结条款不一致',
    log: (n: number, hash: string, ok: boolean) => `操作记录：${n} 条，链尾哈希 ${hash}，${ok ? '链完整' : '链已断开'}`,
    drawn: (at: string) => `出具时间：${at}（北京时间）。本文件由平台以 PAdES 电子签名封存，任何改动都会使签名失效。`,
    scan: '扫码查看报价单',
    seal: '平台（签章）：化工商城',
    yes: '是',
  },
  en: {
    title: 'QUOTATION',
    subtitle: '报价单',
    head: (no: string, v: number, status: string) => `Quote ${no}    Version ${v}    Status: ${status}`,
    supplier: 'Supplier',
    buyer: 'Quoted to',
    public: 'Public quote (any certified company may select it)',
    submitted: 'Submitted',
    goods: 'Goods',
    receipt: 'Receipt',
    cas: 'CAS no.',
    hazard: 'Dangerous goods',
    quantity: 'Quantity',
    minQty: 'Minimum',
    price: 'Unit price (tax incl.)',
    amount: 'Total',
    delivery: 'Delivery',
    place: 'Delivery place',
    period: 'Delivery period',
    payment: 'Payment',
    validUntil: 'Valid until',
    remark: 'Remark',
    selected: (s: { companyName: string; quantity: string; orderNo: string }) =>
      `Selected by ${s.companyName} for ${s.quantity}; order ${s.orderNo}`,
    outcome: 'Outcome',
    versions: 'Versions (SHA-256 over the quote number, version, parties and every term)',
    current: 'this version',
    superseded: 'superseded',
    intact: 'matches its frozen terms',
    broken: 'does NOT match its frozen terms',
    log: (n: number, hash: string, ok: boolean) =>
      `Operation log: ${n} entries, head hash ${hash}, ${ok ? 'chain intact' : 'chain broken'}`,
    drawn: (at: string) =>
      `Drawn at ${at} (Beijing time). Sealed by the platform with a PAdES signature: any change to this file breaks it.`,
    scan: 'Scan to open the quote',
    seal: 'Platform (seal): Chemical Mall',
    yes: 'Yes',
  },
} as const;

const chinaTime = (iso: string | Date) =>
  new Date(new Date(iso).getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/**
 * The quotation of one version as a PDF: the parties, the terms as they were frozen, the version's place among the
 * others with each digest checked against its stored terms, the quote's outcome and the head of its operation log, a
 * QR code to the quote's page and the platform's seal. The caller seals the bytes with the platform's signature.
 */
export async function drawQuoteDocument(facts: QuoteDocumentFacts): Promise<Buffer> {
  const w = WORDS[facts.lang];
  const doc = createContractDocument({
    title: `${facts.lang === 'zh' ? '报价单' : 'Quotation'} ${facts.quoteNo} v${facts.version}`,
    subject: facts.lang === 'zh' ? '报价单存证' : 'Quotation evidence',
    creationDate: facts.drawnAt,
    lang: facts.lang === 'zh' ? 'zh-CN' : 'en',
  });
  const bytes = documentBytes(doc);
  const left = PAGE_MARGINS.left;
  const width = contentWidth(doc);
  const { terms } = facts;

  doc.font(BOLD_FONT).fontSize(20).fillColor('#0b3d91').text(w.title, left, PAGE_MARGINS.top, { width, align: 'center' });
  doc.font(BODY_FONT).fontSize(10).fillColor(MUTED).text(w.subtitle, { width, align: 'center' });
  doc.moveDown(0.8);
  doc
    .fillColor('#000000')
    .fontSize(10.5)
    .text(w.head(facts.quoteNo, facts.version, facts.statusLabel), left, doc.y, { width });
  doc.moveDown(0.5);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor('#0b3d91')
    .lineWidth(1)
    .stroke();
  doc.moveDown(0.6);

  const unit = unitWords(terms.unit, facts.lang);
  const rows: [string, string][] = [
    [w.supplier, facts.supplierName],
    [w.buyer, facts.buyerName ?? w.public],
    [w.submitted, `${chinaTime(facts.submittedAt)} · ${facts.submittedBy}`],
    [w.goods, [terms.name, terms.grade, terms.purity, terms.packagingLabel].filter(Boolean).join(' ')],
    ...(terms.receipt
      ? ([[w.receipt, `${terms.receipt.receiptNo} · ${terms.receipt.warehouseName}`]] as [string, string][])
      : []),
    [w.cas, terms.casNumber],
    ...(terms.isDangerous
      ? ([[w.hazard, [w.yes, terms.unNumber, terms.hazardClassLabel].filter(Boolean).join(' ')]] as [string, string][])
      : []),
    [w.quantity, `${printedQuantity(terms.quantity)} ${unit}`],
    [w.minQty, `${printedQuantity(terms.minQty)} ${unit}`],
    [w.price, `¥${printedAmount(terms.unitPrice)} / ${unit}`],
    [w.amount, `¥${printedAmount(terms.amount)}`],
    [w.delivery, terms.deliveryModeLabel],
    [w.place, terms.deliveryPlace ?? '-'],
    [w.period, `${terms.deliveryFrom} ~ ${terms.deliveryTo}`],
    [w.payment, terms.paymentTermsLabel + (terms.creditDays ? ` · ${terms.creditDays}` : '')],
    [w.validUntil, chinaTime(terms.validUntil)],
    [w.remark, terms.remark ?? '-'],
    ...(facts.selected ? ([[w.outcome, w.selected(facts.selected)]] as [string, string][]) : []),
  ];
  const qrTop = doc.y;
  for (const [label, value] of rows) labelledRow(doc, label, value, left, width - 140);
  const rowsEnd = doc.y;
  drawQrCode(doc, facts.pageUrl, left + width - 120, qrTop, 120);
  doc
    .font(BODY_FONT)
    .fontSize(8)
    .fillColor(MUTED)
    .text(w.scan, left + width - 120, qrTop + 126, { width: 120, align: 'center' });

  doc.y = Math.max(rowsEnd, qrTop + 140) + 10;
  ensureSpace(doc, 40 + facts.versions.length * 26);
  doc.font(BOLD_FONT).fontSize(10.5).fillColor('#000000').text(w.versions, left, doc.y, { width });
  doc.moveDown(0.3);
  for (const v of facts.versions) {
    const state = v.version === facts.version ? w.current : v.current ? '' : w.superseded;
    doc
      .font(BODY_FONT)
      .fontSize(9)
      .fillColor(v.intact ? '#000000' : '#b00020')
      .text(`v${v.version}  ${chinaTime(v.submittedAt)}  ${state}  ${v.intact ? w.intact : w.broken}`, left, doc.y, { width });
    doc
      .font(BODY_FONT)
      .fontSize(8)
      .fillColor(MUTED)
      .text(v.digest, left + 16, doc.y, { width: width - 16 });
    doc.moveDown(0.2);
  }
  doc.moveDown(0.5);
  doc
    .fontSize(8.5)
    .fillColor(facts.log.intact ? MUTED : '#b00020')
    .text(w.log(facts.log.count, facts.log.headHash, facts.log.intact), left, doc.y, { width });
  doc.fillColor(MUTED).text(w.drawn(chinaTime(facts.drawnAt)), { width });

  ensureSpace(doc, 130);
  const sealTop = doc.y + 12;
  doc.image(facts.platformSeal, left + width - 130, sealTop, { width: 100, height: 100 });
  doc
    .font(BODY_FONT)
    .fontSize(10)
    .fillColor('#000000')
    .text(w.seal, left + width - 200, sealTop + 104, { width: 200, align: 'right' });

  doc.end();
  return bytes;
}
