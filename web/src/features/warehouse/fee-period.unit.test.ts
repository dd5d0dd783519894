import { describe, expect, it } from 'vitest';
import { feePeriodState } from './fee-period.ts';

describe('a fee period on a day in China', () => {
  const today = '2025-03-10';

  it('is in force from its first day through its last, open-ended or not', () => {
    expect(feePeriodState({ effectiveFrom: '2025-03-10', effectiveTo: null }, today)).toBe('inForce');
    expect(feePeriodState({ effectiveFrom: '2025-01-01', effectiveTo: '2025-03-10' }, today)).toBe('inForce');
  });

  it('has not started before its first day, and is over after its last', () => {
    expect(feePeriodState({ effectiveFrom: '2025-03-11', effectiveTo: null }, today)).toBe('upcoming');
    expect(feePeriodState({ effectiveFrom: '2025-01-01', effectiveTo: '2025-03-09' }, today)).toBe('ended');
  });
});
