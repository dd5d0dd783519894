import { DEFAULT_LANGUAGE, type Language } from '../enums.ts';
import { unitWords } from '../market-words.ts';
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

/**
 * Fills `{{name}}` placeholders of a catalogue message, and `{{unit, unit(of: qty)}}` as the web's i18next does:
 * a unit of sale in the message's language, agreeing with the parameter `qty` (market-words.ts).
 */
export function translate(
  key: MessageKey,
  language: Language = DEFAULT_LANGUAGE,
  params: Record<string, string | number> = {},
): string {
  const template = messages[language][key] ?? zh[key];
  return template.replace(/\{\{(\w+)(?:,\s*unit(?:\(of:\s*(\w+)\))?)?\}\}/g, (whole: string, name: string, of?: string) => {
    const value = String(params[name] ?? '');
    return whole.includes(',') ? unitWords(value, language, of === undefined ? undefined : params[of]) : value;
  });
}
