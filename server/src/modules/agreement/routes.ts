import { receiptAgreementRoutes, agreementRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIX } from '../../platform/http/api-prefix.ts';
import { command, query } from '../../platform/http/endpoint.ts';
import { acceptAgreements } from './accept-agreements.ts';
// Registers the agreement gate every signed-in call passes.
import './gate.ts';
import { agreementInfo } from './agreement-info.ts';
import { forgetCurrentVersions } from './current-versions.ts';
import { listAgreementVersions } from './list-versions.ts';
import { publishAgreement } from './publish-agreement.ts';
import { affirmReceiptAgreement, receiptAgreementStatus } from './receipt-agreement.ts';

/**
 * SPEC §7 "Service fee and agreements": versioned user agreement and privacy policy (Markdown),
 * published by the operator; users accept the current versions (the gate is gate.ts).
 */
export const agreementRoutes: FastifyPluginAsync = async (app) => {
  // The texts answer a visitor too: the caller's accepted version only with a session.
  query(app, routes.userInfo, ({ ctx, request }) => agreementInfo(ctx, 'user', request.auth?.user ?? null));
  query(app, routes.userInfoPosted, ({ ctx, request }) => agreementInfo(ctx, 'user', request.auth?.user ?? null));
  query(app, routes.privacyInfo, ({ ctx, request }) => agreementInfo(ctx, 'privacy', request.auth?.user ?? null));
  query(app, routes.privacyInfoPosted, ({ ctx, request }) => agreementInfo(ctx, 'privacy', request.auth?.user ?? null));

  query(app, routes.select, ({ ctx, input }) => listAgreementVersions(ctx, input));
  query(app, routes.selectPosted, ({ ctx, input }) => listAgreementVersions(ctx, input));

  command(app, routes.publish, ({ ctx, user, input }) => publishAgreement(ctx.db, user, input), {
    message: (published) => `agreement.published.${published.type}`,
    log: {
      event: 'agreement.publish',
      detail: (published) => ({ type: published.type, version: published.version, id: published.id }),
    },
  });
  // Once the publication has committed, before its answer leaves: forgotten earlier, a gate check in between could
  // keep the old versions for CACHE_MS.
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.url === `${API_PREFIX}${routes.publish.path}` && reply.statusCode < 400)
      forgetCurrentVersions(app.ctx);
  });

  command(app, routes.accept, ({ ctx, request, user, input }) => acceptAgreements(ctx.db, user.id, input, request.ip || null), {
    message: 'agreement.accepted',
    log: {
      event: 'agreement.accept',
      detail: (status) => ({ userAgreementVersion: status.userAgreementVersion, privacyVersion: status.privacyVersion }),
    },
  });

  query(app, receiptAgreementRoutes.info, ({ ctx, company }) => receiptAgreementStatus(ctx.db, company.companyId));
  query(app, receiptAgreementRoutes.checkVersion, ({ ctx, company }) => receiptAgreementStatus(ctx.db, company.companyId));
  command(
    app,
    receiptAgreementRoutes.affirm,
    ({ ctx, request, user, company, input }) =>
      affirmReceiptAgreement(ctx.db, { companyId: company.companyId, userId: user.id, ip: request.ip || null }, input.version),
    {
      message: 'agreement.receiptAffirmed',
      log: {
        event: 'agreement.receipt.affirm',
        detail: (status, call) => ({ companyId: call.company.companyId, version: status.affirmedVersion }),
      },
    },
  );
};
