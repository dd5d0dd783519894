import { useClientValue } from './client-value.ts';
import { DATE_TIME_FORMAT, formatDate, formatMarketDate } from './format.ts';

/**
 * A date as text (SPEC §9) in the visitor's time zone. A page the server drew shows it in Beijing time, and so
 * does the browser's first render when it takes that page over (the markup must match); the visitor's own zone
 * follows in the next render, the same text for a visitor in China.
 */
export function useDateText(value: string | number | Date | null | undefined, format = DATE_TIME_FORMAT): string {
  return useClientValue(
    () => formatDate(value, format),
    () => formatMarketDate(value, format),
  );
}

/** useDateText as an element, for a date inside a list or after a component's early returns. */
export function DateText({ value, format }: { value: string | number | Date | null | undefined; format?: string }) {
  return useDateText(value, format);
}
