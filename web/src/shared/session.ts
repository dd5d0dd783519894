import type { UserInfo } from '@hgsc/contracts';
import { useSyncExternalStore } from 'react';
import { getStore, removeStore, setStore } from './storage.ts';

/**
 * The client-side view of the session. The token itself stays in the HttpOnly cookie
 * `hgsc-access-token`; the page keeps the user info and a logged-in marker (SPEC §2 guard).
 */
export interface SessionState {
  loggedIn: boolean;
  userInfo: UserInfo | null;
  /** The user logged out (or changed the password) here: the login page needs no way back. */
  endedByUser: boolean;
}

const USER_INFO_KEY = 'userInfo';
const LOGGED_IN_KEY = 'isLogin';
const LOGIN_DATA_KEY = 'loginData';
const CSRF_COOKIE = 'hgsc-csrf-token';

const listeners = new Set<() => void>();
let endedByUser = false;
/** A visitor's state is always this one object: a page the server drew for a visitor is then not drawn twice. */
const VISITOR: SessionState = { loggedIn: false, userInfo: null, endedByUser: false };
let state: SessionState = read();

function read(): SessionState {
  const loggedIn = getStore<boolean>(LOGGED_IN_KEY) === true;
  if (!loggedIn && !endedByUser) return VISITOR;
  return { loggedIn, userInfo: loggedIn ? (getStore<UserInfo>(USER_INFO_KEY) ?? null) : null, endedByUser };
}

function emit() {
  state = read();
  for (const listener of listeners) listener();
}

/** After a login: keep the user info, the marker and when the session ends. */
export function saveLogin(userInfo: UserInfo, expiresAt: string): void {
  endedByUser = false;
  setStore(USER_INFO_KEY, userInfo);
  setStore(LOGIN_DATA_KEY, { expiresAt });
  setStore(LOGGED_IN_KEY, true);
  emit();
}

export function updateUserInfo(userInfo: UserInfo): void {
  if (!state.loggedIn) return;
  setStore(USER_INFO_KEY, userInfo);
  emit();
}

/**
 * SPEC §8: an ended session clears the stored user info, token and login data. `byUser` marks a
 * logout the user asked for, so the guard sends them to the login page without `?redirect=`.
 */
export function clearSession(byUser = false): void {
  endedByUser = byUser;
  removeStore(USER_INFO_KEY);
  removeStore(LOGIN_DATA_KEY);
  removeStore(LOGGED_IN_KEY);
  removeStore('token');
  emit();
}

export function getSession(): SessionState {
  return state;
}

/** A stored login that has not passed its expiry; an expired one is cleared right after (not during) render. */
export function isLoggedIn(): boolean {
  if (!state.loggedIn) return false;
  const data = getStore<{ expiresAt: string }>(LOGIN_DATA_KEY);
  if (data && Date.parse(data.expiresAt) <= Date.now()) {
    queueMicrotask(() => {
      if (state.loggedIn) clearSession();
    });
    return false;
  }
  return true;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The server draws pages for visitors (app/server-render.tsx). A browser taking such a page over draws it first as
 * a visitor's too, then with its stored login, so that its first render matches the server's markup.
 */
const visitor = () => VISITOR;

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, () => state, visitor);
}

// Another tab logging in or out changes this one too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.endsWith(USER_INFO_KEY) || event.key.endsWith(LOGGED_IN_KEY)) emit();
  });
}

/** The readable CSRF cookie, echoed in X-CSRF-Token on writes. */
export function csrfToken(): string | undefined {
  // The server draws pages for visitors only (app/server-render.tsx).
  if (typeof document === 'undefined') return undefined;
  const prefix = `${CSRF_COOKIE}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return undefined;
}
