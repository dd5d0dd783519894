import {
  certificationBody,
  changeCompanyBody,
  companyAuditQuery,
  companyAuditViewSchema,
  companyAuthorizationSchema,
  companyDetailSchema,
  companyInformationQuery,
  companyProfileSchema,
  companyUpdateBody,
  envelopeSchema,
  myCompanySchema,
  pageSchema,
  passCompanyListQuery,
  passCompanySchema,
  uploadResultSchema,
} from '@hgsc/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth, currentCompany, currentUser } from '../../platform/auth/plugin.ts';
import { requestFile } from '../../platform/files/request-file.ts';
import { ok } from '../../platform/http/envelope.ts';
import { languageOf } from '../../platform/i18n/language.ts';
import { adminCompanyRoutes } from './admin-routes.ts';
import { auditView } from './audit-view.ts';
import { authorizationInfo } from './authorization-info.ts';
import { certify } from './certify.ts';
import { registerCompanyFileAccess, uploadCompanyPdf } from './company-files.ts';
import { companyForCall } from './membership.ts';
import { companyProfile, passCompanyList } from './public-profile.ts';
import { changeCompany, myCompanies } from './switch-company.ts';
import { updateCompany } from './update-company.ts';
import { toCompanyDetail } from './view.ts';

const tags = ['company'];

/** SPEC §7 "Company": certification and its audit as the applicant sees it, the active company, switching, pickers. */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  registerCompanyFileAccess();

  app.post(
    '/company/certification',
    {
      schema: {
        tags,
        summary: 'Apply for company certification (企业认证); the caller becomes its main account and acts for it',
        body: certificationBody,
        response: { 200: envelopeSchema(companyDetailSchema) },
      },
    },
    async (request) => {
      const company = await certify(ctx, currentUser(request), request.body, languageOf(request));
      app.logEvent(request, 'company.certify', { companyId: company.id, creditCode: company.creditCode });
      return ok(request, toCompanyDetail(company, languageOf(request)), 'company.certificationSubmitted');
    },
  );

  // /company/update and /company/audit take an optional id naming any company the caller belongs
  // to, so companyForCall checks company.info in that company rather than a route `permission`.
  app.post(
    '/company/update',
    {
      schema: {
        tags,
        summary:
          'Correct a rejected application (back under review), edit one under review, or change the contact, receiving account (main account only) or intro of a certified company',
        body: companyUpdateBody,
        response: { 200: envelopeSchema(companyDetailSchema) },
      },
    },
    async (request) => {
      const lang = languageOf(request);
      const { company, action, changed } = await updateCompany(ctx, currentAuth(request), request.body, lang);
      app.logEvent(request, `company.${action}`, { companyId: company.id, changed });
      return ok(request, toCompanyDetail(company, lang), action === 'resubmit' ? 'company.resubmitted' : 'company.updated');
    },
  );

  const audit = (request: FastifyRequest, id: number | undefined) =>
    auditView(ctx, currentAuth(request), id, languageOf(request)).then((view) => ok(request, view));
  app.get(
    '/company/audit',
    {
      schema: {
        tags,
        summary: 'The applicant’s view of the certification: status, label, the operator’s reason, history',
        querystring: companyAuditQuery,
        response: { 200: envelopeSchema(companyAuditViewSchema) },
      },
    },
    async (request) => audit(request, request.query.id),
  );
  app.post(
    '/company/audit',
    {
      schema: {
        tags,
        summary: 'The applicant’s view of the certification (same as GET; body {id?})',
        body: companyAuditQuery.optional(),
        response: { 200: envelopeSchema(companyAuditViewSchema) },
      },
    },
    async (request) => audit(request, request.body?.id),
  );

  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/company/authorization/info',
      schema: {
        tags,
        summary: 'The caller’s standing in the active company: main or sub-account, granted permissions with labels',
        response: { 200: envelopeSchema(companyAuthorizationSchema) },
      },
      handler: async (request) => ok(request, authorizationInfo(currentCompany(request), languageOf(request))),
    });
  }

  app.get(
    '/company/info',
    {
      config: { permission: 'company.info' },
      schema: {
        tags,
        summary: 'The active company in full (members holding company.info)',
        response: { 200: envelopeSchema(companyDetailSchema) },
      },
    },
    async (request) => {
      const { company } = await companyForCall(ctx.db, currentAuth(request), undefined, 'company.info');
      return ok(request, toCompanyDetail(company, languageOf(request)));
    },
  );

  app.get(
    '/company/information',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Public profile of a certified company (name, intro, region, certified since); 404 otherwise',
        querystring: companyInformationQuery,
        response: { 200: envelopeSchema(companyProfileSchema) },
      },
    },
    async (request) => ok(request, await companyProfile(ctx, request.query.id)),
  );

  app.post(
    '/company/change/company',
    {
      schema: {
        tags,
        summary: 'Switch the active company (must be an enabled member); every later call acts for it',
        body: changeCompanyBody,
        response: { 200: envelopeSchema(companyAuthorizationSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { company, member } = await changeCompany(ctx, user, request.body.companyId);
      app.logEvent(request, 'company.switch', { companyId: company.id });
      const access = {
        companyId: company.id,
        companyName: company.name,
        auditStatus: company.auditStatus,
        isMain: member.isMain,
        permissions: member.permissions,
      };
      return ok(request, authorizationInfo(access, languageOf(request)), 'company.switched');
    },
  );

  app.get(
    '/company/my/list',
    {
      schema: {
        tags,
        summary: 'The companies the caller belongs to (enabled memberships), for the company switcher',
        response: { 200: envelopeSchema(z.array(myCompanySchema)) },
      },
    },
    async (request) => ok(request, await myCompanies(ctx, currentUser(request), languageOf(request))),
  );

  app.get(
    '/company/passCompanyList',
    {
      schema: {
        tags,
        summary: 'Certified (审核通过) companies for pickers; keyword matches name or credit code',
        querystring: passCompanyListQuery,
        response: { 200: envelopeSchema(pageSchema(passCompanySchema)) },
      },
    },
    async (request) => ok(request, await passCompanyList(ctx, request.query)),
  );

  app.post(
    '/company/upload/pdf',
    {
      config: { permission: 'company.info' },
      schema: {
        tags,
        summary: 'Upload a company document (PDF, 40 MB), encrypted; the company’s members and the operator may view it',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(uploadResultSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const company = currentCompany(request);
      const stored = await uploadCompanyPdf(ctx, user, company, await requestFile(request));
      app.logEvent(request, 'company.file.upload', { companyId: company.companyId, key: stored.key, size: stored.size });
      return ok(request, stored, 'file.uploaded');
    },
  );

  await app.register(adminCompanyRoutes);
};
