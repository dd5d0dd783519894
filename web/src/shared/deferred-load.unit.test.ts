import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleDeferredModules } from './deferred-load.ts';

describe('deferred module load (SPEC §9: after 10 s)', () => {
  afterEach(() => vi.useRealTimers());

  it('loads nothing before the delay and every module after it, ignoring failures', async () => {
    vi.useFakeTimers();
    const ok = vi.fn(async () => ({}));
    const failing = vi.fn(async () => {
      throw new Error('offline');
    });
    scheduleDeferredModules([ok, failing], 10_000);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(ok).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(ok).toHaveBeenCalledTimes(1);
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => ({}));
    const cancel = scheduleDeferredModules([load], 10_000);
    cancel();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(load).not.toHaveBeenCalled();
  });
});
