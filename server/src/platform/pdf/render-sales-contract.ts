import { buildContractDocument, type ContractBlock } from './contract-document.ts';
import { type ContractLabels, contractLabels } from './contract-labels.ts';
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
import { SALES_CONTRACT_TEMPLATE_EN } from './sales-contract-template-en.ts';
import { contractDateIn, salesContractValues } from './sales-contract-values.ts';
import { drawSignatureBlock } from './signature-block.ts';

export const SALES_CONTRACT_TITLE = contractLabels('zh').title;
const BODY_SIZE = 10.5;
/** A heading keeps at least this much of its article with it on the page. */
const HEADING_KEEP = 60;

function drawBlocks(
  doc: PDFKit.PDFDocument,
  blocks: readonly ContractBlock[],
  input: SalesContractInput,
  labels: ContractLabels,
): void {
  for (const block of blocks) {
    if (block.kind === 'goodsTable') {
      drawGoodsTable(doc, input.items, input.totalAmount, labels.goods, input.delivery.buyerRemark);
    } else {
      doc.font(BODY_FONT).fontSize(BODY_SIZE).fillColor('black');
      doc.text(block.text, PAGE_MARGINS.left, doc.y, { width: contentWidth(doc), indent: 2 * BODY_SIZE, lineGap: 3 });
      doc.moveDown(0.2);
    }
  }
}

function drawTitle(doc: PDFKit.PDFDocument, input: SalesContractInput, labels: ContractLabels, title: string): void {
  const width = contentWidth(doc);
  doc.font(BOLD_FONT).fontSize(20).text(title, PAGE_MARGINS.left, doc.y, { width, align: 'center' });
  doc.moveDown(0.4);
  doc.font(BODY_FONT).fontSize(9.5);
  for (const line of labels.headerLines({
    contractNo: input.contractNo,
    orderNo: input.orderNo,
    signPlace: input.signPlace,
    date: contractDateIn(input),
  })) {
    doc.text(line, PAGE_MARGINS.left, doc.y, { width, align: 'right' });
  }
  doc.moveDown(0.8);
}

/**
 * The sales contract as a PDF: A4, Chinese text in Noto Sans Hans (subset), the goods table, the
 * articles of the template (the platform's default unless the input names one), the parties'
 * signature block with seal images, and 第 x 页 共 y 页 on every page. The same input always gives
 * the same bytes, so the SHA-256 recorded at generation can be reproduced. Another contract drawn
 * alike (the receipt sale contract) gives its own template and `title`.
 * Throws UnknownPlaceholderError for a template with names the sales contract does not know.
 */
export async function renderSalesContractPdf(input: SalesContractInput): Promise<Buffer> {
  const labels = contractLabels(input.language);
  const title = input.title || labels.title;
  const document = buildContractDocument(
    input.template ?? (input.language === 'en' ? SALES_CONTRACT_TEMPLATE_EN : SALES_CONTRACT_TEMPLATE),
    SALES_CONTRACT_PLACEHOLDERS,
    salesContractValues(input),
    labels.articleHeading,
  );
  const doc = createContractDocument({
    title: `${title} ${input.contractNo}`,
    subject: labels.subject(input.orderNo),
    creationDate: input.generatedAt,
    lang: labels.pdfLang,
  });
  const bytes = documentBytes(doc);
  drawTitle(doc, input, labels, title);
  drawBlocks(doc, document.preamble, input, labels);
  for (const article of document.articles) {
    doc.moveDown(0.3);
    ensureSpace(doc, HEADING_KEEP);
    doc
      .font(BOLD_FONT)
      .fontSize(11)
      .text(article.heading, PAGE_MARGINS.left, doc.y, { width: contentWidth(doc) });
    doc.moveDown(0.2);
    drawBlocks(doc, article.blocks, input, labels);
  }
  drawSignatureBlock(doc, input.seller, input.sellerSignature, input.buyer, input.buyerSignature, labels.parties);
  if (input.evidencePage) drawEvidencePage(doc, input.evidencePage, labels.evidence);
  drawPageFurniture(doc, title, input.contractNo, labels);
  doc.end();
  return bytes;
}
