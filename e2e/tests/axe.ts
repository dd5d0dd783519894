import { createRequire } from 'node:module';
import type { Locator, Page } from '@playwright/test';

/** axe-core, the checker Lighthouse's accessibility score runs, loaded into the page under test. */
const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface Finding {
  id: string;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** What axe finds, run with `options` over the page or over one element of it: breaches, and checks it could not decide. */
export async function axeFindings(page: Page, options: object, element?: Locator) {
  // Loaded once per document: a page opened within the app (openInApp) keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SCRIPT });
  const node = element ? await element.elementHandle() : null;
  return page.evaluate(
    async ({ node, options }) => {
      const axe = (
        window as unknown as {
          axe: { run: (context: Node, options: object) => Promise<{ violations: unknown[]; incomplete: unknown[] }> };
        }
      ).axe;
      const { violations, incomplete } = await axe.run(node ?? document, options);
      return { violations: violations as Finding[], incomplete: incomplete as Finding[] };
    },
    { node, options },
  );
}

/** Each finding, with the first elements at fault. */
export const described = (findings: Finding[]) =>
  findings.map(
    (f) =>
      `${f.id} (${f.help}): ${f.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ')}`)
        .join('; ')}`,
  );

/** The page's breaches of WCAG 2 A and AA that axe finds. */
export async function wcagViolations(page: Page): Promise<string[]> {
  const { violations } = await axeFindings(page, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    // Only the breaches are read: axe then keeps one element of each passed or undecided check, not all of them.
    resultTypes: ['violations'],
    // As Lighthouse runs them: headings in order (a best practice) and the spoken name holding the visible words
    // (WCAG 2.5.3, experimental in axe, so off unless asked for).
    rules: { 'heading-order': { enabled: true }, 'label-content-name-mismatch': { enabled: true } },
  });
  return described(violations);
}
