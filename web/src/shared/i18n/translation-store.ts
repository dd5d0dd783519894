import type { i18n as I18n } from 'i18next';

export interface Translation {
  t: I18n['t'];
  i18n: I18n;
}

/**
 * The language and the loaded messages of an i18next instance as an external store (useSyncExternalStore): a new
 * snapshot whenever the language changes or messages are added (English, the workspace strings), so the
 * components reading it draw again.
 */
export function translationStore(instance: I18n) {
  const translationNow = (): Translation => ({ t: instance.t.bind(instance) as I18n['t'], i18n: instance });
  let current = translationNow();
  const listeners = new Set<() => void>();
  const refresh = () => {
    current = translationNow();
    for (const listener of listeners) listener();
  };
  instance.on('languageChanged', refresh);
  instance.store.on('added', refresh);
  return {
    snapshot: (): Translation => current,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
