import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, test } from './support.ts';

/** axe-core, the checker Lighthouse's accessibility score runs, loaded into the page under test. */
const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** The page's breaches of WCAG 2 A and AA that axe finds, each with the first elements at fault. */
async function wcagViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_SCRIPT });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    return result.violations as Violation[];
  });
  return violations.map(
    (v) =>
      `${v.id} (${v.help}): ${v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ')}`)
        .join('; ')}`,
  );
}

test('the public pages meet WCAG 2 AA as axe checks them: contrast, names, headings', async ({ page, request }) => {
  const newest = await request.post('/api/search/searchPage', { data: { current: 1, size: 10, sort: 'newest' } });
  const card = (await newest.json()).data.records[0] as { id: number; shopId: number } | undefined;
  if (!card) throw new Error('the demo market has no product on shelf');
  for (const path of ['/', '/search', `/goodsdetail?id=${card.id}`, `/shop/${card.shopId}/main`]) {
    await page.goto(path);
    // The app has taken the drawn page over and loaded what the page shows (its lazy parts, its pictures).
    await page.waitForLoadState('networkidle');
    expect(await wcagViolations(page), path).toEqual([]);
  }
});
