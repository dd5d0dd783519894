/** How long something has waited, in the largest whole unit that fits: under a minute it waited "just now". */
export type Waited = { unit: 'justNow' } | { unit: 'minutes' | 'hours' | 'days'; count: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long since `since` (an instant the server gave) at `now`; a clock running behind the server's reads just now. */
export function waitedSince(since: string, now: Date): Waited {
  const elapsed = now.getTime() - new Date(since).getTime();
  if (Number.isNaN(elapsed) || elapsed < MINUTE) return { unit: 'justNow' };
  if (elapsed < HOUR) return { unit: 'minutes', count: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hours', count: Math.floor(elapsed / HOUR) };
  return { unit: 'days', count: Math.floor(elapsed / DAY) };
}

/** Waited a day or more: the keeper's confirmation is overdue enough to stand out in its inbox. */
export const waitedLong = (waited: Waited) => waited.unit === 'days';
