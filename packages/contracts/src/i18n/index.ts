import { DEFAULT_LANGUAGE, type Language } from '../enums.ts';
import { en } from './en.ts';
import { type MessageKey, zh } from './zh.ts';

export { zhCore as zhCoreMessages, zhTrade as zhTradeMessages } from './zh.ts';
export type { MessageKey };
/**
 * One language's catalogue alone, for a client that loads the other only when it is chosen; Chinese also
 * in two parts, so a client's public pages can go without the trade domains' messages.
 */
export { en as enMessages, zh as zhMessages };
export const messages: Record<Language, Record<MessageKey, string>> = { zh, en };

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(zh, key);
}

/** Fills `{{name}}` placeholders of a catalogue message. */
export function translate(
  key: MessageKey,
  language: Language = DEFAULT_LANGUAGE,
  params: Record<string, string | number> = {},
): string {
  const template = messages[language][key] ?? zh[key];
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
