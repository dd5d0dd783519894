import { DEMO_ACCOUNTS } from './db/seed/accounts.ts';

/** East Asian wide and full-width characters (CJK, kana, Hangul, full-width forms): two columns in a terminal. */
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe10-\ufe19\ufe30-\ufe6f\uff00-\uff60\uffe0-\uffe6\u{1f300}-\u{1f64f}\u{1f900}-\u{1f9ff}\u{20000}-\u{3fffd}]/u;
/** Combining marks, zero-width spaces and variation selectors draw over or between the characters beside them. */
const ZERO_WIDTH = /\p{Mn}|\p{Me}|\p{Cf}/u;

/** How many terminal columns a text takes: 2 for each wide character, 0 for combining marks, 1 for the rest. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += WIDE.test(char) ? 2 : ZERO_WIDTH.test(char) ? 0 : 1;
  return width;
}

/** `text` followed by spaces up to `width` columns (String.padEnd counts characters, not columns). */
export const padToWidth = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - displayWidth(text)));

/** Rows of cells as lines whose columns line up on screen, two spaces between columns. */
export function alignColumns(rows: readonly (readonly string[])[], indent = ''): string[] {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, displayWidth(cell));
    });
  }
  return rows.map(
    (row) => indent + row.map((cell, i) => (i === row.length - 1 ? cell : padToWidth(cell, widths[i] ?? 0))).join('  '),
  );
}

/**
 * What `npm start` leaves on screen once the server listens: the demo accounts, then the address, as the last
 * lines, so they are what a person sees without scrolling.
 */
export function welcomeLines(address: string, database: string, demo: boolean): string[] {
  const lines = [''];
  if (demo) {
    lines.push('  Demo accounts:');
    lines.push(
      ...alignColumns(
        [['', 'user name', 'password', 'mobile'], ...DEMO_ACCOUNTS.map((a) => [a.note, a.userName, a.password, a.mobile])],
        '    ',
      ),
    );
    lines.push('  SMS codes go to the outbox: operator console → 短信记录.', '');
  }
  lines.push(
    `  Database: ${database}   operator console: ${address}/admin   API docs: ${address}/api/docs`,
    `  化工商城 is running at ${address}`,
    '',
  );
  return lines;
}
