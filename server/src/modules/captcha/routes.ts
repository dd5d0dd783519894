import { envelopeSchema, captchaRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkCaptcha, createCaptcha } from '../../platform/captcha/service.ts';
import { command, query } from '../../platform/http/endpoint.ts';
import { ok } from '../../platform/http/envelope.ts';

/** The captcha challenge calls (DESIGN §5) that yield a one-time `captchaVerification`. */
export const captchaRoutes: FastifyPluginAsync = async (app) => {
  query(app, routes.config, async ({ ctx }) => ({ enabled: ctx.config.CAPTCHA_ENABLED }));

  command(app, routes.challenge, ({ ctx, request }) => createCaptcha(ctx, request.ip || null));

  // A challenge gets one try: a wrong answer is refused and the challenge stays spent, which one transaction around
  // the call would undo with the refusal (and let a script try every answer on it). Registered by hand from its
  // declaration, on the pool as before.
  app.withTypeProvider<ZodTypeProvider>().post(
    routes.check.path,
    {
      config: { auth: 'public' },
      schema: {
        tags: [...routes.check.tags],
        summary: routes.check.summary,
        body: routes.check.input,
        response: { 200: envelopeSchema(routes.check.answer) },
      },
    },
    async (request) => ok(request, await checkCaptcha(app.ctx, request.body.captchaId, request.body.answer)),
  );
};
