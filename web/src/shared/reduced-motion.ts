import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

let query: MediaQueryList | undefined;
const mediaQuery = () => {
  if (!query && typeof window !== 'undefined' && window.matchMedia) query = window.matchMedia(QUERY);
  return query;
};

function subscribe(onChange: () => void) {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * Whether the person asked their system for less motion. The server draws with motion (it cannot know), and the
 * browser's first render matches that markup before following the setting.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}
