import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { USUAL_LOG_EVENTS } from '@hgsc/contracts';
import { describe, expect, it } from 'vitest';

const SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Endpoints (`platform/http/endpoint.ts`) take their event as a UsualLogEvent: the compiler holds them to the list. */
const TYPED_EVENTS = path.join('platform', 'http', 'endpoint.ts');
const sources = (readdirSync(SOURCE, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.ts') && !file.includes('.test.') && !file.includes('test-kit') && file !== TYPED_EVENTS)
  .map((file) => ({ file, text: readFileSync(path.join(SOURCE, file), 'utf8') }));

/**
 * The events named where they are written: `app.logEvent(request, 'a.b', …)` or `cond ? 'a.b' : 'a.c'`, and an
 * endpoint's `log: { event: 'a.b' }` or a handler's `log('a.b', …)` (typed already, but counted: routes moving onto the
 * endpoint must not starve the count below).
 */
function writtenEvents() {
  const named = new Set<string>();
  const composed: string[] = [];
  for (const { file, text } of sources) {
    for (const [, event] of text.matchAll(/\.logEvent\(\s*[^,]+,\s*((?:`[^`]*`|[^,`])+)/g)) {
      const literals = [...(event ?? '').matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '');
      const template = (event ?? '').match(/`([^`]+)`/)?.[1];
      if (template) composed.push(`${file}: ${template}`);
      else if (literals.length > 0) for (const literal of literals.slice(-2)) named.add(literal);
      else composed.push(`${file}: ${event}`);
    }
    for (const [, event] of text.matchAll(/\blog:\s*\{\s*event:\s*'([^']+)'/g)) named.add(event ?? '');
    if (!file.endsWith('routes.ts')) continue;
    // A handler's `log('a.b', …)` or `log(cond ? 'a.b' : 'a.c', …)`, and an endpoint's `event: (…) => (cond ? 'a.b' : 'a.c')`.
    // The last two literals: a condition's own literal (action === 'resubmit') comes first.
    for (const [, event] of text.matchAll(/(?<![.\w])log\(\s*((?:'[^']*'|[^,'()])+),/g))
      for (const [, literal] of [...(event ?? '').matchAll(/'([^']+)'/g)].slice(-2)) named.add(literal ?? '');
    for (const [, event] of text.matchAll(/\bevent:\s*\([^)]*\)\s*=>\s*\(([^)]*)\)/g))
      for (const [, literal] of (event ?? '').matchAll(/'([^']+)'/g)) named.add(literal ?? '');
  }
  return { named, composed };
}

// Events put together from a value: what each can become (a new one fails the last expectation until listed here).
// None today: every route names its events.
const COMPOSED: Record<string, (text: string) => string[]> = {};

describe('the usual log’s events', () => {
  it('are each in USUAL_LOG_EVENTS, whose words the operator console shows', () => {
    const known = new Set<string>(USUAL_LOG_EVENTS);
    const { named, composed } = writtenEvents();
    expect(named.size).toBeGreaterThan(80);
    expect([...named]).toEqual(expect.arrayContaining(['user.login', 'order.place', 'order.placeDirect', 'admin.seal.reject']));
    const unknown = [...named].filter((event) => event !== 'test.event' && !known.has(event));
    expect(unknown).toEqual([]);
    for (const where of composed) {
      const file = where.slice(0, where.indexOf(':'));
      const expand = COMPOSED[where];
      expect(expand, `an event composed in ${where}: list what it can become in COMPOSED`).toBeDefined();
      const events = expand?.(sources.find((source) => source.file === file)?.text ?? '') ?? [];
      expect(events.length, where).toBeGreaterThan(0);
      expect(events.filter((event) => !known.has(event))).toEqual([]);
    }
  });
});
