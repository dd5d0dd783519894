import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zhCoreMessages } from '@hgsc/contracts';
import { describe, expect, it } from 'vitest';
import { englishTranslation } from './english.ts';
import { webZh } from './zh.ts';
import { zhWorkspaceMessages } from './zh-workspace.ts';

const SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sources = (readdirSync(SOURCE, { recursive: true }) as string[]).filter(
  (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
);
/** Every key a screen names literally: t('goods.priceOnRequest'). A key built at run time is the catalogues' own test. */
const literalKeys = sources.flatMap((file) =>
  [...readFileSync(path.join(SOURCE, file), 'utf8').matchAll(/\bt\('([\w.]+)'/g)].map((match) => ({ file, key: match[1] })),
);

describe('the messages the web names', () => {
  it('stand in the Chinese catalogue and the English one, so no screen shows a key', () => {
    const zh = new Set([...Object.keys(zhCoreMessages), ...Object.keys(webZh), ...Object.keys(zhWorkspaceMessages)]);
    const en = new Set(Object.keys(englishTranslation));
    expect(literalKeys.length).toBeGreaterThan(1000);
    expect(literalKeys.filter(({ key }) => !zh.has(key as string))).toEqual([]);
    expect(literalKeys.filter(({ key }) => !en.has(key as string))).toEqual([]);
  });
});
