import { companyRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { currentAuth } from '../../platform/auth/plugin.ts';
import { requestFile } from '../../platform/files/request-file.ts';
import { command, query } from '../../platform/http/endpoint.ts';
import { adminCompanyRoutes } from './admin-routes.ts';
// Registers the lookup every request's session is read with.
import './session-lookup.ts';
import { auditView } from './audit-view.ts';
import { authorizationInfo } from './authorization-info.ts';
import { certify } from './certify.ts';
import { registerCompanyFileAccess, uploadCompanyPdf } from './company-files.ts';
import { activeCompanyInfo } from './company-info.ts';
import { companyProfile, passCompanyList } from './public-profile.ts';
import { changeCompany, myCompanies } from './switch-company.ts';
import { updateCompany } from './update-company.ts';
import { toCompanyDetail } from './view.ts';

/** SPEC §7 "Company": certification and its audit as the applicant sees it, the active company, switching, pickers. */
export const companyRoutes: FastifyPluginAsync = async (app) => {
  registerCompanyFileAccess();

  command(
    app,
    routes.certify,
    async ({ ctx, user, input, lang }) => toCompanyDetail(await certify(ctx.db, user, input, lang), lang),
    {
      message: 'company.certificationSubmitted',
      log: { event: 'company.certify', detail: (answer) => ({ companyId: answer.id, creditCode: answer.creditCode }) },
    },
  );

  // Its use case opens its own transaction (the SMS telling the main account of a new receiving account goes out after
  // it commits); the message and the event say whether a rejected application went back under review.
  command(
    app,
    routes.update,
    async ({ ctx, request, input, lang, log, say }) => {
      const { company, action, changed } = await updateCompany(ctx, currentAuth(request), input, lang);
      log(action === 'resubmit' ? 'company.resubmit' : 'company.update', { companyId: company.id, changed });
      say(action === 'resubmit' ? 'company.resubmitted' : 'company.updated');
      return toCompanyDetail(company, lang);
    },
    { ownTransactions: true },
  );

  query(app, routes.audit, ({ ctx, request, input, lang }) => auditView(ctx, currentAuth(request), input.id, lang));
  query(app, routes.auditPost, ({ ctx, request, input, lang }) => auditView(ctx, currentAuth(request), input?.id, lang));

  query(app, routes.authorization, async ({ company, lang }) => authorizationInfo(company, lang));
  query(app, routes.authorizationPost, async ({ company, lang }) => authorizationInfo(company, lang));

  query(app, routes.info, ({ ctx, request, lang }) => activeCompanyInfo(ctx.db, currentAuth(request), lang));

  query(app, routes.information, ({ ctx, input }) => companyProfile(ctx, input.id));

  command(app, routes.change, ({ ctx, user, input, lang }) => changeCompany(ctx.db, user, input.companyId, lang), {
    message: 'company.switched',
    log: { event: 'company.switch', detail: (answer) => ({ companyId: answer.companyId }) },
  });

  query(app, routes.myList, ({ ctx, user, lang }) => myCompanies(ctx, user, lang));

  query(app, routes.passCompanyList, ({ ctx, input }) => passCompanyList(ctx, input));

  // The file is read from the request and its bytes stored before anything is written to the database: no
  // transaction is held while the client sends up to 40 MB.
  command(
    app,
    routes.uploadPdf,
    async ({ ctx, request, user, company }) => uploadCompanyPdf(ctx, user, company, await requestFile(request)),
    {
      ownTransactions: true,
      message: 'file.uploaded',
      log: {
        event: 'company.file.upload',
        detail: (answer, { company }) => ({ companyId: company.companyId, key: answer.key, size: answer.size }),
      },
    },
  );

  await app.register(adminCompanyRoutes);
};
