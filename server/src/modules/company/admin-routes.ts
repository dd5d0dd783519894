import {
  adminCompanyAuditBody,
  adminCompanyAuditListQuery,
  adminCompanyDetailQuery,
  adminCompanyDetailSchema,
  adminCompanyListQuery,
  adminCompanyRowSchema,
  companyDetailSchema,
  envelopeSchema,
  pageSchema,
} from '@hgsc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/plugin.ts';
import { ok } from '../../platform/http/envelope.ts';
import { languageOf } from '../../platform/i18n/language.ts';
import { adminCompanyDetail, adminCompanyList, companyAuditQueue } from './admin-queries.ts';
import { auditCompany } from './audit-company.ts';
import { toCompanyDetail } from './view.ts';

const tags = ['admin'];
const OPERATOR = { auth: 'operator' } as const;

/** Operator console (运营后台): the company certification queue, audit, and every company. */
export const adminCompanyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/admin/company/audit/list',
    {
      config: OPERATOR,
      schema: {
        tags,
        summary: 'Company certifications by status (default 0 审核中), oldest submission first (operator)',
        querystring: adminCompanyAuditListQuery,
        response: { 200: envelopeSchema(pageSchema(adminCompanyRowSchema)) },
      },
    },
    async (request) => ok(request, await companyAuditQueue(ctx, request.query, languageOf(request))),
  );

  app.get(
    '/admin/company/list',
    {
      config: OPERATOR,
      schema: {
        tags,
        summary: 'Every company, newest first; status filter, keyword matches name, credit code or contact mobile (operator)',
        querystring: adminCompanyListQuery,
        response: { 200: envelopeSchema(pageSchema(adminCompanyRowSchema)) },
      },
    },
    async (request) => ok(request, await adminCompanyList(ctx, request.query, languageOf(request))),
  );

  app.get(
    '/admin/company/detail',
    {
      config: OPERATOR,
      schema: {
        tags,
        summary: 'A company’s application with its licence link, owner and history (operator)',
        querystring: adminCompanyDetailQuery,
        response: { 200: envelopeSchema(adminCompanyDetailSchema) },
      },
    },
    async (request) => ok(request, await adminCompanyDetail(ctx, request.query.id, languageOf(request))),
  );

  app.post(
    '/admin/company/audit',
    {
      config: OPERATOR,
      schema: {
        tags,
        summary: 'Approve (审核通过) or reject (审核未通过, reason required) a certification under review (operator)',
        body: adminCompanyAuditBody,
        response: { 200: envelopeSchema(companyDetailSchema) },
      },
    },
    async (request) => {
      const lang = languageOf(request);
      const company = await auditCompany(ctx, currentUser(request).id, request.body, lang);
      app.logEvent(request, request.body.approve ? 'admin.company.approve' : 'admin.company.reject', {
        companyId: company.id,
        reason: company.auditReason,
      });
      return ok(request, toCompanyDetail(company, lang), request.body.approve ? 'company.approved' : 'company.rejected');
    },
  );
};
