import { getStore, setStore } from './storage.ts';

/** SPEC §8: an uncaught UI error is stored in a local error log with type, message, stack, info, url, time. */
export interface ErrorLogEntry {
  type: 'render' | 'error' | 'unhandledrejection' | 'chunk';
  message: string;
  stack: string;
  info: string;
  url: string;
  time: string;
}

const KEY = 'errorLog';
/** Oldest entries go first once the log holds this many. */
const MAX_ENTRIES = 50;

export function readErrorLog(): ErrorLogEntry[] {
  return getStore<ErrorLogEntry[]>(KEY) ?? [];
}

export function clearErrorLog(): void {
  setStore<ErrorLogEntry[]>(KEY, []);
}

export function logError(type: ErrorLogEntry['type'], error: unknown, info = ''): void {
  const err = error instanceof Error ? error : undefined;
  const entry: ErrorLogEntry = {
    type,
    message: err?.message ?? String(error),
    stack: err?.stack ?? '',
    info,
    url: window.location.href,
    time: new Date().toISOString(),
  };
  setStore(KEY, [...readErrorLog(), entry].slice(-MAX_ENTRIES));
  if (import.meta.env.DEV) console.error('[error-log]', entry);
}

/** Errors the request layer already showed to the user are not UI crashes. */
let ignore: (reason: unknown) => boolean = () => false;
export function ignoreInErrorLog(predicate: (reason: unknown) => boolean): void {
  ignore = predicate;
}

let installed = false;
/** Window-level handlers for errors no boundary caught. */
export function installGlobalErrorHandlers(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('error', (event) => {
    // Resource load failures (img, script) arrive here without an error object.
    if (!event.error && !event.message) return;
    logError('error', event.error ?? event.message, `${event.filename ?? ''}:${event.lineno ?? ''}:${event.colno ?? ''}`);
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (ignore(event.reason)) {
      event.preventDefault();
      return;
    }
    logError('unhandledrejection', event.reason);
  });
}
