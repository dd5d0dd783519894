import {
  captchaChallengeSchema,
  captchaCheckBody,
  captchaCheckResult,
  captchaConfigSchema,
  envelopeSchema,
} from '@hgsc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkCaptcha, createCaptcha } from '../../platform/captcha/service.ts';
import { ok } from '../../platform/http/envelope.ts';

/** The captcha challenge calls (DESIGN §5) that yield a one-time `captchaVerification`. */
export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/captcha/config',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['captcha'],
        summary: 'Whether captcha is required',
        response: { 200: envelopeSchema(captchaConfigSchema) },
      },
    },
    async (request) => ok(request, { enabled: app.ctx.config.CAPTCHA_ENABLED }),
  );
  app.get(
    '/captcha/get',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['captcha'],
        summary: 'A new image challenge; 429 past CAPTCHA_MAX_PER_IP_PER_MINUTE from one address',
        response: { 200: envelopeSchema(captchaChallengeSchema) },
      },
    },
    async (request) => ok(request, await createCaptcha(app.ctx, request.ip || null)),
  );
  app.post(
    '/captcha/check',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['captcha'],
        summary: 'Answer a challenge; yields captchaVerification',
        body: captchaCheckBody,
        response: { 200: envelopeSchema(captchaCheckResult) },
      },
    },
    async (request) => ok(request, await checkCaptcha(app.ctx, request.body.captchaId, request.body.answer)),
  );
};
