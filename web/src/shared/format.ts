import { formatDecimal } from '@hgsc/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import Decimal from 'decimal.js';

dayjs.extend(utc);

type Numeric = string | number | Decimal | null | undefined;

function toDecimal(value: Numeric): Decimal | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  try {
    const decimal = new Decimal(value);
    return decimal.isFinite() ? decimal : undefined;
  } catch {
    return undefined;
  }
}

/** SPEC §9: numbers with thousands separators; `decimals` fixes the fraction digits when given (contracts formatDecimal, as the contract PDF prints them). */
export function formatNumber(value: Numeric, decimals?: number, empty = '-'): string {
  const decimal = toDecimal(value);
  if (!decimal) return empty;
  return formatDecimal(decimal.toFixed(), decimals) ?? empty;
}

/** SPEC §9: prices with 2 decimals (by default) and thousands separators, computed with decimal.js. */
export function formatPrice(value: Numeric, decimals = 2, empty = '-'): string {
  return formatNumber(value, decimals, empty);
}

/** The symbol printed before an order's amounts: ¥ for CNY, US$ for USD, so a USD order's amounts never read as yuan. */
export const currencySymbol = (currency: 'CNY' | 'USD' | null | undefined): string => (currency === 'USD' ? 'US$' : '¥');

/** An amount with its currency's symbol: ¥1,234.50 / US$1,234.50. */
export function formatMoney(value: Numeric, currency: 'CNY' | 'USD' | null | undefined, empty = '-'): string {
  const price = formatPrice(value, 2, '');
  return price === '' ? empty : `${currencySymbol(currency)}${price}`;
}

/** SPEC §9 / DESIGN §2: dates as YYYY-MM-DD HH:mm:ss. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
type DateValue = string | number | Date | null | undefined;

/** A date given, or undefined when there is none or it does not read as a date. */
function dateOf(value: DateValue): Dayjs | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = dayjs(value);
  return date.isValid() ? date : undefined;
}

export function formatDate(value: DateValue, format = DATE_TIME_FORMAT, empty = '-'): string {
  return dateOf(value)?.format(format) ?? empty;
}

/**
 * The market's clock: Beijing time, in which a page the server draws shows its dates. China has kept UTC+8 all year
 * since 1991, so a fixed offset reads it exactly, formatted from UTC fields: a wall-clock Date in the machine's zone
 * moved a time that zone skips (its spring-forward hour) by an hour, and an Intl formatter with the zone took
 * 18–36 ms to build on a cold page, inside the browser's first render.
 */
const MARKET_UTC_OFFSET_HOURS = 8;

/** formatDate, read on a clock in Beijing time whatever the machine's own zone (the server's is often UTC). */
export function formatMarketDate(value: DateValue, format = DATE_TIME_FORMAT, empty = '-'): string {
  return dateOf(value)?.utc().add(MARKET_UTC_OFFSET_HOURS, 'hour').format(format) ?? empty;
}

/** Bytes as B / KB / MB for file lists. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${new Decimal(bytes).div(1024).toFixed(1)} KB`;
  return `${new Decimal(bytes).div(1024 * 1024).toFixed(1)} MB`;
}
