import { describe, expect, it } from 'vitest';
import { nextRunOf } from './queue.ts';

describe('the next run of a recurring job', () => {
  const now = new Date('2026-11-27T15:58:00Z');

  it('is every so many seconds from now', () => {
    expect(nextRunOf({ kind: 'sweep', everySeconds: 300 }, now).toISOString()).toBe('2026-11-27T16:03:00.000Z');
  });

  it('comes no later than its runBy moment, and no sooner than the interval when that moment is further', () => {
    const runBy = () => new Date('2026-11-27T16:00:01Z');
    expect(nextRunOf({ kind: 'sweep', everySeconds: 300, runBy }, now).toISOString()).toBe('2026-11-27T16:00:01.000Z');
    expect(nextRunOf({ kind: 'sweep', everySeconds: 60, runBy }, now).toISOString()).toBe('2026-11-27T15:59:00.000Z');
  });
});
