import type { FormInstance } from 'antd';
import { isApiError } from './request/http.ts';

/**
 * Puts a 400 answer's message under the field the server named in data.field, when that field is
 * one of the form's `fields` (server name → form field name when they differ).
 */
export function applyFieldError(form: FormInstance, error: unknown, fields: readonly string[] | Record<string, string>): void {
  if (!isApiError(error) || !error.field) return;
  const name = Array.isArray(fields)
    ? fields.includes(error.field)
      ? error.field
      : undefined
    : (fields as Record<string, string>)[error.field];
  if (name) form.setFields([{ name, errors: [error.message] }]);
}
