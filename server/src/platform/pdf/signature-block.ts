import { type ContractLabels, contractLabels } from './contract-labels.ts';
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
  labels: ContractLabels['parties'];
  party: ContractParty;
  signature: ContractSignature | null | undefined;
}

function partyLines(box: PartyBox): string[] {
  const { party, signature, labels: l } = box;
  return [
    `${l.companyName}${party.companyName}`,
    `${l.creditCode}${party.creditCode}`,
    `${l.address}${party.address}`,
    `${l.legalPerson}${party.legalPerson}`,
    `${l.contact}${party.contactName}`,
    `${l.phone}${party.phone}`,
    `${l.bank}${party.bankName}`,
    `${l.account}${party.bankAccount}`,
    `${l.signer}${signature?.signerName ?? l.unsigned}`,
    `${l.signedAt}${signature?.signedAt ?? l.unsigned}`,
    ...(signature?.ip ? [`${l.ip}${signature.ip}`] : []),
    l.seal,
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
      .text(box.labels.unsigned, sealX, sealY + SEAL_SIZE / 2 - 10, { width: SEAL_SIZE, align: 'center', lineBreak: false });
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
  labels: ContractLabels['parties'] = contractLabels('zh').parties,
): void {
  const boxes: PartyBox[] = [
    { title: labels.seller, labels, party: seller, signature: sellerSignature },
    { title: labels.buyer, labels, party: buyer, signature: buyerSignature },
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
