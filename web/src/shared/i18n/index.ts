import { type Language, messages } from '@hgsc/contracts';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { webEn } from './en.ts';
import { webZh } from './zh.ts';

export type { Language };

/** SPEC §1: the language setting is stored as `language`; zh is the default, en the other. */
export const LANGUAGE_KEY = 'language';

export function storedLanguage(): Language {
  try {
    return window.localStorage.getItem(LANGUAGE_KEY) === 'en' ? 'en' : 'zh';
  } catch {
    return 'zh';
  }
}

function applySideEffects(language: Language) {
  dayjs.locale(language === 'zh' ? 'zh-cn' : 'en');
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
}

const initial = storedLanguage();
applySideEffects(initial);

void i18n.use(initReactI18next).init({
  lng: initial,
  fallbackLng: 'zh',
  supportedLngs: ['zh', 'en'],
  // The catalogue is flat: keys like 'user.loginFailed' are whole keys, not paths.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  resources: {
    zh: { translation: { ...messages.zh, ...webZh } },
    en: { translation: { ...messages.en, ...webEn } },
  },
  initAsync: false,
  showSupportNotice: false,
});

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'zh';
}

export async function setLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Without storage the choice lasts for this page only.
  }
  applySideEffects(language);
  await i18n.changeLanguage(language);
}

/** Translation outside React (request layer, helpers). */
export const t = (key: string, params?: Record<string, unknown>) => i18n.t(key, params);

export { i18n };
