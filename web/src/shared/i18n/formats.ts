import { unitWords } from '@hgsc/contracts';
import type { i18n as I18n } from 'i18next';

/**
 * Formats the messages may name: `{{unit, unit}}` a unit of sale in the message's language, singular, and
 * `{{unit, unit(of: qty)}}` agreeing with the parameter `qty` ("Min. order 1 drum", "Stock 40 drums").
 */
export function addMessageFormats(instance: I18n) {
  instance.services.formatter?.add('unit', (value: unknown, language: string | undefined, options: Record<string, unknown>) => {
    const of = typeof options.of === 'string' ? options[options.of] : undefined;
    const quantity = typeof of === 'number' || typeof of === 'string' ? of : undefined;
    return unitWords(String(value ?? ''), language === 'en' ? 'en' : 'zh', quantity);
  });
}
