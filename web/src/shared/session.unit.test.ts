import { describe, expect, it } from 'vitest';
import { clearSession, getSession } from './session.ts';

describe('session state', () => {
  // A page the server drew for a visitor is taken over with the visitor's state: the same object keeps React
  // from drawing every reader of the session a second time.
  it('is one object for a visitor, however often it is read again', () => {
    const first = getSession();
    expect(first).toEqual({ loggedIn: false, userInfo: null, endedByUser: false });
    clearSession();
    expect(getSession()).toBe(first);
  });

  it('tells a logout the user asked for apart from a visitor', () => {
    const visitor = getSession();
    clearSession(true);
    expect(getSession()).toEqual({ loggedIn: false, userInfo: null, endedByUser: true });
    expect(getSession()).not.toBe(visitor);
    clearSession();
    expect(getSession()).toBe(visitor);
  });
});
