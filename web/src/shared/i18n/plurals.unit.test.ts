import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { englishTranslation } from './english.ts';
import { addMessageFormats } from './formats.ts';

const english = englishTranslation as Record<string, string>;
/** Parameters that count things and can be 1 (limits and maxima are settings, never 1). */
// Counting a setting that is never 1: a signing link's days of validity, the invitation throttle's minutes, how far
// ahead a keeper may schedule a pick-up (BILL_SCHEDULE_DAYS_AHEAD), how long a quote may stand (QUOTE_MAX_VALID_DAYS).
const SETTINGS = ['contractLink.signSmsContent', 'invite.throttled', 'bill.dateOutOfRange', 'quote.validUntilTooFar'];
const COUNTING = /\{\{(count|total|days|views|sales|score|minutes|hours|seconds)\}\} (?:[a-z-]+ )?[a-z]+s\b/;

async function englishT() {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    resources: { en: { translation: english } },
    showSupportNotice: false,
  });
  addMessageFormats(instance);
  return instance.t.bind(instance);
}

describe('English counts', () => {
  it('give every message counting something a singular for one', () => {
    const wrong = Object.entries(english)
      .filter(([key, message]) => !key.endsWith('_one') && !SETTINGS.includes(key) && COUNTING.test(message))
      .filter(([key]) => !english[`${key}_one`])
      .map(([key]) => key);
    expect(wrong).toEqual([]);
  });

  it('say "1 review" and "2 reviews", "1 drum" and "40 drums"', async () => {
    const t = await englishT();
    expect(t('reviews.count', { count: 1 })).toBe('1 review');
    expect(t('reviews.count', { count: 2 })).toBe('2 reviews');
    expect(t('audit.daysLeft', { days: 1, count: 1 })).toBe('1 day left');
    expect(t('search.count', { total: 1, count: 1 })).toBe('1 product');
    expect(t('goods.minOrder', { qty: '1', unit: '桶' })).toBe('Min. order 1 drum');
    expect(t('goods.stockQty', { qty: '40', unit: '桶' })).toBe('Stock 40 drums');
    expect(t('goods.stockQty', { qty: '1,200', unit: '吨' })).toBe('Stock 1,200 t');
    expect(t('seller.product.perUnit', { unit: '千克' })).toBe('CNY/kg');
  });
});
