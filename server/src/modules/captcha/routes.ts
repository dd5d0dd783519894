import { captchaRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { checkCaptcha, createCaptcha } from '../../platform/captcha/service.ts';
import { command, query } from '../../platform/http/endpoint.ts';

/** The captcha challenge calls (DESIGN §5) that yield a one-time `captchaVerification`. */
export const captchaRoutes: FastifyPluginAsync = async (app) => {
  query(app, routes.config, async ({ ctx }) => ({ enabled: ctx.config.CAPTCHA_ENABLED }));

  command(app, routes.challenge, ({ ctx, request }) => createCaptcha(ctx, request.ip || null));

  // A challenge gets one try: a wrong answer is refused and the challenge stays spent, which one transaction around
  // the call would undo with the refusal (and let a script try every answer on it).
  command(app, routes.check, ({ ctx, input }) => checkCaptcha(ctx, input.captchaId, input.answer), { ownTransactions: true });
};
