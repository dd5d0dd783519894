import type { Language } from '@hgsc/contracts';
import { createContext, createElement, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { i18n } from './index.ts';
import { type Translation, translationStore } from './translation-store.ts';

const appTranslation = translationStore(i18n);
const TranslationContext = createContext<Translation>(appTranslation.snapshot());

/** The one subscription to the language and the loaded messages, for the whole tree (app/providers.tsx). */
export function TranslationProvider({ children }: { children: ReactNode }) {
  const translation = useSyncExternalStore(appTranslation.subscribe, appTranslation.snapshot, appTranslation.snapshot);
  return createElement(TranslationContext.Provider, { value: translation }, children);
}

/**
 * `t` and `i18n` in a component. react-i18next's useTranslation copied the i18n instance and subscribed to its
 * events in every component using it — a product grid's cards, prices and tags each: a tenth of the script time
 * of a public page's first render on a phone. Here the provider subscribes once and components read a
 * context. Outside the provider (the root error screen) it still translates, in the language of the moment.
 */
export function useTranslation(): Translation {
  return useContext(TranslationContext);
}

/** The language the page shows, for words that are not in the catalogue (units, grades, provinces). */
export const useLanguage = (): Language => (useTranslation().i18n.language === 'en' ? 'en' : 'zh');
