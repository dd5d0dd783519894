import { describe, expect, it } from 'vitest';
import { waitedLong, waitedSince } from './waited.ts';

const now = new Date('2026-03-10T08:00:00.000Z');

describe('how long a transfer has waited for the keeper', () => {
  it('reads just now under a minute, and when the browser’s clock runs behind the server’s', () => {
    expect(waitedSince('2026-03-10T07:59:30.000Z', now)).toEqual({ unit: 'justNow' });
    expect(waitedSince('2026-03-10T08:00:20.000Z', now)).toEqual({ unit: 'justNow' });
    expect(waitedSince('not a date', now)).toEqual({ unit: 'justNow' });
  });

  it('counts whole minutes, hours, then days', () => {
    expect(waitedSince('2026-03-10T07:59:00.000Z', now)).toEqual({ unit: 'minutes', count: 1 });
    expect(waitedSince('2026-03-10T07:01:00.000Z', now)).toEqual({ unit: 'minutes', count: 59 });
    expect(waitedSince('2026-03-10T07:00:00.000Z', now)).toEqual({ unit: 'hours', count: 1 });
    expect(waitedSince('2026-03-09T08:00:01.000Z', now)).toEqual({ unit: 'hours', count: 23 });
    expect(waitedSince('2026-03-09T08:00:00.000Z', now)).toEqual({ unit: 'days', count: 1 });
    expect(waitedSince('2026-03-01T08:00:00.000Z', now)).toEqual({ unit: 'days', count: 9 });
  });

  it('stands out once it waited a day', () => {
    expect(waitedLong(waitedSince('2026-03-10T01:00:00.000Z', now))).toBe(false);
    expect(waitedLong(waitedSince('2026-03-08T01:00:00.000Z', now))).toBe(true);
  });
});
