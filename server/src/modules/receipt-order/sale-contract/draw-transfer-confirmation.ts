import { formatDecimal } from '@hgsc/contracts';
import {
  BODY_FONT,
  BOLD_FONT,
  contentWidth,
  createContractDocument,
  documentBytes,
  drawPageFurniture,
  labelledRow,
  MUTED,
  PAGE_MARGINS,
} from '../../../platform/pdf/pdf-page.ts';

/** What the transfer confirmation prints: the deal as agreed, and the keeper's confirmation as the order recorded it. */
export interface TransferFacts {
  orderNo: string;
  contractNo: string | null;
  receiptNo: string | null;
  product: string;
  quantity: string;
  unit: string;
  warehouse: { name: string; address: string };
  keeperName: string;
  sellerName: string;
  buyerName: string;
  unitPrice: string;
  amount: string;
  transferredAt: Date;
  /** The storage fee the seller bore, and the last day it bore it for (the transfer day). */
  sellerStorageFee: string | null;
  feeSplitDate: string | null;
  /** The hash of the order's latest operation-log entry: its trail can be checked against it. */
  latestHash: string | null;
  drawnAt: Date;
}

export const TRANSFER_CONFIRMATION_TITLE = '仓单过户确认书';

const chinaTime = (date: Date) => new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
const money = (amount: string) => `${formatDecimal(amount, 2) ?? amount} 元`;

/**
 * The transfer confirmation (仓单过户确认书) of a receipt order as a PDF: the receipt, the goods and where they lie, the
 * seller and the buyer, the price, the keeper's confirmation time, which made the buyer the receipt's holder (Civil
 * Code art. 910), and the storage fee split at that day. Drawn on each request from what the order recorded.
 */
export async function drawTransferConfirmation(facts: TransferFacts): Promise<Buffer> {
  const doc = createContractDocument({
    title: `${TRANSFER_CONFIRMATION_TITLE} ${facts.orderNo}`,
    subject: `仓单订单 ${facts.orderNo}`,
    creationDate: facts.drawnAt,
  });
  const bytes = documentBytes(doc);
  const left = PAGE_MARGINS.left;
  const width = contentWidth(doc);

  doc
    .font(BOLD_FONT)
    .fontSize(20)
    .fillColor('#000000')
    .text(TRANSFER_CONFIRMATION_TITLE, left, PAGE_MARGINS.top + 10, {
      width,
      align: 'center',
    });
  doc
    .font(BODY_FONT)
    .fontSize(10)
    .fillColor(MUTED)
    .text('Confirmation of Warehouse Receipt Transfer', { width, align: 'center' });
  doc.moveDown(1);

  const fee = facts.sellerStorageFee
    ? `${money(facts.sellerStorageFee)}${facts.feeSplitDate ? `（计至 ${facts.feeSplitDate}，含当日）` : ''}`
    : '—';
  const lines: [string, string][] = [
    ['订单编号', facts.orderNo],
    ['合同编号', facts.contractNo ?? '—'],
    ['仓单编号', facts.receiptNo ?? '—'],
    ['货物', facts.product],
    ['数量', `${formatDecimal(facts.quantity) ?? facts.quantity} ${facts.unit}`],
    ['存储仓库', `${facts.warehouse.name}（${facts.warehouse.address}）`],
    ['保管人', facts.keeperName],
    ['出让人（卖方）', facts.sellerName],
    ['受让人（买方）', facts.buyerName],
    ['单价（含税）', `${money(facts.unitPrice)}/${facts.unit}`],
    ['合同金额', money(facts.amount)],
    ['过户确认时间', `${chinaTime(facts.transferredAt)}（北京时间）`],
    ['卖方承担仓储费', fee],
    ['仓储费分担', '卖方承担至仓库确认过户之日（含）的仓储费，此后由买方承担'],
  ];
  for (const [label, value] of lines) labelledRow(doc, label, value, left, width, 110);

  doc.moveDown(1);
  doc
    .font(BODY_FONT)
    .fontSize(10.5)
    .fillColor('#000000')
    .text(
      `经仓库保管人${facts.keeperName}确认，上述仓单已由出让人转让给受让人，受让人自过户确认之时起为该仓单的持有人，` +
        '凭仓单向保管人提取货物（《中华人民共和国民法典》第九百一十条）。本确认书依据化工商城平台记录的过户确认出具。',
      left,
      doc.y,
      { width },
    );
  doc.moveDown(1);
  doc.fontSize(8).fillColor(MUTED);
  if (facts.latestHash) doc.text(`出具时订单操作记录末条哈希：${facts.latestHash}`, left, doc.y, { width });
  doc.text(`出具时间：${chinaTime(facts.drawnAt)}（北京时间）`, left, doc.y, { width });

  drawPageFurniture(doc, TRANSFER_CONFIRMATION_TITLE, facts.orderNo, {
    contractNoLine: (orderNo) => `订单编号：${orderNo}`,
    pageOf: (page, count) => `第 ${page} 页 共 ${count} 页`,
  });
  doc.end();
  return bytes;
}
