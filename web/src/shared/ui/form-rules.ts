import { isValidCasNumber, MOBILE_PATTERN, PASSWORD_POLICY, SMS_CODE_PATTERN, USER_NAME_PATTERN } from '@hgsc/contracts';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** A field that must be filled (a choice, a date, a file), with its own message. */
export const required = (message: string): FormRule => ({ required: true, message });

/** A text field that must hold more than spaces: a blank one would pass the browser and fail at the server. */
export const requiredText = (message: string): FormRule => ({ required: true, whitespace: true, message });

/** A text field that must hold more than spaces, with the catalogue's one wording (请输入{label}). */
export const requiredField = (t: TFunction, label: string): FormRule => requiredText(t('field.required', { field: label }));

/** A CAS number, required and checked by its check digit (67-56-1), as the server checks it. */
export const casNumberRules = (t: TFunction, label: string): FormRule[] => [
  requiredField(t, label),
  {
    validator: async (_, value: string | undefined) => {
      if (value?.trim() && !isValidCasNumber(value.trim())) throw new Error(t('product.casInvalid'));
    },
  },
];

/** The account fields every form shares: a mobile, an SMS code, a password and its confirmation, a user name. */
export const mobileRules = (t: TFunction): FormRule[] => [
  required(t('form.mobileRequired')),
  { pattern: MOBILE_PATTERN, message: t('mobile.invalid') },
];

export const smsCodeRules = (t: TFunction): FormRule[] => [
  required(t('form.codeRequired')),
  { pattern: SMS_CODE_PATTERN, message: t('code.invalidFormat') },
];

export const passwordRules = (t: TFunction): FormRule[] => [
  required(t('form.passwordRequired')),
  { pattern: PASSWORD_POLICY, message: t('password.policy') },
];

/** The confirm field must repeat `field`. */
export const confirmRules = (t: TFunction, field: string): FormRule[] => [
  required(t('form.confirmRequired')),
  ({ getFieldValue }) => ({
    validator: (_, value) =>
      !value || getFieldValue(field) === value ? Promise.resolve() : Promise.reject(new Error(t('form.confirmMismatch'))),
  }),
];

export const userNameRules = (t: TFunction): FormRule[] => [
  required(t('form.userNameRequired')),
  { pattern: USER_NAME_PATTERN, message: t('userName.invalid') },
];
