import { AUDIT_STATUS, companyRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { command, query } from '../../platform/http/endpoint.ts';
import { adminCompanyDetail, adminCompanyList, companyAuditQueue } from './admin-queries.ts';
import { auditCompany } from './audit-company.ts';
import { toCompanyDetail } from './view.ts';

/** Operator console (运营后台): the company certification queue, audit, and every company. */
export const adminCompanyRoutes: FastifyPluginAsync = async (app) => {
  query(app, routes.adminQueue, ({ ctx, input, lang }) => companyAuditQueue(ctx, input, lang));

  query(app, routes.adminList, ({ ctx, input, lang }) => adminCompanyList(ctx, input, lang));

  query(app, routes.adminDetail, ({ ctx, input, lang }) => adminCompanyDetail(ctx, input.id, lang));

  command(
    app,
    routes.adminAudit,
    async ({ ctx, user, input, lang, log }) => {
      const company = await auditCompany(ctx.db, user.id, input, lang);
      // The event is the decision's, and the record carries the reason as stored.
      log(input.approve ? 'admin.company.approve' : 'admin.company.reject', {
        companyId: company.id,
        reason: company.auditReason,
      });
      return toCompanyDetail(company, lang);
    },
    { message: (answer) => (answer.auditStatus === AUDIT_STATUS.APPROVED ? 'company.approved' : 'company.rejected') },
  );
};
