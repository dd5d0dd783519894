import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './db/seed/accounts.ts';
import { alignColumns, displayWidth, padToWidth, welcomeLines } from './welcome.ts';

describe('displayWidth', () => {
  it('counts Chinese and full-width characters as two columns, combining marks as none', () => {
    expect(displayWidth('buyer')).toBe(5);
    expect(displayWidth('买家')).toBe(4);
    expect(displayWidth('运营后台 /admin')).toBe(15);
    expect(displayWidth('（：）')).toBe(6);
    expect(displayWidth('e\u0301')).toBe(1);
    expect(displayWidth('→')).toBe(1);
    expect(padToWidth('卖家', 6)).toBe('卖家  ');
  });
});

describe('alignColumns', () => {
  it('starts each column at the same screen column in every row, whatever the script', () => {
    const lines = alignColumns([
      ['运营后台 /admin', 'operator', 'x'],
      ['买家', 'buyer', 'y'],
      ['seller', 'li', 'z'],
    ]);
    const columnOf = (line: string, word: string) => displayWidth(line.slice(0, line.lastIndexOf(word)));
    expect(lines.map((line, i) => columnOf(line, ['operator', 'buyer', 'li'][i] ?? ''))).toEqual([17, 17, 17]);
    expect(lines.map((line) => columnOf(line, line.slice(-1)))).toEqual([27, 27, 27]);
  });
});

describe('welcomeLines', () => {
  const address = 'http://127.0.0.1:3000';

  it('lists the demo accounts in aligned columns, then ends with the address', () => {
    const lines = welcomeLines(address, 'pglite', true);
    const rows = DEMO_ACCOUNTS.map((account) => lines.find((line) => line.includes(account.password)) ?? '');
    for (const field of ['userName', 'password', 'mobile'] as const) {
      const columns = DEMO_ACCOUNTS.map((account, i) => displayWidth(rows[i]?.slice(0, rows[i]?.indexOf(account[field])) ?? ''));
      expect(new Set(columns).size, field).toBe(1);
    }
    const shown = lines.filter((line) => line.trim() !== '');
    expect(shown.at(-1)).toBe(`  化工商城 is running at ${address}`);
    expect(shown.findIndex((line) => line.includes(address))).toBeGreaterThan(
      shown.findIndex((line) => line.includes(DEMO_ACCOUNTS.at(-1)?.password ?? '-')),
    );
  });

  it('names no accounts without the demo data', () => {
    const lines = welcomeLines(address, 'postgres', false).join('\n');
    for (const account of DEMO_ACCOUNTS) expect(lines).not.toContain(account.password);
    expect(lines).toContain(`${address}/admin`);
  });
});
