import { z } from 'zod';

/** Field validators shared by every schema; messages are catalogue keys. */
export const mobileField = z
  .string({ error: 'field.required' })
  .trim()
  .regex(/^1[3-9]\d{9}$/, {
    error: 'mobile.invalid',
  });
export const smsCodeField = z
  .string({ error: 'field.required' })
  .trim()
  .regex(/^\d{6}$/, {
    error: 'code.invalidFormat',
  });
export const userNameField = z
  .string({ error: 'field.required' })
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_]{3,19}$/, { error: 'userName.invalid' });

/** Password policy: 8–32 characters, at least one letter and one digit. */
export const PASSWORD_POLICY = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,32}$/;
export const passwordField = z.string({ error: 'field.required' }).regex(PASSWORD_POLICY, { error: 'password.policy' });

/** On login any non-empty password is accepted: the policy may have changed since it was set. */
export const loginPasswordField = z.string({ error: 'field.required' }).min(1, { error: 'field.required' }).max(128);

export const captchaVerificationField = z.string().trim().max(200).optional();

export const idField = z.coerce.number({ error: 'field.invalid' }).int().positive({ error: 'field.invalid' });
