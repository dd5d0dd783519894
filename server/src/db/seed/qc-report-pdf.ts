import {
  BODY_FONT,
  BOLD_FONT,
  contentWidth,
  createContractDocument,
  documentBytes,
  labelledRow,
  PAGE_MARGINS,
} from '../../platform/pdf/pdf-page.ts';

/** A demo QC report (质量检验报告) of a received batch, as a warehouse's lab would issue it: a real one-page PDF. */
export async function qcReportPdf(input: {
  productName: string;
  grade: string;
  batchNo: string;
  quantity: string;
  day: string;
  results: [string, string, string][];
}): Promise<Buffer> {
  const doc = createContractDocument({ title: `质量检验报告 ${input.batchNo}`, subject: 'QC report', creationDate: new Date() });
  const bytes = documentBytes(doc);
  const left = PAGE_MARGINS.left;
  const width = contentWidth(doc);
  doc.font(BOLD_FONT).fontSize(18).text('质 量 检 验 报 告', left, PAGE_MARGINS.top, { width, align: 'center' });
  doc.moveDown(1);
  for (const [label, value] of [
    ['样品名称', `${input.productName} ${input.grade}`],
    ['批号', input.batchNo],
    ['代表数量', `${input.quantity} 吨`],
    ['检验日期', input.day],
    ['检验依据', 'GB/T 338-2011'],
  ] as const)
    labelledRow(doc, label, value, left, width);
  doc.moveDown(0.6);
  doc.font(BOLD_FONT).fontSize(11).text('检验结果', left, doc.y, { width });
  doc.moveDown(0.3);
  for (const [item, standard, result] of input.results)
    labelledRow(doc, item, `标准 ${standard} · 实测 ${result} · 合格`, left, width, 120);
  doc.moveDown(0.8);
  doc.font(BODY_FONT).fontSize(10).text('结论：所检项目符合标准要求，判定合格。', left, doc.y, { width });
  doc.text('华东石化仓储物流有限公司 质检中心', { width, align: 'right' });
  doc.end();
  return bytes;
}
