import type { EnvelopeCode } from '@hgsc/contracts';
import { site } from '../config.ts';
import { currentLanguage, t } from '../i18n/index.ts';
import { currentPathWithQuery, loginUrlWithRedirect, navigateTo } from '../navigation.ts';
import { clearSession, csrfToken, getSession } from '../session.ts';
import { getStore, setStore } from '../storage.ts';
import { showErrorToast } from '../toast.ts';
import { takeEarlyCall } from './early-calls.ts';

/** The envelope code, or what the client itself concluded when no answer came. */
export type ApiErrorCode = EnvelopeCode | 'TIMEOUT' | 'NETWORK' | 'ABORTED';

/** A failed call. `shown` says whether the request layer already toasted it. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly status: number,
    readonly data: unknown,
    readonly shown: boolean,
  ) {
    super(message);
  }

  /** The words to show under that field: the reason alone where the server gives it (`data.reason`), else the message. */
  get fieldMessage(): string {
    const reason = (this.data as { reason?: unknown } | null)?.reason;
    return typeof reason === 'string' ? reason : this.message;
  }

  /** The field the server named in `data.field` (400 answers). */
  get field(): string | undefined {
    const field = (this.data as { field?: unknown } | null)?.field;
    return typeof field === 'string' ? field : undefined;
  }

  /** The symbolic error code in `data.error` (VALIDATION, WRONG_STATE …). */
  get errorCode(): string | undefined {
    const error = (this.data as { error?: unknown } | null)?.error;
    return typeof error === 'string' ? error : undefined;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: Record<string, QueryValue>;
  /** JSON unless FormData or URLSearchParams (form-encoded). */
  body?: unknown;
  /** SPEC §8: codes passed to the caller as a failure without a toast. */
  passCodes?: readonly ApiErrorCode[];
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Extra headers of this call (e.g. an Idempotency-Key). */
  headers?: Record<string, string>;
}

/** Paths of the login pages: a session ending there does not redirect again. */
const LOGIN_PATHS = ['/login', '/admin/login'];

function buildUrl(url: string, params?: RequestOptions['params']): string {
  const path = url.startsWith('/api/') ? url : `${site.apiPrefix}${url}`;
  if (!params) return path;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

const VERSION_KEY = 'appVersion';

/** SPEC §9: the server's version header is compared with the stored one; a change reloads the page. */
export function checkAppVersion(version: string | null): void {
  if (!version) return;
  const stored = getStore<string>(VERSION_KEY);
  if (stored === version) return;
  setStore(VERSION_KEY, version);
  if (stored !== undefined) window.location.reload();
}

const sessionEndListeners = new Set<() => void>();
export function onSessionEnd(listener: () => void): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

/** SPEC §8 E_300: clear what the page keeps of the session and go to login with a way back. */
export function endSession(): void {
  clearSession();
  for (const listener of sessionEndListeners) listener();
  const { pathname } = window.location;
  if (LOGIN_PATHS.includes(pathname)) return;
  navigateTo(loginUrlWithRedirect(currentPathWithQuery()), { replace: true });
}

/**
 * The error policy by symbolic code (data.error), e.g. AGREEMENT_REQUIRED: a registered handler takes
 * the answer instead of the generic toast and resolves true to send the call again (after the user
 * did what the server asked), false to fail it quietly.
 */
export type ErrorCodeHandler = (data: Record<string, unknown>) => Promise<boolean>;
const errorCodeHandlers = new Map<string, ErrorCodeHandler>();

/** Registers the handler of one data.error code; returns the unregistration. */
export function handleErrorCode(errorCode: string, handler: ErrorCodeHandler): () => void {
  errorCodeHandlers.set(errorCode, handler);
  return () => {
    if (errorCodeHandlers.get(errorCode) === handler) errorCodeHandlers.delete(errorCode);
  };
}

function messageOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  for (const key of ['message', 'msg', 'error_description']) {
    const value = record[key];
    if (typeof value === 'string' && value) return value;
  }
  return undefined;
}

async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return null;
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** An answer that was asked for elsewhere, given up as a fetch would be when the call times out or is cancelled. */
function untilAborted(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/** The server answers the calls of the pages it draws itself (app/server-render.tsx): no network, no cookies. */
export function setTransport(next: Transport): void {
  transport = next;
}

const onServer = typeof window === 'undefined';

/**
 * The one request layer (SPEC §8). Resolves with `data` of a code-200 envelope; otherwise toasts the
 * message (one toast at a time) and rejects with an ApiError, unless the code is in `passCodes`.
 */
export async function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = {
    Accept: 'application/json',
    language: currentLanguage(),
    ...options.headers,
  };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData || options.body instanceof URLSearchParams) {
    body = options.body;
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] = 'application/json';
  } else if (method !== 'GET') {
    body = '{}';
    headers['Content-Type'] = 'application/json';
  }
  if (method !== 'GET') {
    const csrf = csrfToken();
    if (csrf) headers['X-CSRF-Token'] = csrf;
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? site.requestTimeoutMs);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort);

  const passes = (code: ApiErrorCode) => options.passCodes?.includes(code) ?? false;
  const fail = (code: ApiErrorCode, message: string, status: number, data: unknown): never => {
    if (passes(code)) throw new ApiError(code, message, status, data, false);
    // A page the server draws with a failed call is drawn by the browser instead, which shows the failure.
    if (!onServer) showErrorToast(message);
    throw new ApiError(code, message, status, data, true);
  };

  const fullUrl = buildUrl(url, options.params);
  // The first page's calls may have been sent before the app loaded (index.html): the same call, answered already.
  // Those are plain visitors' calls: JSON, without a CSRF token or headers of their own.
  const early =
    typeof body !== 'object' && !headers['X-CSRF-Token'] && !options.headers
      ? takeEarlyCall(method, fullUrl, options.body ?? (method === 'GET' ? undefined : {}), headers.language ?? '')
      : undefined;
  let response: Response;
  try {
    response = await (early
      ? untilAborted(early, controller.signal)
      : transport(fullUrl, { method, headers, body, credentials: 'same-origin', signal: controller.signal }));
  } catch (error) {
    if (timedOut) return fail('TIMEOUT', t('common.serverBusy'), 0, null);
    if (options.signal?.aborted) throw new ApiError('ABORTED', String(error), 0, null, false);
    return fail('NETWORK', t('common.serverBusy'), 0, null);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }

  checkAppVersion(response.headers.get('x-app-version'));
  const payload = await readBody(response);
  const message = messageOf(payload) ?? t('common.unknownError');
  // SPEC §8: HTTP statuses 200 to 500 are normal answers whose body decides.
  if (response.status < 200 || response.status > 500) return fail(response.status, message, response.status, null);

  const envelope = (payload ?? {}) as { code?: EnvelopeCode; data?: unknown };
  const code: EnvelopeCode = envelope.code ?? response.status;
  if (code === 200) return envelope.data as T;

  const data = envelope.data ?? null;
  const errorCode = (data as { error?: unknown } | null)?.error;
  const handler = typeof errorCode === 'string' ? errorCodeHandlers.get(errorCode) : undefined;
  if (handler) {
    if (await handler(data as Record<string, unknown>)) return request<T>(url, options);
    throw new ApiError(code, message, response.status, data, true);
  }
  if (passes(code)) throw new ApiError(code, message, response.status, data, false);
  // An invalid session (E_300), or a missing one while the page believes it is logged in.
  if (code === 'E_300' || (code === 401 && getSession().loggedIn)) endSession();
  return fail(code, message, response.status, data);
}

export const http = {
  get: <T>(url: string, params?: RequestOptions['params'], options?: Omit<RequestOptions, 'params' | 'method'>) =>
    request<T>(url, { ...options, method: 'GET', params }),
  post: <T>(url: string, body?: unknown, options?: Omit<RequestOptions, 'body' | 'method'>) =>
    request<T>(url, { ...options, method: 'POST', body: body ?? {} }),
  /** Multipart upload of one file in the field `file`. */
  upload: <T>(url: string, file: File | Blob, options?: Omit<RequestOptions, 'body' | 'method'>) => {
    const form = new FormData();
    form.append('file', file);
    return request<T>(url, { ...options, method: 'POST', body: form });
  },
};
