import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../platform/context.ts';
import { nextRunOf } from '../../platform/jobs/queue.ts';
import { productRecurringJobs } from './jobs.ts';

describe('the offer expiry sweep', () => {
  const [sweep] = productRecurringJobs({ config: { OFFER_EXPIRY_SWEEP_SECONDS: 300 } } as unknown as AppContext);

  it('runs every OFFER_EXPIRY_SWEEP_SECONDS, and a second after midnight in China when that comes first', () => {
    if (!sweep) throw new Error('no sweep');
    expect(nextRunOf(sweep, new Date('2026-11-27T10:00:00Z')).toISOString()).toBe('2026-11-27T10:05:00.000Z');
    expect(nextRunOf(sweep, new Date('2026-11-27T15:58:00Z')).toISOString()).toBe('2026-11-27T16:00:01.000Z');
  });
});
