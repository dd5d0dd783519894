import { AUDIT_STATUS, certificateRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { command, query } from '../../platform/http/endpoint.ts';
import { auditCertificate } from './audit-certificate.ts';
import { certificateHistory } from './certificate-history.ts';
import { toCertificate } from './certificate-view.ts';
import { listAuditQueue } from './list-audit-queue.ts';
import { listCertificates } from './list-certificates.ts';
import { removeCertificate } from './remove-certificate.ts';
import { saveCertificate } from './save-certificate.ts';
import { submitCertificate } from './submit-certificate.ts';
import './file-access.ts';

/** SPEC §7 "Company": dangerous-goods certificates (/manage/forcertificates) and their operator audit. */
export const certificateRoutes: FastifyPluginAsync = async (app) => {
  command(
    app,
    routes.save,
    async ({ ctx, company, user, input, lang }) =>
      toCertificate(await saveCertificate(ctx.db, company.companyId, user.id, input), lang),
    {
      message: 'certificate.saved',
      log: {
        event: 'company.certificate.save',
        detail: (answer, { company }) => ({ companyId: company.companyId, certificateId: answer.id, type: answer.type }),
      },
    },
  );

  command(
    app,
    routes.submit,
    async ({ ctx, company, user, input, lang }) =>
      toCertificate(await submitCertificate(ctx.db, company.companyId, user.id, input.id), lang),
    {
      message: 'certificate.submitted',
      log: {
        event: 'company.certificate.submit',
        detail: (answer, { company }) => ({ companyId: company.companyId, certificateId: answer.id }),
      },
    },
  );

  query(app, routes.list, async ({ ctx, company, lang }) =>
    (await listCertificates(ctx, company.companyId)).map((row) => toCertificate(row, lang)),
  );

  command(
    app,
    routes.remove,
    async ({ ctx, company, user, input }) => {
      await removeCertificate(ctx.db, company.companyId, user.id, input.id);
      return null;
    },
    {
      // An approved licence removed takes the company's dangerous goods out of the catalogue.
      changesCatalogue: true,
      message: 'common.deleted',
      log: {
        event: 'company.certificate.remove',
        detail: (_answer, { company, input }) => ({ companyId: company.companyId, certificateId: input.id }),
      },
    },
  );

  query(app, routes.history, ({ ctx, company, input, lang }) => certificateHistory(ctx, input.id, company.companyId, lang));

  query(app, routes.adminQueue, ({ ctx, input, lang }) => listAuditQueue(ctx, input, lang));

  command(
    app,
    routes.audit,
    async ({ ctx, user, input, lang, log }) => {
      const row = await auditCertificate(ctx.db, user.id, input);
      // The event is the decision's, and the record names the company, which the answer does not carry.
      log(input.approve ? 'admin.certificate.approve' : 'admin.certificate.reject', {
        certificateId: row.id,
        companyId: row.companyId,
      });
      return toCertificate(row, lang);
    },
    {
      changesCatalogue: true,
      message: (answer) => (answer.auditStatus === AUDIT_STATUS.APPROVED ? 'certificate.approved' : 'certificate.rejected'),
    },
  );

  query(app, routes.adminHistory, ({ ctx, input, lang }) => certificateHistory(ctx, input.id, null, lang));
};
