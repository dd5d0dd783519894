import { useLayoutEffect } from 'react';

/**
 * index.html's static frame (#app-shell) stands while the app loads the first page's code and data; it goes when
 * the app draws that page (or an error), in the same frame, so the page replaces it without a blank in between.
 */
export function removeAppShell(): void {
  document.getElementById('app-shell')?.remove();
}

/** For the components the router draws first: the root layout and the root error. */
export function useAppShellRemoved(): void {
  useLayoutEffect(removeAppShell, []);
}
