import { useCallback, useEffect, useRef } from 'react';
import { site } from './config.ts';

/**
 * SPEC §5: click actions are throttled (default 1000 ms). The first call runs at once; calls within
 * `wait` ms after it are dropped.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => unknown, wait: number = site.clickThrottleMs) {
  let last = Number.NEGATIVE_INFINITY;
  return (...args: A): void => {
    const now = Date.now();
    if (now - last < wait) return;
    last = now;
    fn(...args);
  };
}

/** A throttled, stable handler for submit buttons and clicks; always calls the latest `fn`. */
export function useThrottledCallback<A extends unknown[]>(fn: (...args: A) => unknown, wait: number = site.clickThrottleMs) {
  const fnRef = useRef(fn);
  const lastRef = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    fnRef.current = fn;
  });
  return useCallback(
    (...args: A): void => {
      const now = Date.now();
      if (now - lastRef.current < wait) return;
      lastRef.current = now;
      fnRef.current(...args);
    },
    [wait],
  );
}
