import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * A value only the browser knows (its time zone, what it stored), in a page the server may have drawn: the server
 * and the browser's first render of such a page use `drawn`, so that render matches the server's markup; the
 * browser's own value follows in the next render. A page the browser draws itself reads its own value at once.
 * `subscribe`: for a value that can change while the page is open (read again on each change).
 */
export function useClientValue<T>(
  read: () => T,
  drawn: () => T,
  subscribe: (onChange: () => void) => () => void = unchanging,
): T {
  return useSyncExternalStore(subscribe, read, drawn);
}
