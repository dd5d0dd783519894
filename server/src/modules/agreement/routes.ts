import {
  acceptAgreementBody,
  agreementAdminRecordSchema,
  agreementInfoSchema,
  agreementPublishBody,
  agreementSelectQuery,
  agreementStatusSchema,
  envelopeSchema,
  pageSchema,
} from '@hgsc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/plugin.ts';
import { ok } from '../../platform/http/envelope.ts';
import { acceptAgreements } from './accept-agreements.ts';
import { agreementInfo } from './agreement-info.ts';
import { listAgreementVersions } from './list-versions.ts';
import { publishAgreement } from './publish-agreement.ts';

const tags = ['agreement'];
const PREFIX = '/bs/agreement/template';
const OPERATOR = { auth: 'operator' } as const;

/** The two public texts; SPEC lists both methods' clients, so GET and POST answer alike. */
const INFO_CALLS = [
  { path: `${PREFIX}/user/agreement/info`, type: 'user', summary: 'The current user agreement (用户协议)' },
  { path: `${PREFIX}/privacy/agreement/info`, type: 'privacy', summary: 'The current privacy policy (隐私政策)' },
] as const;

/**
 * SPEC §7 "Service fee and agreements": versioned user agreement and privacy policy (Markdown),
 * published by the operator; users accept the current versions (the gate is gate.ts).
 */
export const agreementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  for (const info of INFO_CALLS) {
    for (const method of ['GET', 'POST'] as const) {
      app.route({
        method,
        url: info.path,
        config: { auth: 'public' },
        schema: {
          tags,
          summary: `${info.summary}; null when none is published. acceptedVersion: the caller's (null without a session)`,
          response: { 200: envelopeSchema(agreementInfoSchema.nullable()) },
        },
        handler: async (request) => ok(request, await agreementInfo(ctx, info.type, request.auth?.user ?? null)),
      });
    }
  }

  const selectSummary = 'Every published version of both agreements (or one type), newest first (operator)';
  const selectResponse = { 200: envelopeSchema(pageSchema(agreementAdminRecordSchema)) };
  app.get(
    `${PREFIX}/agreement/select`,
    { config: OPERATOR, schema: { tags, summary: selectSummary, querystring: agreementSelectQuery, response: selectResponse } },
    async (request) => ok(request, await listAgreementVersions(ctx, request.query)),
  );
  app.post(
    `${PREFIX}/agreement/select`,
    // The SPEC's client may post no body at all: that is the first page.
    {
      config: OPERATOR,
      schema: {
        tags,
        summary: selectSummary,
        body: z.preprocess((body) => body ?? {}, agreementSelectQuery),
        response: selectResponse,
      },
    },
    async (request) => ok(request, await listAgreementVersions(ctx, request.body)),
  );

  app.post(
    `${PREFIX}/update`,
    {
      config: OPERATOR,
      schema: {
        tags,
        summary: 'Publish the next version of an agreement; older versions stay read-only, users must accept it (operator)',
        body: agreementPublishBody,
        response: { 200: envelopeSchema(agreementAdminRecordSchema) },
      },
    },
    async (request) => {
      const published = await publishAgreement(ctx, currentUser(request), request.body);
      app.logEvent(request, 'agreement.publish', { type: published.type, version: published.version, id: published.id });
      return ok(request, published, `agreement.published.${published.type}`);
    },
  );

  app.post(
    '/user/update/version',
    {
      schema: {
        tags,
        summary: 'Accept the current user agreement and privacy policy versions (an older version answers 409)',
        body: acceptAgreementBody,
        response: { 200: envelopeSchema(agreementStatusSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const status = await acceptAgreements(ctx, user.id, request.body, request.ip || null);
      app.logEvent(request, 'agreement.accept', {
        userAgreementVersion: status.userAgreementVersion,
        privacyVersion: status.privacyVersion,
      });
      return ok(request, status, 'agreement.accepted');
    },
  );
};
