/**
 * A small Markdown reader for the texts the operator publishes (agreements, help pages). It builds a
 * tree that <Markdown/> turns into React elements: no HTML string is ever produced or inserted, so
 * HTML in the source shows as text and a published text can never run script in a reader's page.
 *
 * Covered: ATX headings, paragraphs, line breaks (a single newline breaks the line, as Chinese
 * texts expect), bullet and numbered lists (nested by indentation), block quotes, fenced code,
 * thematic breaks, GFM tables; inline code, **strong**, *emphasis*, ~~strike~~, [links](url),
 * ![images](url) and <https://autolinks>. Links and images keep only safe addresses.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong' | 'em' | 'del'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; title?: string; children: Inline[] }
  | { type: 'image'; src: string; alt: string; title?: string }
  | { type: 'br' };

export type Align = 'left' | 'center' | 'right' | null;

export type Block =
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'code'; lang: string; text: string }
  | { type: 'hr' }
  | { type: 'quote'; children: Block[] }
  | { type: 'list'; ordered: boolean; start: number; items: Block[][] }
  | { type: 'table'; align: Align[]; header: Inline[][]; rows: Inline[][][] };

// ── addresses ───────────────────────────────────────────────────────────────────────────────

const SAFE_SCHEME = /^(https?:|mailto:|tel:)/i;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A link or image address that is safe to follow: http(s), mailto, tel, or a relative one (/path,
 * #anchor, path). javascript:, data:, vbscript: and every other scheme give undefined.
 */
export function safeUrl(raw: string, forImage = false): string | undefined {
  // Browsers ignore control characters and whitespace inside a scheme ("java\nscript:").
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const url = raw.trim().replace(/[\u0000-\u001f\u007f]/g, '');
  if (!url) return undefined;
  const compact = url.replace(/\s+/g, '');
  if (SAFE_SCHEME.test(compact)) {
    if (forImage && !/^https?:/i.test(compact)) return undefined;
    return url;
  }
  if (ANY_SCHEME.test(compact)) return undefined;
  // Protocol-relative //host is another site: allowed only as https.
  if (url.startsWith('//')) return `https:${url}`;
  return url;
}

export const isExternalUrl = (url: string) => /^https?:/i.test(url);

// ── inline ──────────────────────────────────────────────────────────────────────────────────

const PUNCTUATION = /[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/;
const WORD = /[\p{L}\p{N}]/u;

function pushText(out: Inline[], text: string) {
  if (!text) return;
  const last = out[out.length - 1];
  if (last?.type === 'text') last.text += text;
  else out.push({ type: 'text', text });
}

/** The index of the `]` closing the `[` at `open`, or -1. */
function closingBracket(src: string, open: number): number {
  let depth = 0;
  for (let i = open; i < src.length; i++) {
    const ch = src[i];
    if (ch === '\\') {
      i++;
      continue;
    }
    if (ch === '`') {
      const end = src.indexOf('`', i + 1);
      if (end > 0) i = end;
      continue;
    }
    if (ch === '[') depth++;
    else if (ch === ']' && --depth === 0) return i;
  }
  return -1;
}

/** `(url "title")` right after a `]`: the address, the title and where it ends; undefined when malformed. */
function linkTarget(src: string, at: number): { url: string; title?: string; end: number } | undefined {
  if (src[at] !== '(') return undefined;
  let depth = 0;
  let end = -1;
  for (let i = at; i < src.length; i++) {
    const ch = src[i];
    if (ch === '\\') {
      i++;
      continue;
    }
    if (ch === '\n') return undefined;
    if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0) {
      end = i;
      break;
    }
  }
  if (end < 0) return undefined;
  const inner = src.slice(at + 1, end).trim();
  const titled = /^(<[^>]*>|\S+)(?:\s+(?:"([^"]*)"|'([^']*)'))?$/.exec(inner);
  if (!titled) return inner ? undefined : { url: '', end };
  const url = (titled[1] ?? '').replace(/^<|>$/g, '');
  const title = titled[2] ?? titled[3];
  return title === undefined ? { url, end } : { url, title, end };
}

/** Plain text of inline nodes (image alt texts). */
export function plainText(nodes: Inline[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text' || node.type === 'code') return node.text;
      if (node.type === 'br') return ' ';
      if (node.type === 'image') return node.alt;
      return plainText(node.children);
    })
    .join('');
}

/**
 * The closing delimiter `marker` for emphasis opened at `from`: not preceded by whitespace, and for
 * `_` not inside a word. -1 when there is none.
 */
function closingDelimiter(src: string, from: number, marker: string): number {
  let i = from;
  while (i < src.length) {
    const ch = src[i];
    if (ch === '\\') {
      i += 2;
      continue;
    }
    if (ch === '`') {
      const end = src.indexOf('`', i + 1);
      i = end > 0 ? end + 1 : i + 1;
      continue;
    }
    if (src.startsWith(marker, i) && i > from && !/\s/.test(src[i - 1] ?? '')) {
      const after = src[i + marker.length] ?? '';
      // `**` is not a closing `*`.
      const doubled = marker.length === 1 && after === marker;
      const intraword = marker[0] === '_' && WORD.test(after);
      if (!doubled && !intraword) return i;
      if (doubled) {
        i += 2;
        continue;
      }
    }
    i++;
  }
  return -1;
}

export function parseInline(src: string): Inline[] {
  const out: Inline[] = [];
  let i = 0;
  while (i < src.length) {
    const ch = src[i] as string;
    const rest = src.slice(i);

    if (ch === '\\') {
      const next = src[i + 1];
      if (next === '\n') {
        out.push({ type: 'br' });
        i += 2;
        continue;
      }
      if (next && PUNCTUATION.test(next)) {
        pushText(out, next);
        i += 2;
        continue;
      }
      pushText(out, ch);
      i++;
      continue;
    }

    if (ch === '\n') {
      // Trailing spaces before a newline are a hard break in CommonMark; every newline breaks here.
      const last = out[out.length - 1];
      if (last?.type === 'text') last.text = last.text.replace(/ +$/, '');
      out.push({ type: 'br' });
      i++;
      continue;
    }

    if (ch === '`') {
      const run = /^`+/.exec(rest)?.[0] ?? '`';
      const end = src.indexOf(run, i + run.length);
      if (end > 0) {
        let text = src.slice(i + run.length, end).replace(/\n/g, ' ');
        if (/^ .* $/.test(text) && text.trim()) text = text.slice(1, -1);
        out.push({ type: 'code', text });
        i = end + run.length;
        continue;
      }
      pushText(out, run);
      i += run.length;
      continue;
    }

    if (ch === '!' && src[i + 1] === '[') {
      const close = closingBracket(src, i + 1);
      const target = close > 0 ? linkTarget(src, close + 1) : undefined;
      if (target) {
        const alt = plainText(parseInline(src.slice(i + 2, close)));
        const url = safeUrl(target.url, true);
        if (url) out.push({ type: 'image', src: url, alt, ...(target.title === undefined ? {} : { title: target.title }) });
        else pushText(out, alt);
        i = target.end + 1;
        continue;
      }
    }

    if (ch === '[') {
      const close = closingBracket(src, i);
      const target = close > 0 ? linkTarget(src, close + 1) : undefined;
      if (target) {
        const children = parseInline(src.slice(i + 1, close));
        const href = safeUrl(target.url);
        if (href) out.push({ type: 'link', href, children, ...(target.title === undefined ? {} : { title: target.title }) });
        else out.push(...children);
        i = target.end + 1;
        continue;
      }
    }

    if (ch === '<') {
      const auto = /^<((?:https?:\/\/|mailto:)[^\s<>]+)>/i.exec(rest);
      if (auto?.[1]) {
        out.push({ type: 'link', href: auto[1], children: [{ type: 'text', text: auto[1].replace(/^mailto:/i, '') }] });
        i += auto[0].length;
        continue;
      }
    }

    const strongMarker = rest.startsWith('**') ? '**' : rest.startsWith('__') ? '__' : rest.startsWith('~~') ? '~~' : '';
    if (strongMarker && !/\s/.test(src[i + 2] ?? ' ')) {
      const opensInWord = strongMarker === '__' && WORD.test(src[i - 1] ?? '');
      const end = opensInWord ? -1 : closingDelimiter(src, i + 2, strongMarker);
      if (end > 0) {
        out.push({ type: strongMarker === '~~' ? 'del' : 'strong', children: parseInline(src.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    }

    if ((ch === '*' || ch === '_') && !/\s/.test(src[i + 1] ?? ' ') && src[i + 1] !== ch) {
      const opensInWord = ch === '_' && WORD.test(src[i - 1] ?? '');
      const end = opensInWord ? -1 : closingDelimiter(src, i + 1, ch);
      if (end > 0) {
        out.push({ type: 'em', children: parseInline(src.slice(i + 1, end)) });
        i = end + 1;
        continue;
      }
    }

    // Plain text up to the next character that may start something.
    const next = rest.slice(1).search(/[\\\n`![<*_~]/);
    const take = next < 0 ? rest.length : next + 1;
    pushText(out, rest.slice(0, take));
    i += take;
  }
  return out;
}

// ── blocks ──────────────────────────────────────────────────────────────────────────────────

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([^`\s]*)[^`]*$/;
const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const HR = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const QUOTE = /^ {0,3}> ?(.*)$/;
const LIST_ITEM = /^( {0,3})([-*+]|(\d{1,9})[.)])([ \t]+(.*))?$/;
const TABLE_DIVIDER = /^ {0,3}\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;

const isBlank = (line: string) => line.trim() === '';
const expandTabs = (line: string) => line.replace(/\t/g, '    ');

function splitRow(line: string): string[] {
  let row = line.trim();
  if (row.startsWith('|')) row = row.slice(1);
  if (row.endsWith('|') && !row.endsWith('\\|')) row = row.slice(0, -1);
  const cells: string[] = [];
  let cell = '';
  for (let i = 0; i < row.length; i++) {
    const ch = row[i];
    if (ch === '\\' && row[i + 1] === '|') {
      cell += '|';
      i++;
    } else if (ch === '|') {
      cells.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  cells.push(cell.trim());
  return cells;
}

function alignOf(cell: string): Align {
  const left = cell.startsWith(':');
  const right = cell.endsWith(':');
  if (left && right) return 'center';
  if (right) return 'right';
  if (left) return 'left';
  return null;
}

/** Whether `line` starts a block that ends a paragraph. */
function interrupts(line: string): boolean {
  return FENCE.test(line) || HEADING.test(line) || HR.test(line) || QUOTE.test(line) || LIST_ITEM.test(line);
}

function parseLines(lines: string[], depth: number): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] as string;
    if (isBlank(line)) {
      i++;
      continue;
    }

    const fence = FENCE.exec(line);
    if (fence?.[1]) {
      const marker = fence[1];
      const body: string[] = [];
      i++;
      while (i < lines.length && !new RegExp(`^ {0,3}${marker[0]}{${marker.length},}\\s*$`).test(lines[i] as string)) {
        body.push(lines[i] as string);
        i++;
      }
      i++;
      blocks.push({ type: 'code', lang: fence[2] ?? '', text: body.join('\n') });
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading?.[1]) {
      blocks.push({
        type: 'heading',
        level: heading[1].length as 1 | 2 | 3 | 4 | 5 | 6,
        children: parseInline((heading[2] ?? '').trim()),
      });
      i++;
      continue;
    }

    if (HR.test(line)) {
      blocks.push({ type: 'hr' });
      i++;
      continue;
    }

    if (QUOTE.test(line)) {
      const inner: string[] = [];
      while (i < lines.length && !isBlank(lines[i] as string)) {
        const quoted = QUOTE.exec(lines[i] as string);
        // A line without `>` continues the quote's paragraph (lazy continuation).
        inner.push(quoted ? (quoted[1] ?? '') : (lines[i] as string));
        i++;
      }
      blocks.push({ type: 'quote', children: depth < 8 ? parseLines(inner, depth + 1) : [] });
      continue;
    }

    const item = LIST_ITEM.exec(line);
    if (item) {
      const ordered = item[3] !== undefined;
      const start = ordered ? Number(item[3]) : 1;
      const items: Block[][] = [];
      while (i < lines.length) {
        const current = LIST_ITEM.exec(lines[i] as string);
        if (!current || (current[3] !== undefined) !== ordered) break;
        // Content lines of this item: indented at least as far as its text, or lazily continued.
        const indent = (current[1] ?? '').length + (current[2] ?? '').length + 1;
        const content: string[] = [current[5] ?? ''];
        i++;
        while (i < lines.length) {
          const next = expandTabs(lines[i] as string);
          if (isBlank(next)) {
            const following = lines[i + 1];
            if (following !== undefined && /^\s+/.test(following) && expandTabs(following).search(/\S/) >= indent) {
              content.push('');
              i++;
              continue;
            }
            break;
          }
          const leading = next.search(/\S/);
          if (leading >= indent) content.push(next.slice(indent));
          else if (leading >= 2 && LIST_ITEM.test(next.trimStart())) content.push(next.trimStart());
          else if (!interrupts(next) && !LIST_ITEM.test(next)) content.push(next.trim());
          else break;
          i++;
        }
        items.push(depth < 8 ? parseLines(content, depth + 1) : []);
        // One blank line between items keeps the list going.
        if (i < lines.length && isBlank(lines[i] as string)) {
          const following = lines[i + 1];
          const sameKind = following !== undefined ? LIST_ITEM.exec(following) : null;
          if (sameKind && (sameKind[3] !== undefined) === ordered) i++;
        }
      }
      blocks.push({ type: 'list', ordered, start, items });
      continue;
    }

    const divider = lines[i + 1];
    if (line.includes('|') && divider !== undefined && TABLE_DIVIDER.test(divider) && divider.includes('-')) {
      const header = splitRow(line);
      const align = splitRow(divider).map(alignOf);
      if (align.length === header.length) {
        const rows: Inline[][][] = [];
        i += 2;
        while (i < lines.length && !isBlank(lines[i] as string) && (lines[i] as string).includes('|')) {
          const cells = splitRow(lines[i] as string);
          rows.push(header.map((_, column) => parseInline(cells[column] ?? '')));
          i++;
        }
        blocks.push({ type: 'table', align, header: header.map((cell) => parseInline(cell)), rows });
        continue;
      }
    }

    const paragraph: string[] = [line.trim()];
    i++;
    while (i < lines.length && !isBlank(lines[i] as string) && !interrupts(lines[i] as string)) {
      paragraph.push((lines[i] as string).trim());
      i++;
    }
    blocks.push({ type: 'paragraph', children: parseInline(paragraph.join('\n')) });
  }
  return blocks;
}

/** Parses a Markdown source into blocks. */
export function parseMarkdown(source: string): Block[] {
  return parseLines(source.replace(/\r\n?/g, '\n').split('\n'), 0);
}
