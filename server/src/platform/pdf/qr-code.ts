import QRCode from 'qrcode';

/**
 * Draws a QR code of `text` as vector squares at (x, y), `size` points wide: sharp at any zoom and in print, with
 * no image to embed. Medium error correction, as gates' scanners read a printed, folded page.
 */
export function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const cell = size / count;
  doc.save();
  doc.rect(x - cell * 2, y - cell * 2, size + cell * 4, size + cell * 4).fill('#ffffff');
  doc.fillColor('#000000');
  for (let row = 0; row < count; row += 1)
    for (let col = 0; col < count; col += 1) if (qr.modules.get(row, col)) doc.rect(x + col * cell, y + row * cell, cell, cell);
  doc.fill();
  doc.restore();
}
