import {
  adminCertificateListQuery,
  adminCertificateSchema,
  certificateAuditBody,
  certificateHistoryQuery,
  certificateHistorySchema,
  certificateIdBody,
  certificateListSchema,
  certificateSaveBody,
  certificateSchema,
  emptySchema,
  envelopeSchema,
  pageSchema,
} from '@hgsc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentCompany, currentUser } from '../../platform/auth/plugin.ts';
import { ok } from '../../platform/http/envelope.ts';
import { languageOf } from '../../platform/i18n/language.ts';
import { auditCertificate } from './audit-certificate.ts';
import { certificateHistory } from './certificate-history.ts';
import { toCertificate } from './certificate-view.ts';
import { listAuditQueue } from './list-audit-queue.ts';
import { listCertificates } from './list-certificates.ts';
import { removeCertificate } from './remove-certificate.ts';
import { saveCertificate } from './save-certificate.ts';
import { submitCertificate } from './submit-certificate.ts';
import './file-access.ts';

const tags = ['dangerous-goods certificate'];
const adminTags = ['admin'];
const config = { permission: 'company.certificate' } as const;
const OPERATOR = { auth: 'operator' } as const;

/** SPEC §7 "Company": dangerous-goods certificates (/manage/forcertificates) and their operator audit. */
export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/company/dangerous/cert/save',
    {
      config,
      schema: {
        tags,
        summary: 'Save a certificate as a draft, or edit a draft or rejected one (scan from /encry/upload/img or pdf)',
        body: certificateSaveBody,
        response: { 200: envelopeSchema(certificateSchema) },
      },
    },
    async (request) => {
      const { companyId } = currentCompany(request);
      const row = await saveCertificate(app.ctx, companyId, currentUser(request).id, request.body);
      app.logEvent(request, 'company.certificate.save', { companyId, certificateId: row.id, type: row.type });
      return ok(request, toCertificate(row, languageOf(request)), 'certificate.saved');
    },
  );

  app.post(
    '/company/dangerous/cert/submit',
    {
      config,
      schema: {
        tags,
        summary: 'Submit a draft or rejected certificate for review (审核中)',
        body: certificateIdBody,
        response: { 200: envelopeSchema(certificateSchema) },
      },
    },
    async (request) => {
      const { companyId } = currentCompany(request);
      const row = await submitCertificate(app.ctx, companyId, currentUser(request).id, request.body.id);
      app.logEvent(request, 'company.certificate.submit', { companyId, certificateId: row.id });
      return ok(request, toCertificate(row, languageOf(request)), 'certificate.submitted');
    },
  );

  app.post(
    '/company/dangerous/cert/list',
    {
      config,
      schema: {
        tags,
        summary: 'The active company’s certificates with audit status and expiry (valid / expiring / expired)',
        response: { 200: envelopeSchema(certificateListSchema) },
      },
    },
    async (request) => {
      const rows = await listCertificates(app.ctx, currentCompany(request).companyId);
      const language = languageOf(request);
      return ok(
        request,
        rows.map((row) => toCertificate(row, language)),
      );
    },
  );

  app.post(
    '/company/dangerous/cert/remove',
    {
      // An approved licence removed takes the company's dangerous goods out of the catalogue.
      config: { ...config, changesCatalogue: true },
      schema: {
        tags,
        summary: 'Remove a certificate (not while under review)',
        body: certificateIdBody,
        response: { 200: envelopeSchema(emptySchema) },
      },
    },
    async (request) => {
      const { companyId } = currentCompany(request);
      await removeCertificate(app.ctx, companyId, currentUser(request).id, request.body.id);
      app.logEvent(request, 'company.certificate.remove', { companyId, certificateId: request.body.id });
      return ok(request, null, 'common.deleted');
    },
  );

  app.post(
    '/company/dangerous/cert/history',
    {
      config,
      schema: {
        tags,
        summary: 'Every change of one of the company’s certificates, oldest first (audit reasons included)',
        body: certificateIdBody,
        response: { 200: envelopeSchema(certificateHistorySchema) },
      },
    },
    async (request) =>
      ok(request, await certificateHistory(app.ctx, request.body.id, currentCompany(request).companyId, languageOf(request))),
  );

  app.get(
    '/admin/certificate/audit/list',
    {
      config: OPERATOR,
      schema: {
        tags: adminTags,
        summary: 'Submitted dangerous-goods certificates, newest submission first; status 0/1/2 narrows (operator)',
        querystring: adminCertificateListQuery,
        response: { 200: envelopeSchema(pageSchema(adminCertificateSchema)) },
      },
    },
    async (request) => ok(request, await listAuditQueue(app.ctx, request.query, languageOf(request))),
  );

  app.post(
    '/admin/certificate/audit',
    {
      config: { ...OPERATOR, changesCatalogue: true },
      schema: {
        tags: adminTags,
        summary: 'Approve, or reject with a reason, a certificate under review (operator)',
        body: certificateAuditBody,
        response: { 200: envelopeSchema(certificateSchema) },
      },
    },
    async (request) => {
      const row = await auditCertificate(app.ctx, currentUser(request).id, request.body);
      app.logEvent(request, request.body.approve ? 'admin.certificate.approve' : 'admin.certificate.reject', {
        certificateId: row.id,
        companyId: row.companyId,
      });
      return ok(
        request,
        toCertificate(row, languageOf(request)),
        request.body.approve ? 'certificate.approved' : 'certificate.rejected',
      );
    },
  );

  app.get(
    '/admin/certificate/history',
    {
      config: OPERATOR,
      schema: {
        tags: adminTags,
        summary: 'Every change of one certificate, oldest first (operator)',
        querystring: certificateHistoryQuery,
        response: { 200: envelopeSchema(certificateHistorySchema) },
      },
    },
    async (request) => ok(request, await certificateHistory(app.ctx, request.query.id, null, languageOf(request))),
  );
};
