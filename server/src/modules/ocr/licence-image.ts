import { PNG } from 'pngjs';
import QRCode from 'qrcode';

export interface LicenceFacts {
  creditCode: string;
  name: string;
  legalPerson: string;
  registeredAddress: string;
  /** 成立日期, YYYY-MM-DD. */
  establishmentDate?: string;
}

/** The text a generated licence's QR code carries: labelled lines that /ocr/upload reads back. */
export const licenceQrText = (facts: LicenceFacts) =>
  [
    `统一社会信用代码:${facts.creditCode}`,
    `名称:${facts.name}`,
    `法定代表人:${facts.legalPerson}`,
    `住所:${facts.registeredAddress}`,
    ...(facts.establishmentDate ? [`成立日期:${facts.establishmentDate}`] : []),
  ].join('\n');

const RED = [200, 30, 30] as const;

/**
 * A stand-in business licence (营业执照) scan for demo data and tests: a white page in a red
 * double frame with the licence's QR code in its lower right corner. PNG, pure JS.
 */
export async function makeLicenceImage(facts: LicenceFacts, size = { width: 1000, height: 700 }): Promise<Buffer> {
  const { width, height } = size;
  const png = new PNG({ width, height });
  png.data.fill(255);
  const paint = (x: number, y: number, rgb: readonly [number, number, number]) => {
    const i = (y * width + x) * 4;
    png.data[i] = rgb[0];
    png.data[i + 1] = rgb[1];
    png.data[i + 2] = rgb[2];
    png.data[i + 3] = 255;
  };
  const frame = (inset: number, thickness: number) => {
    for (let t = 0; t < thickness; t++) {
      for (let x = inset + t; x < width - inset - t; x++) {
        paint(x, inset + t, RED);
        paint(x, height - inset - t - 1, RED);
      }
      for (let y = inset + t; y < height - inset - t; y++) {
        paint(inset + t, y, RED);
        paint(width - inset - t - 1, y, RED);
      }
    }
  };
  frame(20, 6);
  frame(34, 2);

  const qr = QRCode.create(licenceQrText(facts), { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const scale = Math.max(3, Math.floor(220 / (modules + 8)));
  const quiet = 4 * scale;
  const side = modules * scale + 2 * quiet;
  const left = width - 60 - side;
  const top = height - 60 - side;
  for (let r = 0; r < modules; r++) {
    for (let c = 0; c < modules; c++) {
      if (!qr.modules.get(r, c)) continue;
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) paint(left + quiet + c * scale + dx, top + quiet + r * scale + dy, [0, 0, 0]);
      }
    }
  }
  return PNG.sync.write(png);
}
