import { encodePng } from './png.ts';
import { Canvas, ellipse, line, outline, type Rgb, rect } from './raster.ts';

const BANK: Rgb = [22, 82, 158];
const RULE: Rgb = [196, 202, 212];
const LABEL: Rgb = [120, 126, 136];
const VALUE: Rgb = [60, 64, 72];
const SEAL: Rgb = [208, 36, 40];

/** The receipt is the same for every demo payment: drawn once per process. */
let cached: Buffer | undefined;

/**
 * A stand-in scan of a bank's 电子回单 (the transfer slip a buyer uploads as its payment proof): the
 * bank's blue title band, a ruled table with bars where payer, payee and amount would be written, and
 * the bank's red oval 回单专用章. PNG.
 */
export function paymentReceiptPng(): Buffer {
  cached ??= drawReceipt();
  return cached;
}

function drawReceipt(): Buffer {
  const [width, height] = [640, 400];
  const canvas = new Canvas(width, height).paintRows(() => [251, 251, 248]);
  canvas.fill(rect(0, 0, width, 58), BANK);
  canvas.fill(line(230, 29, 410, 29, 12), [255, 255, 255]);
  canvas.fill(outline(rect(28, 82, width - 28, height - 34), 2), RULE);
  for (let i = 1; i < 6; i += 1) canvas.fill(line(28, 82 + i * 47, width - 28, 82 + i * 47, 1.5), RULE);
  canvas.fill(line(150, 82, 150, height - 34, 1.5), RULE);
  for (let i = 0; i < 6; i += 1) {
    const y = 105 + i * 47;
    canvas.fill(line(48, y, 128, y, 6), LABEL);
    canvas.fill(line(172, y, i === 4 ? 330 : i % 2 === 0 ? 520 : 440, y, i === 4 ? 8 : 5), VALUE);
  }
  const [cx, cy] = [500, 318];
  canvas.fill(outline(ellipse(cx, cy, 72, 46), 5), SEAL, { opacity: 0.85 });
  canvas.fill(outline(ellipse(cx, cy, 60, 35), 1.5), SEAL, { opacity: 0.85 });
  canvas.fill(line(cx - 34, cy, cx + 34, cy, 5), SEAL, { opacity: 0.85 });
  return encodePng(canvas.image());
}
