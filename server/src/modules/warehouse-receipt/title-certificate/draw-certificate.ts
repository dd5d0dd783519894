import { formatDecimal } from '@hgsc/contracts';
import {
  BODY_FONT,
  BOLD_FONT,
  contentWidth,
  createContractDocument,
  documentBytes,
  labelledRow,
  MUTED,
  PAGE_MARGINS,
} from '../../../platform/pdf/pdf-page.ts';
import { drawQrCode } from '../../../platform/pdf/qr-code.ts';

/** What a title certificate prints: the receipt's elements as issued, who keeps and who holds it, and where to check it. */
export interface CertificateFacts {
  receiptNo: string;
  certificateCode: string;
  verifyUrl: string;
  issuedAt: Date;
  drawnAt: Date;
  latestHash: string | null;
  holderName: string;
  depositorName: string;
  keeperName: string;
  warehouse: { code: string; name: string; address: string };
  goods: {
    productName: string;
    grade: string;
    casNumber: string;
    hazard: string | null;
    brand: string;
    origin: string | null;
    batchNo: string;
    productionDate: string | null;
    quality: string;
    packingLabel: string;
    pieces: number;
    quantity: string;
    unit: string;
  };
  storage: {
    location: string;
    storageStart: string;
    termEnd: string;
    lossStandard: string;
    feeRate: string | null;
    insurance: string | null;
  };
  /** PNG bytes of the keeper's approved seal, and the platform's. */
  keeperSeal: Buffer | null;
  platformSeal: Buffer;
}

const inChina = (date: Date) => new Date(date.getTime() + 8 * 3600_000).toISOString();
const day = (date: Date) => inChina(date).slice(0, 10);
const chinaTime = (date: Date) => inChina(date).slice(0, 19).replace('T', ' ');

/**
 * The title certificate (货权证书) as a PDF: GB/T 30332-2024's elements of the receipt, the holder at the time it was
 * drawn, the keeper's seal (Civil Code art. 909) and the platform's, and a QR code to the public check, which says
 * whether the receipt is still in force and its operation log unbroken — a copy printed earlier cannot say so itself.
 */
export async function drawCertificate(facts: CertificateFacts): Promise<Buffer> {
  const doc = createContractDocument({
    title: `货权证书 ${facts.receiptNo}`,
    subject: '仓单货权证书',
    creationDate: facts.drawnAt,
  });
  const bytes = documentBytes(doc);
  const left = PAGE_MARGINS.left;
  const width = contentWidth(doc);

  doc.font(BOLD_FONT).fontSize(22).fillColor('#8b0000').text('货 权 证 书', left, PAGE_MARGINS.top, { width, align: 'center' });
  doc.font(BODY_FONT).fontSize(10).fillColor(MUTED).text('Certificate of Title to Warehoused Goods', { width, align: 'center' });
  doc.moveDown(0.8);
  doc
    .fillColor('#000000')
    .fontSize(10.5)
    .text(`仓单编号：${facts.receiptNo}        证书编码：${facts.certificateCode}`, left, doc.y, { width });
  doc.moveDown(0.6);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor('#8b0000')
    .lineWidth(1.2)
    .stroke();
  doc.moveDown(0.6);

  const { goods, storage, warehouse } = facts;
  const lines: [string, string][] = [
    ['持单人', facts.holderName],
    ['存货人', facts.depositorName],
    ['保管人', facts.keeperName],
    ['储存场所', `${warehouse.name}（${warehouse.code}）${warehouse.address} · ${storage.location}`],
    ['货物名称', `${goods.productName} ${goods.grade}（CAS ${goods.casNumber}）`],
    ['危险货物', goods.hazard ?? '否'],
    ['品牌/生产厂家', goods.brand + (goods.origin ? ` · 产地 ${goods.origin}` : '')],
    ['批号', goods.batchNo + (goods.productionDate ? ` · 生产日期 ${goods.productionDate}` : '')],
    ['质量', goods.quality],
    ['包装与件数', `${goods.packingLabel}${goods.pieces > 0 ? ` · ${goods.pieces} 件` : ''}`],
    ['数量', `${formatDecimal(goods.quantity) ?? goods.quantity} ${goods.unit}`],
    ['仓储起始日', storage.storageStart],
    ['储存期限至', storage.termEnd],
    [
      '仓储费率',
      storage.feeRate ? `${formatDecimal(storage.feeRate) ?? storage.feeRate} 元/${goods.unit}·天` : '按保管人公布的收费标准',
    ],
    ['损耗标准', storage.lossStandard],
    ['保险', storage.insurance ?? '无'],
    ['签发日期', day(facts.issuedAt)],
  ];
  const qrTop = doc.y;
  for (const [label, value] of lines) labelledRow(doc, label, value, left, width - 150);
  const rowsEnd = doc.y;

  drawQrCode(doc, facts.verifyUrl, left + width - 130, qrTop, 130);
  doc
    .font(BODY_FONT)
    .fontSize(8)
    .fillColor(MUTED)
    .text('扫码核验仓单状态', left + width - 130, qrTop + 136, { width: 130, align: 'center' });

  // The note goes under whichever ends lower, the rows or the QR code's caption.
  const noteTop = Math.max(rowsEnd, qrTop + 150) + 12;
  doc
    .font(BODY_FONT)
    .fontSize(9)
    .fillColor('#000000')
    .text(
      '本证书依据《中华人民共和国民法典》第九百零八条至第九百一十六条及 GB/T 30332-2024，证明上述仓单项下货物由保管人保管、' +
        '由持单人持有。仓单转让须经持单人背书并经保管人确认后生效。本证书所载持单人为出具时的持单人；仓单拆分、转让、提货或注销后，' +
        '以扫码核验结果为准。',
      left,
      noteTop,
      { width },
    );
  doc.moveDown(0.5);
  doc.fontSize(8).fillColor(MUTED).text(`核验地址：${facts.verifyUrl}`, { width });
  if (facts.latestHash) doc.text(`出具时操作记录哈希：${facts.latestHash}`, { width });
  doc.text(`出具时间：${chinaTime(facts.drawnAt)}（北京时间）`, { width });

  const sealTop = doc.y + 20;
  const sealSize = 110;
  doc.fillColor('#000000').fontSize(10).font(BODY_FONT);
  doc.text(`保管人（签章）：${facts.keeperName}`, left, sealTop + sealSize + 6, { width: width / 2 });
  doc.text('平台（签章）：化工商城', left + width / 2, sealTop + sealSize + 6, { width: width / 2 });
  if (facts.keeperSeal) doc.image(facts.keeperSeal, left + 40, sealTop, { width: sealSize, height: sealSize });
  else
    doc
      .fontSize(9)
      .fillColor(MUTED)
      .text('（保管人尚无审核通过的电子印章）', left, sealTop + sealSize / 2, { width: width / 2 });
  doc.image(facts.platformSeal, left + width / 2 + 40, sealTop, { width: sealSize, height: sealSize });

  doc.end();
  return bytes;
}
