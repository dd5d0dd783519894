import { type ContractLabels, contractLabels } from './contract-labels.ts';
import { BODY_FONT, BOLD_FONT, contentWidth, ensureSpace, MUTED, PAGE_MARGINS } from './pdf-page.ts';
import type { ContractParty, ContractSignature } from './sales-contract-input.ts';

/** ≈ 40 mm, the size of a real contract seal. */
const SEAL_SIZE = 114;
const GAP = 16;
const PADDING = 8;
const FONT_SIZE = 9.5;
const LINE_GAP = 3;
const TITLE_GAP = 4;
/** Between the （盖章） label and the seal's square, and above the seal's row. */
const SEAL_GAP = 8;
const SEAL_ROW_GAP = 6;
export const UNSIGNED_TEXT = '待签署';

interface PartyBox {
  title: string;
  labels: ContractLabels['parties'];
  party: ContractParty;
  signature: ContractSignature | null | undefined;
}

/** The party's details and who signed it when: text across the box's whole width. */
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
  ];
}

const innerWidth = (width: number) => width - 2 * PADDING;
/** The （盖章） label's column, left of the seal's square. */
const sealLabelWidth = (width: number) => innerWidth(width) - SEAL_GAP - SEAL_SIZE;

function titleHeight(doc: PDFKit.PDFDocument, box: PartyBox, width: number): number {
  doc.font(BOLD_FONT).fontSize(10.5);
  return doc.heightOfString(box.title, { width: innerWidth(width) }) + TITLE_GAP;
}

function linesHeight(doc: PDFKit.PDFDocument, box: PartyBox, width: number): number {
  doc.font(BODY_FONT).fontSize(FONT_SIZE);
  return partyLines(box).reduce(
    (sum, line) => sum + doc.heightOfString(line, { width: innerWidth(width), lineGap: LINE_GAP }),
    0,
  );
}

const boxHeight = (doc: PDFKit.PDFDocument, box: PartyBox, width: number): number =>
  titleHeight(doc, box, width) + linesHeight(doc, box, width) + SEAL_ROW_GAP + SEAL_SIZE + 2 * PADDING;

/**
 * One party's box: the title, details, signer and sign time on top, across the width; below them a
 * row of its own, （盖章） on the left and a square kept free for the seal (or 待签署) on the right, so
 * the stamped seal covers no printed word — not the account number, not the time it was signed.
 */
function drawBox(doc: PDFKit.PDFDocument, box: PartyBox, x: number, top: number, width: number, height: number): void {
  doc.rect(x, top, width, height).lineWidth(0.5).strokeColor('#444444').stroke();
  const left = x + PADDING;
  const linesTop = top + PADDING + titleHeight(doc, box, width);
  doc
    .font(BOLD_FONT)
    .fontSize(10.5)
    .fillColor('black')
    .text(box.title, left, top + PADDING, { width: innerWidth(width) });
  doc.font(BODY_FONT).fontSize(FONT_SIZE);
  doc.y = linesTop;
  for (const line of partyLines(box)) doc.text(line, left, doc.y, { width: innerWidth(width), lineGap: LINE_GAP });
  // The seal's row sits at the bottom (boxes side by side share the taller one's height).
  const sealY = top + height - PADDING - SEAL_SIZE;
  const sealX = x + width - PADDING - SEAL_SIZE;
  doc.font(BODY_FONT).fontSize(FONT_SIZE);
  const labelHeight = doc.heightOfString(box.labels.seal, { width: sealLabelWidth(width) });
  doc.text(box.labels.seal, left, sealY + (SEAL_SIZE - labelHeight) / 2, { width: sealLabelWidth(width) });
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
  const height = Math.max(...boxes.map((box) => boxHeight(doc, box, width)));
  doc.moveDown(0.8);
  ensureSpace(doc, height);
  const top = doc.y;
  boxes.forEach((box, i) => {
    drawBox(doc, box, PAGE_MARGINS.left + i * (width + GAP), top, width, height);
  });
  doc.x = PAGE_MARGINS.left;
  doc.y = top + height;
}
