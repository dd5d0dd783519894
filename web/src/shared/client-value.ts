import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * A value only the browser knows (its time zone, what it stored), in a page the server may have drawn: the server
 * and the browser's first render of such a page use `drawn`, so that render matches the server's markup; the
 * browser's own value follows in the next render. A page the browser draws itself reads its own value at once.
 */
export function useClientValue<T>(read: () => T, drawn: () => T): T {
  return useSyncExternalStore(unchanging, read, drawn);
}
