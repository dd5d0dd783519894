import { BODY_FONT, BOLD_FONT, contentWidth, ensureSpace, MUTED, PAGE_MARGINS } from './pdf-page.ts';
import type { ContractParty, ContractSignature } from './sales-contract-input.ts';

/** ≈ 40 mm, the size of a real contract seal. */
const SEAL_SIZE = 114;
const GAP = 16;
const PADDING = 8;
const FONT_SIZE = 9.5;
const LINE_GAP = 3;
export const UNSIGNED_TEXT = '待签署';

interface PartyBox {
  title: string;
  party: ContractParty;
  signature: ContractSignature | null | undefined;
}

function partyLines(box: PartyBox): string[] {
  const { party, signature } = box;
  return [
    `单位名称：${party.companyName}`,
    `统一社会信用代码：${party.creditCode}`,
    `地址：${party.address}`,
    `法定代表人：${party.legalPerson}`,
    `联系人：${party.contactName}`,
    `联系电话：${party.phone}`,
    `开户银行：${party.bankName}`,
    `账号：${party.bankAccount}`,
    `签署人：${signature?.signerName ?? UNSIGNED_TEXT}`,
    `签署时间：${signature?.signedAt ?? UNSIGNED_TEXT}`,
    ...(signature?.ip ? [`签署IP：${signature.ip}`] : []),
    '（盖章）',
  ];
}

function boxHeight(doc: PDFKit.PDFDocument, box: PartyBox, width: number): number {
  doc.font(BOLD_FONT).fontSize(10.5);
  let height = doc.heightOfString(box.title, { width }) + 4;
  doc.font(BODY_FONT).fontSize(FONT_SIZE);
  for (const line of partyLines(box)) height += doc.heightOfString(line, { width, lineGap: LINE_GAP });
  return Math.max(height, SEAL_SIZE) + 2 * PADDING;
}

function drawBox(doc: PDFKit.PDFDocument, box: PartyBox, x: number, top: number, width: number, height: number): void {
  doc.rect(x, top, width, height).lineWidth(0.5).strokeColor('#444444').stroke();
  const inner = width - 2 * PADDING;
  doc
    .font(BOLD_FONT)
    .fontSize(10.5)
    .fillColor('black')
    .text(box.title, x + PADDING, top + PADDING, { width: inner });
  doc.moveDown(0.2);
  doc.font(BODY_FONT).fontSize(FONT_SIZE);
  for (const line of partyLines(box)) doc.text(line, x + PADDING, doc.y, { width: inner, lineGap: LINE_GAP });
  // The seal is stamped over the lower right of the box, across the signer, time and 盖章 lines, as a
  // paper seal overlaps the signature; unsigned parties show 待签署 there instead.
  const sealX = x + width - PADDING - SEAL_SIZE;
  const sealY = top + height - PADDING - SEAL_SIZE;
  if (box.signature) {
    doc.image(box.signature.sealPng, sealX, sealY, { width: SEAL_SIZE, height: SEAL_SIZE });
  } else {
    doc
      .font(BOLD_FONT)
      .fontSize(16)
      .fillColor(MUTED)
      .text(UNSIGNED_TEXT, sealX, sealY + SEAL_SIZE / 2 - 10, { width: SEAL_SIZE, align: 'center', lineBreak: false });
    doc.fillColor('black');
  }
}

/** The parties' details side by side, each with its signer, sign time and seal (or 待签署). Never split. */
export function drawSignatureBlock(
  doc: PDFKit.PDFDocument,
  seller: PartyBox['party'],
  sellerSignature: ContractSignature | null | undefined,
  buyer: PartyBox['party'],
  buyerSignature: ContractSignature | null | undefined,
): void {
  const boxes: PartyBox[] = [
    { title: '甲方（出卖人）', party: seller, signature: sellerSignature },
    { title: '乙方（买受人）', party: buyer, signature: buyerSignature },
  ];
  const width = (contentWidth(doc) - GAP) / 2;
  const height = Math.max(...boxes.map((box) => boxHeight(doc, box, width - 2 * PADDING)));
  doc.moveDown(0.8);
  ensureSpace(doc, height);
  const top = doc.y;
  boxes.forEach((box, i) => {
    drawBox(doc, box, PAGE_MARGINS.left + i * (width + GAP), top, width, height);
  });
  doc.x = PAGE_MARGINS.left;
  doc.y = top + height;
}
