import { z } from 'zod';
import { stringField } from './fields.ts';

/** GET /captcha/get → an image challenge. */
export const captchaChallengeSchema = z.object({
  captchaId: z.string(),
  /** SVG markup of the distorted characters. */
  image: z.string(),
  expiresInSeconds: z.number().int(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/** POST /captcha/check → a one-time `captchaVerification` for one login or code sending. */
export const captchaCheckBody = z
  .object({
    captchaId: stringField().min(1, { error: 'field.required' }).max(64),
    answer: stringField().trim().min(1, { error: 'field.required' }).max(10),
  })
  .strict();
export const captchaCheckResult = z.object({ captchaVerification: z.string() });

export const captchaConfigSchema = z.object({ enabled: z.boolean() });
