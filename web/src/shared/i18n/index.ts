import { LANGUAGE_COOKIE, type Language, zhCoreMessages } from '@hgsc/contracts';
import type { Locale } from 'antd/es/locale';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18n from 'i18next';
import { loadChunk } from '../lazy.ts';
import { addMessageFormats } from './formats.ts';
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
  // The server draws pages in Chinese (app/server-render.tsx); index.html says so.
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
}

/** antd's own texts (pagination, date pickers) per language; English joins with its messages. */
const antdLocales: Partial<Record<Language, Locale>> = { zh: zhCN };

export const antdLocaleOf = (language: Language): Locale => antdLocales[language] ?? zhCN;

let workspaceMessages: Promise<void> | undefined;

/**
 * The strings of the management centre, the operator console and the signed-in pages (zh-workspace.ts):
 * loaded with those areas and routes. English is loaded whole, so only Chinese needs them.
 */
export function loadWorkspaceMessages(): Promise<void> {
  workspaceMessages ??= loadChunk(() => import('./zh-workspace.ts')).then(
    (module) => void i18n.addResources('zh', 'translation', module.zhWorkspaceMessages),
    (error: unknown) => {
      workspaceMessages = undefined;
      throw error;
    },
  );
  return workspaceMessages;
}

// Chinese, the default, is bundled; English is a chunk of its own, so the Chinese pages do not carry it (their JavaScript
// is held to a budget).
applySideEffects('zh');
void i18n.init({
  lng: 'zh',
  fallbackLng: 'zh',
  supportedLngs: ['zh', 'en'],
  // The catalogue is flat: keys like 'user.loginFailed' are whole keys, not paths.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  resources: { zh: { translation: { ...zhCoreMessages, ...webZh } } },
  initAsync: false,
  showSupportNotice: false,
  // A page outside the areas that shows a workspace string gets it a moment later instead of its key:
  // the first missing key loads them, and the components draw again when they are added (use-translation.ts).
  saveMissing: true,
  missingKeyHandler: () => void loadWorkspaceMessages().catch(() => {}),
});
addMessageFormats(i18n);

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'zh';
}

async function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const [english] = await Promise.all([
    loadChunk(() => import('./english.ts')),
    // Imported here, not at the top: the request layer it uses imports this module.
    import('./place-names.ts').then((places) => places.loadEnglishPlaceNames()).catch(() => {}),
  ]);
  i18n.addResourceBundle('en', 'translation', english.englishTranslation);
  antdLocales.en = english.englishAntdLocale;
}

async function switchTo(language: Language): Promise<void> {
  await loadLanguage(language);
  applySideEffects(language);
  await i18n.changeLanguage(language);
}

/**
 * Settles once the stored language is ready, so the first render is already in it. If English cannot
 * load (offline, a release replaced the chunk) the page stays in Chinese rather than showing keys.
 */
export const languageReady: Promise<void> = switchTo(storedLanguage()).catch(() => {});

export async function setLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Without storage the choice lasts for this page only.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: a fixed name and value, where the Cookie Store API is not yet everywhere
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  await switchTo(language);
}

/** Translation outside React (request layer, helpers). */
export const t = (key: string, params?: Record<string, unknown>) => i18n.t(key, params);

export { i18n };
