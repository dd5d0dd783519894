/** Licence images for the tests (not a test file itself): printed text drawn with a real font, QR codes. */
import { createRequire } from 'node:module';
import { PassThrough } from 'node:stream';
import * as PImage from 'pureimage';
import { drawLicence, type LicenceLayout } from './licence-drawing.ts';
import { LICENCE_SAMPLES } from './licence-samples.ts';

const require = createRequire(import.meta.url);
let fontLoaded: Promise<void> | undefined;

function loadFont() {
  fontLoaded ??= PImage.registerFont(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSerif.ttf'), 'DejaVu Serif').load();
  return fontLoaded;
}

async function encode(image: ReturnType<typeof PImage.make>, as: 'png' | 'jpeg'): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const sink = new PassThrough();
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  if (as === 'png') await PImage.encodePNGToStream(image, sink);
  else await PImage.encodeJPEGToStream(image, sink, 95);
  return Buffer.concat(chunks);
}

/**
 * A licence-like page with printed Latin lines in a serif face, as licences print their credit code, and no QR code, as PNG or
 * JPEG, for reading by OCR.
 */
export async function printedLicence(lines: string[], as: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  await loadFont();
  const image = PImage.make(1100, 160 + lines.length * 90);
  const g = image.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, image.width, image.height);
  g.fillStyle = '#c81e1e';
  g.fillRect(20, 20, image.width - 40, 6);
  g.fillStyle = '#000000';
  g.font = '36pt DejaVu Serif';
  for (const [i, line] of lines.entries()) g.fillText(line, 80, 130 + i * 90);
  return encode(image, as);
}

/** A page with nothing to read: a framed empty sheet. */
export async function blankPage(): Promise<Buffer> {
  const image = PImage.make(600, 400);
  const g = image.getContext('2d');
  g.fillStyle = '#f4f4f4';
  g.fillRect(0, 0, 600, 400);
  g.fillStyle = '#c81e1e';
  g.fillRect(40, 40, 520, 4);
  return encode(image, 'png');
}

/** A printed Chinese licence of licence-samples.ts, its layout changed as asked: the image and what it prints. */
export function sampleLicence(id: string, layout: Partial<LicenceLayout> = {}) {
  const sample = LICENCE_SAMPLES.find((s) => s.id === id);
  if (!sample) throw new Error(`no sample licence ${id}`);
  const drawn = { ...sample.layout, ...layout };
  return { licence: sample.licence, layout: drawn, image: drawLicence(sample.licence, drawn) };
}
