import PDFDocument from 'pdfkit';
import { registerContractFonts } from './fonts.ts';

/** A4 with room for the running header and footer. */
export const PAGE_MARGINS = { top: 64, bottom: 60, left: 50, right: 50 } as const;
export const BODY_FONT = 'body';
export const BOLD_FONT = 'bold';
export const MUTED = '#666666';

export interface DocumentMeta {
  title: string;
  subject: string;
  /** Fixed so that the same input gives the same bytes: pdfkit derives the file ID from the info. */
  creationDate: Date;
  /** The document's language tag; zh-CN unless said. */
  lang?: string;
}

export function createContractDocument(meta: DocumentMeta): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margins: PAGE_MARGINS,
    bufferPages: true,
    lang: meta.lang ?? 'zh-CN',
    displayTitle: true,
    info: {
      Title: meta.title,
      Subject: meta.subject,
      Author: '化工商城',
      Creator: '化工商城',
      Producer: 'PDFKit',
      CreationDate: meta.creationDate,
    },
  });
  registerContractFonts(doc, { regular: BODY_FONT, bold: BOLD_FONT });
  doc.font(BODY_FONT);
  return doc;
}

/** Collects the document's bytes; call before doc.end(). */
export function documentBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** A label and its value on one line of a form-like page (a certificate, a pick-up note): the label muted on the left. */
export function labelledRow(doc: PDFKit.PDFDocument, label: string, value: string, x: number, width: number, labelWidth = 92) {
  const y = doc.y;
  doc.font(BODY_FONT).fontSize(9.5).fillColor(MUTED).text(label, x, y, { width: labelWidth });
  doc.fillColor('#000000').text(value, x + labelWidth + 4, y, { width: width - labelWidth - 4 });
  doc.moveDown(0.35);
}

export const contentWidth = (doc: PDFKit.PDFDocument) => doc.page.width - PAGE_MARGINS.left - PAGE_MARGINS.right;
export const contentBottom = (doc: PDFKit.PDFDocument) => doc.page.height - PAGE_MARGINS.bottom;

/** Starts a new page unless `height` points still fit on this one. */
export function ensureSpace(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > contentBottom(doc)) doc.addPage();
}

/**
 * The header (title and contract number, a rule) and the footer (第 x 页 共 y 页) on every page,
 * drawn once the page count is known. The bottom margin is lifted while writing so that the footer
 * does not spill onto a new page.
 */
export function drawPageFurniture(
  doc: PDFKit.PDFDocument,
  title: string,
  contractNo: string,
  words: { contractNoLine: (contractNo: string) => string; pageOf: (page: number, count: number) => string } = {
    contractNoLine: (no) => `合同编号：${no}`,
    pageOf: (page, count) => `第 ${page} 页 共 ${count} 页`,
  },
): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const width = contentWidth(doc);
    doc.page.margins.bottom = 0;
    doc.font(BODY_FONT).fontSize(8.5).fillColor(MUTED);
    doc.text(title, PAGE_MARGINS.left, 34, { width, lineBreak: false });
    doc.text(words.contractNoLine(contractNo), PAGE_MARGINS.left, 34, { width, align: 'right', lineBreak: false });
    doc
      .moveTo(PAGE_MARGINS.left, 50)
      .lineTo(PAGE_MARGINS.left + width, 50)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    doc.text(words.pageOf(index + 1, count), PAGE_MARGINS.left, doc.page.height - 40, {
      width,
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins.bottom = PAGE_MARGINS.bottom;
  }
  doc.fillColor('black').strokeColor('black');
}
