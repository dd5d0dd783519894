import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/** The docs stay readable in any editor and say what they mean: no line over 120 characters, no issue numbers. */
const DOCS = path.resolve(import.meta.dirname, '../../../docs');
const MAX_LINE = 120;
const ISSUE_NUMBER = /\bissues?\s*#?\d+/i;

const docs = readdirSync(DOCS)
  .filter((name) => name.endsWith('.md'))
  .sort();

it('finds the docs', () => {
  expect(docs).toContain('ARCHITECTURE.md');
});

it.each(docs)('docs/%s: no line over 120 characters, no "issue <number>"', (name) => {
  const lines = readFileSync(path.join(DOCS, name), 'utf8').split(/\r?\n/);
  const faults = lines.flatMap((line, index) => {
    const at = `docs/${name}:${index + 1}`;
    const length = [...line].length;
    return [
      ...(length > MAX_LINE ? [`${at}: ${length} characters`] : []),
      ...(ISSUE_NUMBER.test(line) ? [`${at}: "${line.match(ISSUE_NUMBER)?.[0]}" (say the reason or the thing)`] : []),
    ];
  });
  expect(faults).toEqual([]);
});
