import type { UserInfo } from '@hgsc/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/** The browser's storage, in memory: the session reads and writes it as it does in a tab. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

let session: typeof import('./session.ts');

beforeAll(async () => {
  vi.stubGlobal('window', { localStorage: memoryStorage(), sessionStorage: memoryStorage(), addEventListener: () => {} });
  session = await import('./session.ts');
});
afterAll(() => vi.unstubAllGlobals());

const user = { userId: 7, userName: '张三' } as unknown as UserInfo;

describe('session state', () => {
  // A page the server drew for a visitor is taken over with the visitor's state: the same object keeps React
  // from drawing every reader of the session a second time.
  it('is one object for a visitor, however often it is read again', () => {
    const first = session.getSession();
    expect(first).toEqual({ loggedIn: false, userInfo: null, endedByUser: false });
    session.clearSession();
    expect(session.getSession()).toBe(first);
  });

  it('tells a login and a logout the user asked for from a visitor', () => {
    const visitor = session.getSession();

    session.saveLogin(user, '2099-01-01T00:00:00Z');
    expect(session.getSession()).toEqual({ loggedIn: true, userInfo: user, endedByUser: false });
    expect(session.isLoggedIn()).toBe(true);

    session.clearSession(true);
    expect(session.getSession()).toEqual({ loggedIn: false, userInfo: null, endedByUser: true });
    expect(session.getSession()).not.toBe(visitor);

    // Logged in again, then ended by the server (not by the user): a visitor once more, the same object.
    session.saveLogin(user, '2099-01-01T00:00:00Z');
    session.clearSession();
    expect(session.getSession()).toBe(visitor);
  });
});
