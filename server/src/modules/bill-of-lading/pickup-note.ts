import {
  type Bill,
  billStatusLabelKey,
  chinaDate,
  formatDecimal,
  gradeWords,
  type Language,
  maskResidentId,
  translate,
} from '@hgsc/contracts';
import type { AppContext } from '../../platform/context.ts';
import { wrongState } from '../../platform/http/app-error.ts';
import { publicUrl } from '../../platform/http/public-url.ts';
import {
  BODY_FONT,
  BOLD_FONT,
  contentWidth,
  createContractDocument,
  documentBytes,
  labelledRow,
  MUTED,
  PAGE_MARGINS,
} from '../../platform/pdf/pdf-page.ts';
import { drawQrCode } from '../../platform/pdf/qr-code.ts';
import { readBill } from './bill-access.ts';

/** Where the gate's scan of a pick-up note leads: the keeper's board, opened on the bill. */
export const pickupBoardPath = (code: string) => `/manage/pickupBoard?code=${encodeURIComponent(code)}`;

const quantityOf = (value: string, unit: string) => `${formatDecimal(value) ?? value} ${unit}`;

/**
 * The pick-up note (提货单) as a PDF: who collects what, where and when, the vehicle and crew the gate must match (the
 * identity numbers masked: the gate reads the card itself), the pick-up code large, and the QR code the gate scans.
 * A finished bill's note also lists its weighbridge tickets.
 */
export async function drawPickupNote(bill: Bill, scanUrl: string, lang: Language, drawnAt = new Date()): Promise<Buffer> {
  const t = (key: Parameters<typeof translate>[0], params?: Record<string, string | number>) => translate(key, lang, params);
  const doc = createContractDocument({
    title: `${t('pickupNote.title')} ${bill.billNo}`,
    subject: 'bill of lading',
    creationDate: drawnAt,
  });
  const bytes = documentBytes(doc);
  const left = PAGE_MARGINS.left;
  const width = contentWidth(doc);
  const code = bill.pickupCode ?? '';

  doc
    .font(BOLD_FONT)
    .fontSize(22)
    .fillColor('#000000')
    .text(t('pickupNote.title'), left, PAGE_MARGINS.top, { width, align: 'center' });
  doc.moveDown(0.5);
  doc
    .font(BODY_FONT)
    .fontSize(10.5)
    .text(`${t('pickupNote.billNo')}：${bill.billNo}    ${bill.statusLabel}`, { width });
  doc.moveDown(0.4);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor('#000000')
    .lineWidth(1)
    .stroke();
  doc.moveDown(0.6);

  const { crew } = bill;
  const lines: [string, string][] = [
    [t('pickupNote.receiptNo'), bill.receiptNo],
    [t('pickupNote.holder'), bill.holderCompanyName],
    [t('pickupNote.warehouse'), `${bill.warehouseName}（${bill.warehouseCode}）· ${bill.keeperCompanyName}`],
    [t('pickupNote.address'), bill.warehouseAddress],
    [t('pickupNote.contact'), bill.warehouseContact],
    [t('pickupNote.goods'), `${bill.productName} ${gradeWords(bill.grade, lang)} · ${bill.packingLabel}`],
    [
      t('pickupNote.hazard'),
      bill.hazardClass ? t('pickupNote.hazardClass', { hazardClass: bill.hazardClass, un: bill.unNumber ?? '' }).trim() : '—',
    ],
    [t('pickupNote.batch'), bill.batchNo],
    [t('pickupNote.quantity'), quantityOf(bill.quantity, bill.unit) + (bill.pieces > 0 ? ` · ${bill.pieces}` : '')],
    [t('pickupNote.schedule'), `${bill.scheduledDate ?? ''} ${bill.slotLabel ?? ''}`],
    [t('pickupNote.dock'), bill.dock ?? '—'],
    [t('pickupNote.vehicle'), crew.plate],
    [t('pickupNote.permit'), crew.transportPermitNo ?? '—'],
    [
      t('pickupNote.driver'),
      `${crew.driverName} ${maskResidentId(crew.driverIdNumber)} ${crew.driverPhone}${crew.driverQualificationNo ? ` · ${t('pickupNote.qualification', { no: crew.driverQualificationNo })}` : ''}`,
    ],
    [
      t('pickupNote.escort'),
      crew.escortName
        ? `${crew.escortName} ${crew.escortIdNumber ? maskResidentId(crew.escortIdNumber) : ''} ${crew.escortPhone ?? ''}${crew.escortQualificationNo ? ` · ${t('pickupNote.qualification', { no: crew.escortQualificationNo })}` : ''}`
        : '—',
    ],
  ];
  const qrSize = 140;
  const rowsWidth = width - qrSize - 20;
  const top = doc.y;
  // English labels run longer (Road transport permit): a wider label column keeps each on its line.
  for (const [label, value] of lines) labelledRow(doc, label, value, left, rowsWidth, lang === 'en' ? 130 : 92);
  const rowsEnd = doc.y;

  const qrLeft = left + width - qrSize;
  drawQrCode(doc, scanUrl, qrLeft, top, qrSize);
  doc
    .font(BODY_FONT)
    .fontSize(9)
    .fillColor(MUTED)
    .text(t('pickupNote.code'), qrLeft, top + qrSize + 6, { width: qrSize, align: 'center' });
  doc
    .font(BOLD_FONT)
    .fontSize(20)
    .fillColor('#000000')
    .text(code, qrLeft, doc.y + 2, { width: qrSize, align: 'center', characterSpacing: 2 });
  const qrEnd = doc.y;

  doc.y = Math.max(rowsEnd, qrEnd) + 12;
  if (bill.tickets.length > 0) {
    doc.font(BOLD_FONT).fontSize(10.5).fillColor('#000000').text(t('pickupNote.tickets'), left, doc.y, { width });
    doc.moveDown(0.3);
    for (const ticket of bill.tickets)
      labelledRow(
        doc,
        ticket.ticketNo,
        `${ticket.plate} · ${quantityOf(ticket.grossWeight, bill.unit)} − ${quantityOf(ticket.tareWeight, bill.unit)} = ${quantityOf(ticket.netWeight, bill.unit)}${ticket.pieces > 0 ? ` · ${ticket.pieces}` : ''}`,
        left,
        width,
        120,
      );
    if (bill.finishedAt && bill.pickedQuantity)
      doc
        .font(BODY_FONT)
        .fontSize(9.5)
        .text(
          t('pickupNote.finished', {
            date: chinaDate(new Date(bill.finishedAt)),
            quantity: quantityOf(bill.pickedQuantity, bill.unit),
          }),
          left,
          doc.y,
          {
            width,
          },
        );
    doc.moveDown(0.6);
  }
  doc.font(BODY_FONT).fontSize(9).fillColor(MUTED).text(t('pickupNote.scan'), left, doc.y, { width });
  doc.text(t('pickupNote.issued', { date: chinaDate(drawnAt) }), { width });
  doc.end();
  return bytes;
}

/** /wr/bill/lading/download: the note of a scheduled or finished bill, to its holder and its keeper. */
export async function downloadPickupNote(ctx: AppContext, companyId: number, id: number, lang: Language) {
  const bill = await readBill(ctx.db, id, { companyId }, lang);
  if (!bill.pickupCode || (bill.status !== 'scheduled' && bill.status !== 'finished'))
    throw wrongState('bill.noteNotReady', { status: translate(billStatusLabelKey(bill.status), lang) });
  const pdf = await drawPickupNote(bill, publicUrl(ctx.config, pickupBoardPath(bill.pickupCode)), lang);
  return {
    bytes: pdf,
    fileName: `提货单-${bill.billNo}.pdf`,
    asciiName: `pickup-note-${bill.billNo}.pdf`,
    mime: 'application/pdf',
  };
}
