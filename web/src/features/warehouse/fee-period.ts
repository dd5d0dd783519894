import type { FeeSchedule } from '@hgsc/contracts';

/** Where a fee period stands on a day: in force, yet to start, or over. */
export type FeePeriodState = 'inForce' | 'upcoming' | 'ended';

/**
 * The state of a period on `today`, a calendar day in China (YYYY-MM-DD, `chinaDate()`), as the server reckons it:
 * it applies from `effectiveFrom` through `effectiveTo` (null: open-ended). ISO days compare as text.
 */
export function feePeriodState(period: Pick<FeeSchedule, 'effectiveFrom' | 'effectiveTo'>, today: string): FeePeriodState {
  if (period.effectiveFrom > today) return 'upcoming';
  if (period.effectiveTo !== null && period.effectiveTo < today) return 'ended';
  return 'inForce';
}
