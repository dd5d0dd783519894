import { buildContractDocument, type ContractBlock } from './contract-document.ts';
import { drawEvidencePage } from './evidence-page.ts';
import { drawGoodsTable } from './goods-table.ts';
import {
  BODY_FONT,
  BOLD_FONT,
  contentWidth,
  createContractDocument,
  documentBytes,
  drawPageFurniture,
  ensureSpace,
  PAGE_MARGINS,
} from './pdf-page.ts';
import type { SalesContractInput } from './sales-contract-input.ts';
import { SALES_CONTRACT_PLACEHOLDERS, SALES_CONTRACT_TEMPLATE } from './sales-contract-template.ts';
import { contractDate, salesContractValues } from './sales-contract-values.ts';
import { drawSignatureBlock } from './signature-block.ts';

export const SALES_CONTRACT_TITLE = '化工产品买卖合同';
const BODY_SIZE = 10.5;
/** A heading keeps at least this much of its article with it on the page. */
const HEADING_KEEP = 60;

function drawBlocks(doc: PDFKit.PDFDocument, blocks: readonly ContractBlock[], input: SalesContractInput): void {
  for (const block of blocks) {
    if (block.kind === 'goodsTable') {
      drawGoodsTable(doc, input.items, input.totalAmount);
    } else {
      doc.font(BODY_FONT).fontSize(BODY_SIZE).fillColor('black');
      doc.text(block.text, PAGE_MARGINS.left, doc.y, { width: contentWidth(doc), indent: 2 * BODY_SIZE, lineGap: 3 });
      doc.moveDown(0.2);
    }
  }
}

function drawTitle(doc: PDFKit.PDFDocument, input: SalesContractInput): void {
  const width = contentWidth(doc);
  doc.font(BOLD_FONT).fontSize(20).text(SALES_CONTRACT_TITLE, PAGE_MARGINS.left, doc.y, { width, align: 'center' });
  doc.moveDown(0.4);
  doc.font(BODY_FONT).fontSize(9.5);
  for (const line of [
    `合同编号：${input.contractNo}`,
    `订单编号：${input.orderNo}`,
    `签订地点：${input.signPlace}`,
    `签订日期：${contractDate(input.generatedAt)}`,
  ]) {
    doc.text(line, PAGE_MARGINS.left, doc.y, { width, align: 'right' });
  }
  doc.moveDown(0.8);
}

/**
 * The sales contract as a PDF: A4, Chinese text in Noto Sans Hans (subset), the goods table, the
 * articles of the template (the platform's default unless the input names one), the parties'
 * signature block with seal images, and 第 x 页 共 y 页 on every page. The same input always gives
 * the same bytes, so the SHA-256 recorded at generation can be reproduced.
 * Throws UnknownPlaceholderError for a template with names the sales contract does not know.
 */
export async function renderSalesContractPdf(input: SalesContractInput): Promise<Buffer> {
  const document = buildContractDocument(
    input.template ?? SALES_CONTRACT_TEMPLATE,
    SALES_CONTRACT_PLACEHOLDERS,
    salesContractValues(input),
  );
  const doc = createContractDocument({
    title: `${SALES_CONTRACT_TITLE} ${input.contractNo}`,
    subject: `订单 ${input.orderNo}`,
    creationDate: input.generatedAt,
  });
  const bytes = documentBytes(doc);
  drawTitle(doc, input);
  drawBlocks(doc, document.preamble, input);
  for (const article of document.articles) {
    doc.moveDown(0.3);
    ensureSpace(doc, HEADING_KEEP);
    doc
      .font(BOLD_FONT)
      .fontSize(11)
      .text(article.heading, PAGE_MARGINS.left, doc.y, { width: contentWidth(doc) });
    doc.moveDown(0.2);
    drawBlocks(doc, article.blocks, input);
  }
  drawSignatureBlock(doc, input.seller, input.sellerSignature, input.buyer, input.buyerSignature);
  if (input.evidencePage) drawEvidencePage(doc, input.evidencePage);
  drawPageFurniture(doc, SALES_CONTRACT_TITLE, input.contractNo);
  doc.end();
  return bytes;
}
