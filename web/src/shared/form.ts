import type { FormInstance } from 'antd';
import { useState } from 'react';
import { type ApiError, isApiError } from './request/http.ts';
import { useThrottledCallback } from './throttle.ts';

/**
 * Puts a 400 answer's message under the field the server named in data.field, when that field is
 * one of the form's `fields` (server name → form field name when they differ).
 */
export function applyFieldError(form: FormInstance, error: unknown, fields: readonly string[] | Record<string, string>): void {
  if (!isApiError(error) || !error.field) return;
  const nameOf = (field: string) =>
    Array.isArray(fields) ? (fields.includes(field) ? field : undefined) : (fields as Record<string, string>)[field];
  const name = nameOf(error.field);
  if (name) {
    form.setFields([{ name, errors: [error.fieldMessage] }]);
    return;
  }
  // A field of a list's row (priceTiers.1.price): the row's own field, when the form knows the list.
  const [list, index, inner, ...more] = error.field.split('.');
  const listName = list ? nameOf(list) : undefined;
  if (listName && index && /^\d+$/.test(index) && inner && more.length === 0)
    form.setFields([{ name: [listName, Number(index), inner], errors: [error.fieldMessage] }]);
  // A field of a group (crew.plate): the group's own field.
  else if (listName && index && !/^\d+$/.test(index) && !inner)
    form.setFields([{ name: [listName, index], errors: [error.fieldMessage] }]);
}

/**
 * A form's onFinish: throttled like every click (SPEC §5), with a busy flag for the submit button.
 * A failed call's ApiError goes to `onApiError` (e.g. applyFieldError); any other error is thrown on.
 */
export function useFormSubmit<V>(action: (values: V) => Promise<unknown>, onApiError: (error: ApiError) => void) {
  const [submitting, setSubmitting] = useState(false);
  const submit = useThrottledCallback(async (values: V) => {
    setSubmitting(true);
    try {
      await action(values);
    } catch (error) {
      if (!isApiError(error)) throw error;
      onApiError(error);
    } finally {
      setSubmitting(false);
    }
  });
  return { submit, submitting };
}
