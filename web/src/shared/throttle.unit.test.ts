import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle.ts';

describe('throttle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the first click and drops clicks within 1000 ms (SPEC §5)', () => {
    const fn = vi.fn();
    const click = throttle(fn);
    click(1);
    click(2);
    vi.advanceTimersByTime(999);
    click(3);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(1);
    vi.advanceTimersByTime(1);
    click(4);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(4);
  });

  it('takes another wait', () => {
    const fn = vi.fn();
    const click = throttle(fn, 200);
    click();
    vi.advanceTimersByTime(200);
    click();
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
