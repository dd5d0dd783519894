import type { MessageKey } from './i18n/zh.ts';

/**
 * The order's currency: CNY unless the seller switches it to USD before the contract (then the contract
 * is the platform's English one, signed at /englishContract, SPEC §2's USD contract signing).
 */
export const ORDER_CURRENCIES = ['CNY', 'USD'] as const;
export type OrderCurrency = (typeof ORDER_CURRENCIES)[number];
export const orderCurrencyLabelKey = (currency: OrderCurrency): MessageKey => `order.currency.${currency}`;

/** The currency's contract language: USD contracts are in English. */
export const contractLanguageOf = (currency: OrderCurrency): 'zh' | 'en' => (currency === 'USD' ? 'en' : 'zh');

/** The web page a contract is read and signed on: USD (English) contracts at /englishContract. */
export const ENGLISH_CONTRACT_PATH = '/englishContract';
