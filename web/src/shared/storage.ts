import { site } from './config.ts';

export type StoreType = 'session' | 'local';

/** SPEC §3: stored values hold dataType, content, type and datetime. */
interface StoredValue<T> {
  dataType: string;
  content: T;
  type: StoreType;
  datetime: number;
}

const keyOf = (name: string) => `${site.keyPrefix}${name}`;
const areaOf = (type: StoreType): Storage | undefined => {
  try {
    return type === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return undefined;
  }
};

/** Saves a value under the site key prefix, per session or persistently. */
export function setStore<T>(name: string, content: T, type: StoreType = 'local'): void {
  const value: StoredValue<T> = { dataType: typeof content, content, type, datetime: Date.now() };
  try {
    areaOf(type)?.setItem(keyOf(name), JSON.stringify(value));
  } catch {
    // Storage full or disabled: the app keeps working without persistence.
  }
}

/** Reads a value saved with setStore, from session storage first, then local storage. */
export function getStore<T>(name: string): T | undefined {
  for (const type of ['session', 'local'] as const) {
    const raw = areaOf(type)?.getItem(keyOf(name));
    if (raw == null) continue;
    try {
      return (JSON.parse(raw) as StoredValue<T>).content;
    } catch {
      areaOf(type)?.removeItem(keyOf(name));
    }
  }
  return undefined;
}

export function removeStore(name: string): void {
  areaOf('session')?.removeItem(keyOf(name));
  areaOf('local')?.removeItem(keyOf(name));
}
