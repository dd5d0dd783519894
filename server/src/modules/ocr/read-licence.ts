import { OCR_COMPANY_FIELDS, OCR_LICENCE_FIELDS, type OcrLicenceField, type OcrResult } from '@hgsc/contracts';
import jsQR from 'jsqr';
import { findCreditCode } from './credit-code.ts';
import { parseLicenceDate } from './licence-date.ts';
import { parseLicenceText } from './licence-text.ts';
import { downscale, type Pixels } from './pixels.ts';

/** Above this many pixels a photo is searched only at reduced scales (jsQR runs on the event loop). */
const FULL_SCALE_LIMIT = 6_000_000;

/** Finds the text of a QR code in an image, at reduced scale first for a large photo. */
export function readQrCode(pixels: Pixels): string | undefined {
  const attempts = [
    () => downscale(pixels, 1600),
    () => (pixels.width * pixels.height <= FULL_SCALE_LIMIT ? pixels : undefined),
    () => downscale(pixels, 800),
  ];
  const tried = new Set<Pixels>();
  for (const attempt of attempts) {
    const image = attempt();
    if (!image || tried.has(image)) continue;
    tried.add(image);
    const found = jsQR(image.data, image.width, image.height, { inversionAttempts: 'attemptBoth' });
    if (found?.data) return found.data;
  }
  return undefined;
}

const LABELS: [Exclude<OcrLicenceField, 'creditCode' | 'establishmentDate'>, RegExp][] = [
  ['name', /^(?:企业名称|单位名称|名称|name)\s*[:：]\s*(.+)$/i],
  ['legalPerson', /^(?:法定代表人|负责人|经营者|执行事务合伙人|legal\s*person)\s*[:：]\s*(.+)$/i],
  ['registeredAddress', /^(?:住所|注册地址|经营场所|主要经营场所|地址|address)\s*[:：]\s*(.+)$/i],
];
const DATE_LABEL = /^(?:成立日期|注册日期|established)\s*[:：]\s*(.+)$/i;

/** The labelled fields a licence QR code may carry (名称：…, 法定代表人：…, 住所：…, 成立日期：…) and its credit code. */
export function parseQrText(text: string): OcrResult['fields'] {
  const fields: OcrResult['fields'] = {};
  const creditCode = findCreditCode(text);
  if (creditCode) fields.creditCode = creditCode;
  for (const line of text.split(/[\r\n;；]+/).map((l) => l.trim())) {
    for (const [field, pattern] of LABELS) {
      const value = pattern.exec(line)?.[1]?.trim();
      if (value && !fields[field]) fields[field] = value.slice(0, 200);
    }
    const date = DATE_LABEL.exec(line)?.[1];
    if (date && !fields.establishmentDate) {
      const day = parseLicenceDate(date);
      if (day) fields.establishmentDate = day;
    }
  }
  return fields;
}

export interface TextReader {
  read(image: Buffer): Promise<string>;
}

/** The two readings of a licence's printed text: its Chinese text, and its credit code alone. */
export interface LicenceReaders {
  text: TextReader;
  code: TextReader;
}

/**
 * What can be read offline from a business licence image: the QR code first (a real licence's
 * carries a link with the credit code; ours carry labelled fields too), then, when it left a field
 * of the company's certification unread, the printed Chinese text, and last the credit code alone
 * when neither gave one: the English model restricted to a code's characters reads a code the
 * Chinese model misread. Nothing leaves the machine. The pixels are the image's, decoded in full
 * beforehand: the OCR engine is given only an image that decodes.
 */
export async function readLicence(
  image: { bytes: Buffer; pixels: Pixels },
  readers: LicenceReaders,
  onError: (error: unknown) => void = () => {},
): Promise<OcrResult> {
  const fields: OcrResult['fields'] = {};
  const sources: OcrResult['sources'] = {};
  const take = (found: OcrResult['fields'], source: 'qr' | 'text') => {
    for (const [field, value] of Object.entries(found) as [OcrLicenceField, string][]) {
      if (fields[field]) continue;
      fields[field] = value;
      sources[field] = source;
    }
  };
  const qrText = readQrCode(image.pixels);
  if (qrText) take(parseQrText(qrText), 'qr');
  try {
    // Seconds of CPU: not spent on the establishment date alone, which the company does not keep.
    if (OCR_COMPANY_FIELDS.some((field) => !fields[field])) take(parseLicenceText(await readers.text.read(image.bytes)), 'text');
    if (!fields.creditCode) {
      const creditCode = findCreditCode(await readers.code.read(image.bytes), true);
      if (creditCode) take({ creditCode }, 'text');
    }
  } catch (error) {
    // An image the OCR engine cannot read is answered with what the QR code gave.
    onError(error);
  }
  const missing = OCR_LICENCE_FIELDS.filter((field) => !fields[field]);
  return { fields, missing, sources };
}
