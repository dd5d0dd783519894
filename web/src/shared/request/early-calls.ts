/**
 * API calls that index.html's first-load script (app/first-load.ts) sent before the app's JavaScript had
 * arrived: the request layer takes such an answer instead of asking again, once.
 */
export interface EarlyCall {
  /** performance.now() when it was sent. */
  at: number;
  response: Promise<Response>;
}

declare global {
  interface Window {
    /** By earlyCallKey. */
    __earlyCalls?: Record<string, EarlyCall>;
  }
}

/** Beyond this an answer is no longer the first page's: a later visit of the same data asks again. */
const FRESH_MS = 15_000;

/**
 * What identifies a call: method, URL (with its query), JSON body (keys sorted: the same object built in another
 * order is the same call) and language. Inlined into index.html with the first-load script: it may use nothing
 * from outside its body.
 */
export function earlyCallKey(method: string, url: string, body: unknown, language: string): string {
  const sorted =
    body && typeof body === 'object'
      ? Object.fromEntries(Object.entries(body).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : body;
  return [method, url, JSON.stringify(sorted ?? null), language].join(' ');
}

/** The answer of a call sent early, if this very call was and is fresh; it is handed out once. */
export function takeEarlyCall(method: string, url: string, body: unknown, language: string): Promise<Response> | undefined {
  const calls = typeof window === 'undefined' ? undefined : window.__earlyCalls;
  if (!calls) return undefined;
  const key = earlyCallKey(method, url, body, language);
  const call = calls[key];
  if (!call) return undefined;
  delete calls[key];
  return performance.now() - call.at <= FRESH_MS ? call.response : undefined;
}
