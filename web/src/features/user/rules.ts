import { MOBILE_PATTERN, PASSWORD_POLICY, SMS_CODE_PATTERN, USER_NAME_PATTERN } from '@hgsc/contracts';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { required } from '../../shared/ui/form-rules.ts';

export { MOBILE_PATTERN, SMS_CODE_PATTERN, USER_NAME_PATTERN };

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
