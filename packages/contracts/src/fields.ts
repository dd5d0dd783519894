import { z } from 'zod';

/** Patterns shared by the server's schemas and the web's form rules. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;
export const USER_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;

/**
 * The schema-level error of a field: a missing value is required, a too long one says so, anything
 * else is invalid. A check with its own key (e.g. `.regex(…, { error: 'mobile.invalid' })`) keeps it;
 * without this a schema-wide `'field.required'` would also answer a too long value.
 */
export const fieldError = (issue: { code?: string; input?: unknown }) =>
  issue.input === undefined ? 'field.required' : issue.code === 'too_big' ? 'field.tooLong' : 'field.invalid';

/** A string field whose errors are catalogue keys. */
export const stringField = () => z.string({ error: fieldError });

/** Field validators shared by every schema; messages are catalogue keys. */
export const mobileField = stringField().trim().regex(MOBILE_PATTERN, { error: 'mobile.invalid' });
export const smsCodeField = stringField().trim().regex(SMS_CODE_PATTERN, { error: 'code.invalidFormat' });
export const userNameField = stringField().trim().regex(USER_NAME_PATTERN, { error: 'userName.invalid' });

/** Password policy: 8–32 characters, at least one letter and one digit. */
export const PASSWORD_POLICY = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,32}$/;
export const passwordField = stringField().regex(PASSWORD_POLICY, { error: 'password.policy' });

/** On login any non-empty password is accepted: the policy may have changed since it was set. */
export const loginPasswordField = stringField().min(1, { error: 'field.required' }).max(128);

export const captchaVerificationField = stringField().trim().max(200).optional();

export const idField = z.coerce.number({ error: 'field.invalid' }).int().positive({ error: 'field.invalid' });

/** A required text: trimmed, not empty, at most `max` characters. */
export const requiredText = (max: number) =>
  stringField().trim().min(1, { error: 'field.required' }).max(max, { error: 'field.tooLong' });

/** An optional text that is stored as null when left out, null or blank. */
export const nullableText = (max: number) =>
  stringField()
    .trim()
    .max(max, { error: 'field.tooLong' })
    .nullish()
    .transform((v) => (v ? v : null));
