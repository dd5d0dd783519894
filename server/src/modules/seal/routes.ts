import { AUDIT_STATUS, adminSealListBody, sealRoutes as routes, SEAL_ROLES, sealPreviewBody } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { currentAuth } from '../../platform/auth/plugin.ts';
import { command, query } from '../../platform/http/endpoint.ts';
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

/**
 * SPEC §7 "Company": the buyer and the seller seal calls (info, send/old/code, send/new/code, update,
 * audit, plus a preview of the generated seal) and the operator's seal queue.
 */
export const sealRoutes: FastifyPluginAsync = async (app) => {
  for (const role of SEAL_ROLES) {
    const calls = routes[role];

    query(app, calls.info, ({ ctx, request, input, lang }) => sealInfo(ctx, currentAuth(request), role, input?.companyId, lang));

    // Draws the seal and stores nothing: a read.
    query(app, calls.preview, async ({ company, input }) => previewSeal(company.companyName, input ?? sealPreviewBody.parse({})));

    // Each sends an SMS after consuming the captcha: the captcha stays spent whatever the gateway answers.
    command(
      app,
      calls.sendOldCode,
      ({ ctx, request, company, input }) =>
        sendOldSealCode(ctx, company.companyId, role, { captchaVerification: input?.captchaVerification, ip: request.ip }),
      { ownTransactions: true, message: 'sms.sent' },
    );
    command(
      app,
      calls.sendNewCode,
      ({ ctx, request, company, input }) => sendNewSealCode(ctx, company.companyId, role, { ...input, ip: request.ip }),
      { ownTransactions: true, message: 'sms.sent' },
    );

    // The codes are spent (a wrong one counted) before the seal is drawn and stored, outside the short transaction
    // that records the application; a failed record discards the stored image.
    command(
      app,
      calls.update,
      async ({ ctx, company, user, input, lang }) => {
        const row = await updateSeal(ctx, { companyId: company.companyId, userId: user.id, role, body: input });
        return toSeal(row, lang, { inForce: false, submittedByName: user.name });
      },
      {
        ownTransactions: true,
        message: 'seal.submitted',
        log: {
          event: 'company.seal.update',
          detail: (answer, { company }) => ({ companyId: company.companyId, role, sealId: answer.id, source: answer.source }),
        },
      },
    );

    command(
      app,
      calls.audit,
      async ({ ctx, user, input, lang, log }) => {
        const row = await auditSeal(ctx.db, role, user.id, input);
        // The event is the decision's, and the record names the company, which the answer does not carry.
        log(input.approve ? 'admin.seal.approve' : 'admin.seal.reject', {
          sealId: row.id,
          companyId: row.companyId,
          role,
        });
        return toSeal(row, lang, { inForce: input.approve, submittedByName: null });
      },
      { message: (answer) => (answer.auditStatus === AUDIT_STATUS.APPROVED ? 'seal.approved' : 'seal.rejected') },
    );
  }

  query(app, routes.adminQueue, ({ ctx, input, lang }) => listSealQueue(ctx, input ?? adminSealListBody.parse({}), lang));

  query(app, routes.adminDetail, ({ ctx, input, lang }) => sealDetail(ctx, input.id, lang));
};
