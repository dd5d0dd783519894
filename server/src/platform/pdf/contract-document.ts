import { fillPlaceholders, UnknownPlaceholderError, unknownPlaceholders } from './placeholders.ts';
import { GOODS_TABLE_PLACEHOLDER } from './sales-contract-template.ts';

/** A filled template, ready to be laid out: preamble paragraphs and numbered articles. */
export type ContractBlock = { kind: 'paragraph'; text: string } | { kind: 'goodsTable' };

export interface ContractArticle {
  /** 第一条 质量标准 */
  heading: string;
  blocks: ContractBlock[];
}

export interface ContractDocument {
  preamble: ContractBlock[];
  articles: ContractArticle[];
}

const CN_NUMERALS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'] as const;

/** 1 → 一, 10 → 十, 12 → 十二, 20 → 二十, 35 → 三十五 (articles rarely pass 99). */
export function chineseOrdinal(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 99) throw new RangeError(`Article number out of range: ${n}`);
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  const tensWords = tens === 0 ? '' : tens === 1 ? '十' : `${CN_NUMERALS[tens]}十`;
  return `${tensWords}${ones === 0 ? '' : CN_NUMERALS[ones]}`;
}

const HEADING_PREFIX = '## ';
const GOODS_TABLE_LINE = `{{${GOODS_TABLE_PLACEHOLDER}}}`;

/**
 * Fills a contract template (format in sales-contract-template.ts). Throws UnknownPlaceholderError
 * when the template uses a name outside `known`. Values may hold several paragraphs (one per line).
 */
export function buildContractDocument(
  template: string,
  known: readonly string[],
  values: Readonly<Record<string, string>>,
  /** How an article's heading is numbered: 第一条 … by default (an English contract: Article 1 …). */
  articleHeading: (number: number, title: string) => string = (number, title) => `第${chineseOrdinal(number)}条 ${title}`,
): ContractDocument {
  const unknown = unknownPlaceholders(template, known);
  if (unknown.length > 0) throw new UnknownPlaceholderError(unknown);
  const preamble: ContractBlock[] = [];
  const articles: { title: string; blocks: ContractBlock[] }[] = [];
  for (const rawLine of template.split(/\r?\n/)) {
    const line = rawLine.trim();
    const current = articles.at(-1)?.blocks ?? preamble;
    if (line.startsWith(HEADING_PREFIX)) {
      articles.push({ title: fillPlaceholders(line.slice(HEADING_PREFIX.length).trim(), values), blocks: [] });
    } else if (line === GOODS_TABLE_LINE) {
      current.push({ kind: 'goodsTable' });
    } else {
      for (const text of fillPlaceholders(line, values).split(/\r?\n/)) {
        if (text.trim() !== '') current.push({ kind: 'paragraph', text: text.trim() });
      }
    }
  }
  return {
    preamble,
    articles: articles
      .filter((article) => article.blocks.length > 0)
      .map((article, index) => ({ heading: articleHeading(index + 1, article.title), blocks: article.blocks })),
  };
}
