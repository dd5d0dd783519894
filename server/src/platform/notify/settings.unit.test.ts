import { describe, expect, it } from 'vitest';
import { smsMomentAfter } from './settings.ts';

/** A moment given in China time (UTC+8). */
const china = (clock: string) => new Date(`2026-11-29T${clock}:00+08:00`);

describe('smsMomentAfter', () => {
  it('sends at once outside the quiet hours, and holds an SMS inside them until they end', () => {
    expect(smsMomentAfter(china('14:30'), '22:00', '08:00')).toEqual(china('14:30'));
    expect(smsMomentAfter(china('23:15'), '22:00', '08:00')).toEqual(new Date('2026-11-30T08:00:00+08:00'));
    expect(smsMomentAfter(china('06:59'), '22:00', '08:00')).toEqual(china('08:00'));
    expect(smsMomentAfter(china('08:00'), '22:00', '08:00')).toEqual(china('08:00'));
  });
  it('takes a window within one day, and equal ends as no quiet hours', () => {
    expect(smsMomentAfter(china('12:10'), '12:00', '13:30')).toEqual(china('13:30'));
    expect(smsMomentAfter(china('13:30'), '12:00', '13:30')).toEqual(china('13:30'));
    expect(smsMomentAfter(china('03:00'), '00:00', '00:00')).toEqual(china('03:00'));
  });
});
