/**
 * A minimal browser surface for unit tests of the request layer and helpers under node: storage,
 * location, cookies. Import it first, before the modules under test.
 */
class MemoryStorage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
}

export const reloads: number[] = [];

export const fakeLocation = {
  pathname: '/',
  search: '',
  get href() {
    return `http://localhost${this.pathname}${this.search}`;
  },
  reload: () => {
    reloads.push(Date.now());
  },
  assign: (_to: string) => {},
};

const fakeWindow = {
  localStorage: new MemoryStorage(),
  sessionStorage: new MemoryStorage(),
  location: fakeLocation,
  addEventListener: () => {},
  removeEventListener: () => {},
};

const fakeDocument = { cookie: '', documentElement: { lang: '' } };

Object.assign(globalThis, { window: fakeWindow, document: fakeDocument });

export function setPath(pathname: string, search = '') {
  fakeLocation.pathname = pathname;
  fakeLocation.search = search;
}

export function setCookie(cookie: string) {
  fakeDocument.cookie = cookie;
}
