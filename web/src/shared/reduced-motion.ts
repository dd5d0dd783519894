import { useClientValue } from './client-value.ts';

let query: MediaQueryList | undefined;
const mediaQuery = () => {
  if (!query && typeof window !== 'undefined' && window.matchMedia) query = window.matchMedia('(prefers-reduced-motion: reduce)');
  return query;
};

const asked = () => mediaQuery()?.matches ?? false;
// The server draws with motion: it cannot know.
const notAsked = () => false;

function subscribe(onChange: () => void) {
  mediaQuery()?.addEventListener('change', onChange);
  return () => mediaQuery()?.removeEventListener('change', onChange);
}

/** Whether the person asked their system for less motion, followed while the page is open. */
export function usePrefersReducedMotion(): boolean {
  return useClientValue(asked, notAsked, subscribe);
}
