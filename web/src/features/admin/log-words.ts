import type { TFunction } from 'i18next';

/** An event's words (logEvent.<event>), or the event itself for one written before it had any. */
export const eventWords = (t: TFunction, event: string) => t(`logEvent.${event}`, { defaultValue: event });

/** One value of an event's details as words: lists joined, yes/no for flags, nested values as compact JSON. */
function valueWords(t: TFunction, value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'boolean') return t(value ? 'logField.yes' : 'logField.no');
  if (Array.isArray(value)) return value.length === 0 ? '-' : value.map((item) => valueWords(t, item)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * An event's details (JSON text) as labelled fields: each key's words (logField.<key>, else the key) and its
 * value's. Text that is not a JSON object stands as one unlabelled field.
 */
export function detailFields(t: TFunction, detail: string | null | undefined): { key: string; label: string; value: string }[] {
  if (!detail) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(detail);
  } catch {
    return [{ key: '', label: '', value: detail }];
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return [{ key: '', label: '', value: detail }];
  return Object.entries(parsed).map(([key, value]) => ({
    key,
    label: t(`logField.${key}`, { defaultValue: key }),
    value: valueWords(t, value),
  }));
}

/** The details on one line, for the list: "企业 ID：12；修改的字段：name, contactMobile". */
export const detailLine = (t: TFunction, detail: string | null | undefined, colon: string, separator: string) =>
  detailFields(t, detail)
    .map(({ label, value }) => (label ? `${label}${colon}${value}` : value))
    .join(separator) || '-';
