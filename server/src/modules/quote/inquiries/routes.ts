import { inquiryRoutes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../../platform/auth/caller.ts';
import { command, query } from '../../../platform/http/endpoint.ts';
import { cancelInquiry, declineInquiry } from './end-inquiry.ts';
import { listInquiries } from './list-inquiries.ts';
import './node-log-access.ts';
import './notify.ts';
import { readInquiry } from './inquiry-view.ts';
import { submitInquiry } from './submit-inquiry.ts';

const step = {
  event: 'quote.inquiry',
  detail: (answer: { id: number }, call: { input: unknown }) => ({ id: answer.id, input: call.input }),
} as const;

/** The inquiries a quote answers: the buyer asks, cancels; the seller declines (or quotes, /cs/quote/save). */
export const inquiryModuleRoutes: FastifyPluginAsync = async (app) => {
  command(app, inquiryRoutes.submit, ({ ctx, request, input, lang }) => submitInquiry(ctx.db, callerOf(request), input, lang), {
    message: 'inquiry.submittedOk',
    log: step,
  });
  command(
    app,
    inquiryRoutes.cancel,
    ({ ctx, request, input, lang }) => cancelInquiry(ctx.db, callerOf(request), input.id, lang),
    {
      message: 'inquiry.cancelledOk',
      log: step,
    },
  );
  command(
    app,
    inquiryRoutes.decline,
    ({ ctx, request, input, lang }) => declineInquiry(ctx.db, callerOf(request), input.id, input.reason, lang),
    { message: 'inquiry.declinedOk', log: step },
  );
  query(app, inquiryRoutes.pageList, ({ ctx, company, input, lang }) => listInquiries(ctx.db, company.companyId, input, lang));
  query(app, inquiryRoutes.info, ({ ctx, company, input, lang }) => readInquiry(ctx.db, input.id, company.companyId, lang));
};
