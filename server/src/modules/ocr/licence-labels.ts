import type { OcrLicenceField } from '@hgsc/contracts';

/** The labels a business licence prints before each field; where one label holds another, both are listed. */
const FIELD_LABELS: [OcrLicenceField, string[]][] = [
  ['creditCode', ['统一社会信用代码', '社会信用代码']],
  ['name', ['企业名称', '单位名称', '名称']],
  ['legalPerson', ['执行事务合伙人', '法定代表人', '负责人', '经营者', '投资人']],
  ['registeredAddress', ['主要经营场所', '经营场所', '营业场所', '注册地址', '住所']],
  ['establishmentDate', ['成立日期', '注册日期']],
];
/** The licence's other labels: each ends the value printed before it, as when two columns are read as one row. */
const OTHER_LABELS = [
  '类型',
  '注册资本',
  '出资额',
  '营业期限',
  '合伙期限',
  '经营期限',
  '经营范围',
  '登记机关',
  '组成形式',
  '注册号',
  '证照编号',
  '发照日期',
  '核准日期',
];

/**
 * Between a label's characters OCR may put spaces (labels are printed spread out), a stray mark read
 * in the gap, or a line break (a label split over two lines).
 */
const GAP = '[ \\t。.,，、·\'"“”]*(?:\\n[ \\t]*)?';

export interface Label {
  field: OcrLicenceField | undefined;
  start: number;
  end: number;
  /** Longer labels, and exact readings over ones with a misread character, win where matches overlap. */
  rank: number;
}

interface LabelPattern {
  field: OcrLicenceField | undefined;
  pattern: RegExp;
  rank: number;
}

/**
 * Each label as a pattern that allows the gaps above; a label of four characters or more also matches
 * with any one character misread (法定代表入), since no two labels are that close.
 */
function labelPatterns(): LabelPattern[] {
  const labels: [OcrLicenceField | undefined, string][] = [
    ...FIELD_LABELS.flatMap(([field, names]) => names.map((name) => [field, name] as [OcrLicenceField, string])),
    ...OTHER_LABELS.map((name) => [undefined, name] as [undefined, string]),
  ];
  return labels.flatMap(([field, name]) => {
    const chars = [...name];
    const exact = { field, pattern: new RegExp(chars.join(GAP), 'g'), rank: chars.length * 2 + 1 };
    if (chars.length === 2 && field) {
      // 名　　称 and 住　　所 are printed spread out at the start of a row: so spread, one of the two may be misread (国 称).
      const [first, second] = chars;
      const spread = `(?<=^|\\n)[ \\t]*(?:\\p{Script=Han}[ \\t]+${second}|${first}[ \\t]+\\p{Script=Han})(?=[ \\t:])`;
      return [exact, { field, pattern: new RegExp(spread, 'gu'), rank: 4 }];
    }
    if (chars.length < 4) return [exact];
    const misread = chars.map((_, i) => ({
      field,
      pattern: new RegExp(chars.map((c, j) => (j === i ? '[^\\s:;]' : c)).join(GAP), 'g'),
      rank: chars.length * 2,
    }));
    return [exact, ...misread];
  });
}

const PATTERNS = labelPatterns();

/** Every label in the text, where two overlap the longer or exact one, in the order they are printed. */
export function findLabels(text: string): Label[] {
  const found: Label[] = [];
  for (const { field, pattern, rank } of PATTERNS) {
    for (const match of text.matchAll(pattern))
      found.push({ field, start: match.index, end: match.index + match[0].length, rank });
  }
  found.sort((a, b) => a.start - b.start || b.rank - a.rank);
  const kept: Label[] = [];
  for (const label of found) {
    const overlapping = kept.filter((k) => label.start < k.end && k.start < label.end);
    if (overlapping.some((k) => k.rank >= label.rank)) continue;
    for (const k of overlapping) kept.splice(kept.indexOf(k), 1);
    kept.push(label);
  }
  return kept.sort((a, b) => a.start - b.start);
}
