import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** A field that must be filled (a choice, a date, a file), with its own message. */
export const required = (message: string): FormRule => ({ required: true, message });

/** A text field that must hold more than spaces: a blank one would pass the browser and fail at the server. */
export const requiredText = (message: string): FormRule => ({ required: true, whitespace: true, message });

/** A text field that must hold more than spaces, with the catalogue's one wording (请输入{label}). */
export const requiredField = (t: TFunction, label: string): FormRule => requiredText(t('org.form.required', { field: label }));
