import { describe, expect, it } from 'vitest';
import { keepRoutesSent } from './pure-contracts.ts';

describe('the web build keeps of a route what a call sends', () => {
  it('keeps method, path and idempotent, and drops the schemas, summary and access rule', () => {
    const source = [
      "export const orderRoutes = { put: defineRoute({ method: 'POST', path: '/order/put', input: orderPutBody,",
      "  answer: orderPlacedSchema, summary: 'Checkout', tags, permission: 'buy.order', idempotent: true }) };",
      "export const other = defineRoute({ method: 'GET', path: '/x', answer: xSchema, summary: 's', tags: [] });",
    ].join('\n');
    const kept = keepRoutesSent(source, 'order.ts');
    expect(kept).toContain("put: ({ method: 'POST', path: '/order/put', idempotent: true })");
    expect(kept).toContain("export const other = ({ method: 'GET', path: '/x' });");
    expect(kept).not.toMatch(/orderPutBody|orderPlacedSchema|xSchema|summary|permission/);
  });

  it('keeps a route an arrow answers an object, not a block', () => {
    const kept = keepRoutesSent("export const tab = (p) => defineRoute({ method: 'POST', path: p, summary: 's' });", 'tab.ts');
    expect(kept).toContain("(p) => ({ method: 'POST', path: p })");
    // The transformed module's arrow, run as the browser would run it.
    const arrow = kept.replace('export const tab = ', '').replace(/;$/, '');
    const tab = new Function(`return ${arrow};`)() as (p: string) => unknown;
    expect(tab('/x')).toEqual({ method: 'POST', path: '/x' });
  });

  it('leaves a file without routes as it is', () => {
    const source = 'export const a = z.object({});';
    expect(keepRoutesSent(source, 'a.ts')).toBe(source);
  });

  it('refuses a declaration it cannot read', () => {
    expect(() => keepRoutesSent('export const r = defineRoute(declaration);', 'r.ts')).toThrow(/object literal/);
  });
});
