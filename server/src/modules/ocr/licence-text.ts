import type { OcrLicenceField, OcrResult } from '@hgsc/contracts';
import { findCreditCode } from './credit-code.ts';
import { parseLicenceDate } from './licence-date.ts';
import { findLabels, type Label } from './licence-labels.ts';

/** A run of spaces this long is a gap between columns or between a label and its value, not a space inside a value. */
const COLUMN_GAP = /[ \t]{3,}/;

/** Full-width digits, letters and punctuation (but the brackets of company names) as ASCII, the ideographic space as a space. */
function normalize(text: string): string {
  return text
    .replace(/[\uFF01-\uFF5E]/g, (c) => ('（）'.includes(c) ? c : String.fromCharCode((c.codePointAt(0) ?? 0) - 0xfee0)))
    .replace(/\u3000/g, ' ')
    .replace(/\r/g, '');
}

/** A value without the spaces OCR puts between Chinese characters; a space between two Latin words or numbers stays. */
function compact(value: string): string {
  return value
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/ (?![A-Za-z0-9])|(?<![A-Za-z0-9]) /g, '');
}

const LEADING_MARKS = /^[\s:;.,，。、|丨_~—\-'"“”‘’]+/;
const TRAILING_MARKS = /[\s:;.,，。、|丨_~—\-'"“”‘’]+$/;

const clip = (part: string) => part.replace(LEADING_MARKS, '').replace(TRAILING_MARKS, '');

/**
 * The label's value on its own line (up to the next label or column gap), then what the two lines
 * below hold in the label's column: the value carried on, or the whole value when the label's line
 * holds none. A label with text before it on its line is in the right-hand column: its part of a
 * line below is the last one, and starts right of the left-hand column's text.
 */
function segmentsAfter(text: string, label: Label, labels: Label[]): string[] {
  const lineStart = text.lastIndexOf('\n', label.start - 1) + 1;
  const labelColumn = label.start - lineStart;
  const rightColumn = text.slice(lineStart, label.start).trim() !== '';
  const lineEndOf = (from: number) => {
    const end = text.indexOf('\n', from);
    return end === -1 ? text.length : end;
  };
  const end = lineEndOf(label.end);
  const nextLabel = labels.find((l) => l.start >= label.end && l.start < end);
  const segments = [
    clip(
      text
        .slice(label.end, nextLabel ? nextLabel.start : end)
        .replace(LEADING_MARKS, '')
        .split(COLUMN_GAP)[0] ?? '',
    ),
  ];
  let position = end + 1;
  while (segments.length < 3 && position < text.length) {
    const lineEnd = lineEndOf(position);
    const line = text.slice(position, lineEnd);
    const labelHere = labels.find((l) => l.start >= position && l.start < lineEnd);
    let part = '';
    if (rightColumn) {
      // A label further along this line starts the right-hand column's next row.
      const parts = labelHere ? [] : line.split(COLUMN_GAP);
      const last = parts.at(-1) ?? '';
      if (parts.length > 0 && line.lastIndexOf(last) >= labelColumn / 2) part = last;
    } else if (!labelHere || text.slice(position, labelHere.start).trim() !== '') {
      // A line that starts with a label is that label's; text far to the right is the right-hand column's.
      const before = labelHere ? text.slice(position, labelHere.start) : line;
      const indent = before.length - before.trimStart().length;
      if (indent <= labelColumn + 12) part = before.trimStart().split(COLUMN_GAP)[0] ?? '';
    }
    segments.push(clip(part));
    position = lineEnd + 1;
  }
  return segments;
}

/** Lines past the first that carry on a value printed over several lines, until one reads as complete. */
function continued(segments: string[], complete: RegExp, clean: (value: string) => string): string {
  let value = clean(segments[0] ?? '');
  const rest = value
    ? segments.slice(1)
    : segments
        .slice(1)
        .filter((s) => s.trim())
        .slice(0, 2);
  if (!value) value = clean(rest.shift() ?? '');
  for (const more of rest) {
    if (!value || complete.test(value) || !more.trim()) break;
    value += clean(more);
  }
  return value;
}

/** Company names print full-width brackets; OCR reads them as half-width ones, or as 〈 and 《. */
const asChineseBrackets = (value: string) =>
  value
    .replace(/[(〈《]/g, '（')
    .replace(/[)〉》]/g, '）')
    .replace(/（（/g, '（')
    .replace(/））/g, '）');
const hasChinese = (value: string) => /\p{Script=Han}/u.test(value);

/** A company name ends so; a longer one printed over two lines is carried on until it does. */
const NAME_END = /(公司|厂|店|社|部|中心|企业|事务所|合作社|商行|经营部|门市|（[^）]*合伙）|分公司)$/;
/** An address ends so, more often than not; until then its next line carries it on. */
const ADDRESS_END = /[号室楼层座幢栋户房院侧村组]$/;

const VALUE_READERS: Record<OcrLicenceField, (segments: string[]) => string | undefined> = {
  creditCode: (segments) => findCreditCode(segments.slice(0, 2).join('\n'), true),
  name: (segments) => {
    const name = asChineseBrackets(continued(segments, NAME_END, compact));
    return name.length >= 4 && hasChinese(name) ? name : undefined;
  },
  legalPerson: (segments) => {
    const first = compact(segments[0] || segments.find((s) => s.trim()) || '');
    return /^(?:[\p{Script=Han}·•]{2,15}|[A-Za-z][A-Za-z .'-]{1,40})/u.exec(first)?.[0]?.trim();
  },
  registeredAddress: (segments) => {
    const address = asChineseBrackets(continued(segments, ADDRESS_END, compact));
    return address.length >= 5 && hasChinese(address) ? address : undefined;
  },
  establishmentDate: (segments) => parseLicenceDate(segments.slice(0, 2).join(' ')),
};

/**
 * The fields of a business licence's printed text as OCR reads it: each found after its label
 * (名称, 统一社会信用代码, 法定代表人/负责人/经营者, 住所/经营场所/注册地址, 成立日期/注册日期), its
 * value up to the next label, a column gap or the line's end, or on the next line when the label's
 * line holds none. OCR noise is allowed for: spaces between characters, full-width marks, labels split
 * over two lines or with one character misread. A field whose value does not read as one is left out.
 */
export function parseLicenceText(raw: string): OcrResult['fields'] {
  const text = normalize(raw);
  const labels = findLabels(text);
  const fields: OcrResult['fields'] = {};
  for (const label of labels) {
    if (!label.field || fields[label.field]) continue;
    const value = VALUE_READERS[label.field](segmentsAfter(text, label, labels));
    if (value) fields[label.field] = value.slice(0, 200);
  }
  // A code printed without its label (or with a label OCR lost) is still vouched for by its check digit.
  if (!fields.creditCode) {
    const creditCode = findCreditCode(text, true);
    if (creditCode) fields.creditCode = creditCode;
  }
  return fields;
}
