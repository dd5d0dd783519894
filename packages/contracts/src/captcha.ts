import { z } from 'zod';
import { stringField } from './fields.ts';
import { defineRoute } from './route.ts';

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

/** The captcha challenge calls (DESIGN §5) that yield a one-time `captchaVerification`. */
export const captchaRoutes = {
  config: defineRoute({
    method: 'GET',
    path: '/captcha/config',
    answer: captchaConfigSchema,
    summary: 'Whether captcha is required',
    tags: ['captcha'],
    auth: 'public',
  }),
  challenge: defineRoute({
    method: 'GET',
    path: '/captcha/get',
    answer: captchaChallengeSchema,
    summary: 'A new image challenge; 429 past CAPTCHA_MAX_PER_IP_PER_MINUTE from one address',
    tags: ['captcha'],
    auth: 'public',
  }),
  check: defineRoute({
    method: 'POST',
    path: '/captcha/check',
    input: captchaCheckBody,
    answer: captchaCheckResult,
    summary: 'Answer a challenge; yields captchaVerification',
    tags: ['captcha'],
    auth: 'public',
  }),
};
