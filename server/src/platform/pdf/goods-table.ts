import { formatDecimal } from '@hgsc/contracts';
import { type ContractLabels, contractLabels } from './contract-labels.ts';
import { BODY_FONT, BOLD_FONT, contentBottom, PAGE_MARGINS } from './pdf-page.ts';
import type { ContractItem } from './sales-contract-input.ts';

/** A quantity as the web shows it: the digits it needs, grouped (40.0000 → 40, 1234.5000 → 1,234.5). */
export const printedQuantity = (quantity: string): string => formatDecimal(quantity) ?? quantity;
/** Money with two decimals and thousands separators (98000 → 98,000.00), read as a string, never a float. */
export const printedAmount = (amount: string): string => formatDecimal(amount, 2) ?? amount;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'center' | 'right';
  cell: (item: ContractItem, index: number) => string;
}

/** 495.28 pt wide: A4 minus the side margins. Headings in the contract's language. */
const columnsFor = (labels: ContractLabels['goods']): readonly Column[] => [
  { title: labels.index, width: 26, align: 'center', cell: (_item, index) => String(index + 1) },
  {
    title: labels.name,
    width: 96,
    align: 'left',
    cell: (item) =>
      item.dangerousGoods
        ? `${item.productName}\n${labels.dangerous} ${item.dangerousGoods.unNumber} ${item.dangerousGoods.hazardClass}`
        : item.productName,
  },
  { title: labels.cas, width: 60, align: 'left', cell: (item) => item.casNumber },
  { title: labels.grade, width: 58, align: 'left', cell: (item) => item.grade },
  { title: labels.packaging, width: 60, align: 'left', cell: (item) => item.packaging },
  { title: labels.unit, width: 30, align: 'center', cell: (item) => item.unit },
  { title: labels.quantity, width: 50, align: 'right', cell: (item) => printedQuantity(item.quantity) },
  { title: labels.unitPrice, width: 56, align: 'right', cell: (item) => printedAmount(item.unitPrice) },
  { title: labels.amount, width: 59.28, align: 'right', cell: (item) => printedAmount(item.amount) },
];

const FONT_SIZE = 9;
const PADDING = 4;
const BORDER = '#444444';

function rowHeight(doc: PDFKit.PDFDocument, texts: readonly string[], widths: readonly number[], font: string): number {
  doc.font(font).fontSize(FONT_SIZE);
  const heights = texts.map((text, i) => doc.heightOfString(text, { width: (widths[i] ?? 0) - 2 * PADDING }));
  return Math.max(...heights) + 2 * PADDING;
}

function drawRow(
  doc: PDFKit.PDFDocument,
  texts: readonly string[],
  columns: readonly Pick<Column, 'width' | 'align'>[],
  options: { font: string; fill?: string },
): void {
  const widths = columns.map((column) => column.width);
  const height = rowHeight(doc, texts, widths, options.font);
  const top = doc.y;
  let x = PAGE_MARGINS.left;
  columns.forEach((column, i) => {
    if (options.fill) doc.rect(x, top, column.width, height).fill(options.fill);
    doc.rect(x, top, column.width, height).lineWidth(0.5).strokeColor(BORDER).stroke();
    doc
      .font(options.font)
      .fontSize(FONT_SIZE)
      .fillColor('black')
      .text(texts[i] ?? '', x + PADDING, top + PADDING, { width: column.width - 2 * PADDING, align: column.align });
    x += column.width;
  });
  doc.x = PAGE_MARGINS.left;
  doc.y = top + height;
}

function drawHeader(doc: PDFKit.PDFDocument, COLUMNS: readonly Column[]): void {
  drawRow(
    doc,
    COLUMNS.map((column) => column.title),
    COLUMNS.map((column) => ({ width: column.width, align: 'center' as const })),
    { font: BOLD_FONT, fill: '#eeeeee' },
  );
}

/**
 * The table of goods: long names wrap inside their cell; a row that does not fit goes to the next
 * page, where the column headings are repeated. Ends with the total row.
 */
export function drawGoodsTable(
  doc: PDFKit.PDFDocument,
  items: readonly ContractItem[],
  totalAmount: string,
  labels: ContractLabels['goods'] = contractLabels('zh').goods,
  /** The buyer's remark of the order (留言给卖家, delivery wishes), printed under the total when there is one. */
  buyerRemark?: string | null,
): void {
  const total = printedAmount(totalAmount);
  const COLUMNS = columnsFor(labels);
  const widths = COLUMNS.map((column) => column.width);
  const headerHeight = rowHeight(
    doc,
    COLUMNS.map((column) => column.title),
    widths,
    BOLD_FONT,
  );
  const firstRowHeight = items[0]
    ? rowHeight(
        doc,
        COLUMNS.map((c) => c.cell(items[0] as ContractItem, 0)),
        widths,
        BODY_FONT,
      )
    : 0;
  if (doc.y + headerHeight + firstRowHeight > contentBottom(doc)) doc.addPage();
  drawHeader(doc, COLUMNS);
  items.forEach((item, index) => {
    const texts = COLUMNS.map((column) => column.cell(item, index));
    if (doc.y + rowHeight(doc, texts, widths, BODY_FONT) > contentBottom(doc)) {
      doc.addPage();
      drawHeader(doc, COLUMNS);
    }
    drawRow(doc, texts, COLUMNS, { font: BODY_FONT });
  });
  const labelWidth = widths.slice(0, -1).reduce((sum, width) => sum + width, 0);
  const totalColumns = [
    { width: labelWidth, align: 'right' as const },
    { width: widths.at(-1) ?? 0, align: 'right' as const },
  ];
  if (
    doc.y +
      rowHeight(
        doc,
        [labels.total, total],
        totalColumns.map((c) => c.width),
        BOLD_FONT,
      ) >
    contentBottom(doc)
  ) {
    doc.addPage();
  }
  drawRow(doc, [labels.total, total], totalColumns, { font: BOLD_FONT });
  const remark = buyerRemark?.trim();
  if (remark) {
    const fullWidth = [{ width: labelWidth + (widths.at(-1) ?? 0), align: 'left' as const }];
    const text = `${labels.buyerRemark}${remark}`;
    if (doc.y + rowHeight(doc, [text], [fullWidth[0]?.width ?? 0], BODY_FONT) > contentBottom(doc)) doc.addPage();
    drawRow(doc, [text], fullWidth, { font: BODY_FONT });
  }
  doc.moveDown(0.5);
}
