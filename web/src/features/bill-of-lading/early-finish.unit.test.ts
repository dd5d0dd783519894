import { describe, expect, it } from 'vitest';
import { finishingEarly } from './early-finish.ts';

// 2026-05-10 in China: 00:30 there is 16:30 UTC the day before.
const at = (iso: string) => new Date(iso);

describe('finishing a pick-up before its time', () => {
  it('warns before the scheduled day, in China’s calendar not the server’s', () => {
    const bill = { scheduledDate: '2026-05-11', slot: 'morning' as const };
    expect(finishingEarly(bill, at('2026-05-10T10:00:00Z'))).toBe('day');
    // 2026-05-10T16:30Z is already 00:30 on the 11th in China: the day has come, its morning slot not yet.
    expect(finishingEarly(bill, at('2026-05-10T16:30:00Z'))).toBe('slot');
  });

  it('warns on the day before the slot opens, and not from its opening on or after the day', () => {
    const afternoon = { scheduledDate: '2026-05-10', slot: 'afternoon' as const };
    expect(finishingEarly(afternoon, at('2026-05-10T04:59:00Z'))).toBe('slot'); // 12:59 in China
    expect(finishingEarly(afternoon, at('2026-05-10T05:00:00Z'))).toBeNull(); // 13:00
    expect(finishingEarly(afternoon, at('2026-05-12T01:00:00Z'))).toBeNull(); // late: no warning
  });

  it('says nothing of a bill without a schedule', () => {
    expect(finishingEarly({ scheduledDate: null, slot: null }, at('2026-05-10T04:00:00Z'))).toBeNull();
  });
});
