import {
  adminSealDetailSchema,
  adminSealIdBody,
  adminSealListBody,
  adminSealSchema,
  envelopeSchema,
  pageSchema,
  SEAL_ROLES,
  sealAuditBody,
  sealInfoBody,
  sealInfoSchema,
  sealPreviewBody,
  sealPreviewSchema,
  sealSchema,
  sealSendNewCodeBody,
  sealSendOldCodeBody,
  sealUpdateBody,
  sendCodeResult,
} from '@hgsc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth, currentCompany, currentUser } from '../../platform/auth/plugin.ts';
import { ok } from '../../platform/http/envelope.ts';
import { languageOf } from '../../platform/i18n/language.ts';
import { auditSeal } from './audit-seal.ts';
import { listSealQueue } from './list-seal-queue.ts';
import { previewSeal } from './preview-seal.ts';
import { sealDetail } from './seal-detail.ts';
import { sealInfo } from './seal-info.ts';
import { toSeal } from './seal-view.ts';
import { sendNewSealCode } from './send-new-code.ts';
import { sendOldSealCode } from './send-old-code.ts';
import { updateSeal } from './update-seal.ts';
import './file-access.ts';

const tags = ['company seal'];
const adminTags = ['admin'];
/** Seal management: main account or a sub-account granted company.seal, of a certified company. */
const MANAGE = { permission: 'company.seal', approvedCompany: true } as const;
const OPERATOR = { auth: 'operator' } as const;

/**
 * SPEC §7 "Company": the buyer and the seller seal calls (info, send/old/code, send/new/code, update,
 * audit, plus a preview of the generated seal) and the operator's seal queue.
 */
export const sealRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  for (const role of SEAL_ROLES) {
    const base = `/company/${role}/seal`;

    app.post(
      `${base}/info`,
      {
        schema: {
          tags,
          summary: `The ${role} seal of the active company (or of companyId, a company the caller belongs to): the seal in force, a change under review, history`,
          body: sealInfoBody.nullish(),
          response: { 200: envelopeSchema(sealInfoSchema) },
        },
      },
      async (request) =>
        ok(request, await sealInfo(ctx, currentAuth(request), role, request.body?.companyId, languageOf(request))),
    );

    app.post(
      `${base}/preview`,
      {
        config: MANAGE,
        schema: {
          tags,
          summary: `The ${role} seal the platform would generate from the company name (PNG data URL; nothing stored)`,
          body: sealPreviewBody.nullish(),
          response: { 200: envelopeSchema(sealPreviewSchema) },
        },
      },
      async (request) => ok(request, previewSeal(currentCompany(request).companyName, request.body ?? sealPreviewBody.parse({}))),
    );

    app.post(
      `${base}/send/old/code`,
      {
        config: MANAGE,
        schema: {
          tags,
          summary: `Send a code to the main account’s mobile, confirming a change of the ${role} seal (captcha first)`,
          body: sealSendOldCodeBody.nullish(),
          response: { 200: envelopeSchema(sendCodeResult) },
        },
      },
      async (request) => {
        const { companyId } = currentCompany(request);
        const input = { captchaVerification: request.body?.captchaVerification, ip: request.ip };
        return ok(request, await sendOldSealCode(ctx, companyId, role, input), 'sms.sent');
      },
    );

    app.post(
      `${base}/send/new/code`,
      {
        config: MANAGE,
        schema: {
          tags,
          summary: `Send a code to the mobile of the person who will keep the ${role} seal (captcha first)`,
          body: sealSendNewCodeBody,
          response: { 200: envelopeSchema(sendCodeResult) },
        },
      },
      async (request) => {
        const { companyId } = currentCompany(request);
        return ok(request, await sendNewSealCode(ctx, companyId, role, { ...request.body, ip: request.ip }), 'sms.sent');
      },
    );

    app.post(
      `${base}/update`,
      {
        config: MANAGE,
        schema: {
          tags,
          summary: `Apply for a new ${role} seal (generated or uploaded) with the SMS codes; under review until the operator decides`,
          body: sealUpdateBody,
          response: { 200: envelopeSchema(sealSchema) },
        },
      },
      async (request) => {
        const { companyId } = currentCompany(request);
        const user = currentUser(request);
        const row = await updateSeal(ctx, { companyId, userId: user.id, role, body: request.body });
        app.logEvent(request, 'company.seal.update', { companyId, role, sealId: row.id, source: row.source });
        const seal = toSeal(row, languageOf(request), { inForce: false, submittedByName: user.name });
        return ok(request, seal, 'seal.submitted');
      },
    );

    app.post(
      `${base}/audit`,
      {
        config: OPERATOR,
        schema: {
          tags: [...tags, ...adminTags],
          summary: `Approve, or reject with a reason, a ${role} seal application under review (operator)`,
          body: sealAuditBody,
          response: { 200: envelopeSchema(sealSchema) },
        },
      },
      async (request) => {
        const { approve } = request.body;
        const row = await auditSeal(ctx, role, currentUser(request).id, request.body);
        app.logEvent(request, approve ? 'admin.seal.approve' : 'admin.seal.reject', {
          sealId: row.id,
          companyId: row.companyId,
          role,
        });
        const seal = toSeal(row, languageOf(request), { inForce: approve, submittedByName: null });
        return ok(request, seal, approve ? 'seal.approved' : 'seal.rejected');
      },
    );
  }

  app.post(
    '/admin/seal/audit/list',
    {
      config: OPERATOR,
      schema: {
        tags: adminTags,
        summary:
          'Seal applications: under review first (oldest first), then the rest newest first; status, role, keyword narrow (operator)',
        body: adminSealListBody.nullish(),
        response: { 200: envelopeSchema(pageSchema(adminSealSchema)) },
      },
    },
    async (request) => ok(request, await listSealQueue(ctx, request.body ?? adminSealListBody.parse({}), languageOf(request))),
  );

  app.post(
    '/admin/seal/detail',
    {
      config: OPERATOR,
      schema: {
        tags: adminTags,
        summary: 'One seal application with its company, the seal in force it would replace, and its audit trail (operator)',
        body: adminSealIdBody,
        response: { 200: envelopeSchema(adminSealDetailSchema) },
      },
    },
    async (request) => ok(request, await sealDetail(ctx, request.body.id, languageOf(request))),
  );
};
