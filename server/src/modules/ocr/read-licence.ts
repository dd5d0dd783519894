import { isValidCreditCode, OCR_LICENCE_FIELDS, type OcrLicenceField, type OcrResult } from '@hgsc/contracts';
import jsQR from 'jsqr';
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

/** Letters a credit code never contains (GB 32100 leaves out I, O, Z, S, V), read as the digits they look like. */
const LOOKALIKE: Record<string, string> = { O: '0', I: '1', Z: '2', S: '5' };
/** What OCR may have misread a character of a printed code as: the alternatives tried when the plain reading fails. */
const ALTERNATIVES: Record<string, string[]> = { O: ['0'], I: ['1', '9', 'J'], Z: ['2'], S: ['5', '8'], V: ['U', 'Y'] };
/** Code characters OCR reads as another code character (a printed J comes back as 7): both readings are tried. */
const MISREAD_AS: Record<string, string[]> = { '7': ['J'] };
/** Pairs of look-alike characters: OCR sometimes reads one glyph as both (8 → "8B"). */
const TWINS = new Set(['0D', '0Q', '1L', '4A', '6G', '8B', '2Z', '0O', '1I', '9I', '5S', '8S']);
const twins = (a = '', b = '') => TWINS.has(a + b) || TWINS.has(b + a);

function validWindows(text: string, into: Set<string>) {
  for (let i = 0; i + 18 <= text.length; i++) {
    const code = text.slice(i, i + 18);
    if (isValidCreditCode(code)) into.add(code);
  }
}

/**
 * The readings of an OCR run that differ by the usual misreadings: a character outside the code
 * alphabet replaced by what it looks like, or dropped as a stray; a character dropped that doubles
 * its look-alike neighbour. At most a few hundred variants.
 */
function repairs(run: string): string[] {
  let variants = [''];
  for (let i = 0; i < run.length; i++) {
    const c = run[i] as string;
    const options = ALTERNATIVES[c]
      ? [...(ALTERNATIVES[c] ?? []), '']
      : MISREAD_AS[c]
        ? [c, ...(MISREAD_AS[c] ?? [])]
        : twins(c, run[i - 1]) || twins(c, run[i + 1])
          ? [c, '']
          : [c];
    if (options.length > 1 && variants.length * options.length > 512) return [];
    variants = variants.flatMap((v) => options.map((o) => v + o));
  }
  return variants;
}

/**
 * The first valid unified social credit code in a text: runs of 18 or more code characters are
 * searched for an 18-character window whose check digit holds. `lenient` (printed text read by
 * OCR) also ignores spaces inside a line, reads O/I/Z/S as 0/1/2/5 and, when that finds nothing,
 * tries the usual misreadings — accepting a repaired code only when exactly one reading is valid,
 * so the check digit still vouches for it.
 */
export function findCreditCode(text: string, lenient = false): string | undefined {
  const lines = lenient ? text.split(/\r?\n/).map((line) => line.replace(/[\s\-–·.]/g, '')) : [text.toUpperCase()];
  const runs = lines.flatMap((line) => line.match(/[0-9A-Z]{17,}/g) ?? []);
  for (const run of runs) {
    const found = new Set<string>();
    validWindows(lenient ? run.replace(/[OIZS]/g, (c) => LOOKALIKE[c] ?? c) : run, found);
    const [first] = found;
    if (first) return first;
  }
  if (!lenient) return undefined;
  for (const run of runs) {
    const found = new Set<string>();
    for (const variant of repairs(run)) validWindows(variant, found);
    if (found.size === 1) return [...found][0];
  }
  return undefined;
}

const LABELS: [Exclude<OcrLicenceField, 'creditCode'>, RegExp][] = [
  ['name', /^(?:企业名称|单位名称|名称|name)\s*[:：]\s*(.+)$/i],
  ['legalPerson', /^(?:法定代表人|负责人|经营者|执行事务合伙人|legal\s*person)\s*[:：]\s*(.+)$/i],
  ['registeredAddress', /^(?:住所|注册地址|经营场所|主要经营场所|地址|address)\s*[:：]\s*(.+)$/i],
];

/** The labelled fields a licence QR code may carry (名称：…, 法定代表人：…, 住所：…) and its credit code. */
export function parseQrText(text: string): OcrResult['fields'] {
  const fields: OcrResult['fields'] = {};
  const creditCode = findCreditCode(text);
  if (creditCode) fields.creditCode = creditCode;
  for (const line of text.split(/[\r\n;；]+/).map((l) => l.trim())) {
    for (const [field, pattern] of LABELS) {
      const value = pattern.exec(line)?.[1]?.trim();
      if (value && !fields[field]) fields[field] = value.slice(0, 200);
    }
  }
  return fields;
}

export interface TextReader {
  read(image: Buffer): Promise<string>;
}

/**
 * What can be read offline from a business licence image: the QR code first (the credit code and
 * any labelled fields it carries), then the printed credit code by OCR when the QR code gave none.
 * Nothing leaves the machine. `missing` lists the licence fields still to type. The pixels are the
 * image's, decoded in full beforehand: the OCR engine is given only an image that decodes.
 */
export async function readLicence(
  image: { bytes: Buffer; pixels: Pixels },
  textReader: TextReader,
  onError: (error: unknown) => void = () => {},
): Promise<OcrResult> {
  const fields: OcrResult['fields'] = {};
  const sources: OcrResult['sources'] = {};
  const qrText = readQrCode(image.pixels);
  if (qrText) {
    for (const [field, value] of Object.entries(parseQrText(qrText)) as [OcrLicenceField, string][]) {
      fields[field] = value;
      sources[field] = 'qr';
    }
  }
  if (!fields.creditCode) {
    try {
      const creditCode = findCreditCode(await textReader.read(image.bytes), true);
      if (creditCode) {
        fields.creditCode = creditCode;
        sources.creditCode = 'text';
      }
    } catch (error) {
      // An image the OCR engine cannot read is answered like one without a code.
      onError(error);
    }
  }
  const missing = OCR_LICENCE_FIELDS.filter((field) => !fields[field]);
  return { fields, missing, sources };
}
