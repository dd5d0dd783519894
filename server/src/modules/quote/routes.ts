import { quoteRoutes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../platform/auth/caller.ts';
import { command, download, query } from '../../platform/http/endpoint.ts';
import { checkQuoteAuthority } from './check-authority.ts';
import { declineQuote, discardQuote, withdrawQuote } from './end-quote.ts';
import { countQuotes, listQuotes } from './list-quotes.ts';
import { downloadQuoteDocument } from './quote-document.ts';
import './node-log-access.ts';
import './notify.ts';
import { quotableProducts } from './quotable-products.ts';
import { quotableReceipts } from './quotable-receipts.ts';
import { lastQuoteTerms, quoteHistory } from './quote-history.ts';
import { readQuote } from './read-quote.ts';
import { saveQuote } from './save-quote.ts';
import { selectQuote } from './select-quote.ts';
import { answerShare, applyForShare, quoteSharing, readShareLink, shareQuote } from './share-quote.ts';
import { submitQuote } from './submit-quote.ts';

const step = {
  event: 'quote.step',
  detail: (answer: { id: number }, call: { input: unknown }) => ({ id: answer.id, input: call.input }),
} as const;

/** A sharing step's log: what was asked (the quote and the company, or the request answered). */
const sharing = { event: 'quote.step', detail: (_: unknown, call: { input: unknown }) => ({ input: call.input }) } as const;

/** SPEC §7 "Quotes": the supplier's quotes, the buyer's answers, the versions and the checks before a form. */
export const quoteModuleRoutes: FastifyPluginAsync = async (app) => {
  command(app, quoteRoutes.save, ({ ctx, request, input, lang }) => saveQuote(ctx.db, callerOf(request), input, lang), {
    message: 'quote.saved',
    log: step,
  });
  command(app, quoteRoutes.submit, ({ ctx, request, input, lang }) => submitQuote(ctx.db, callerOf(request), input.id, lang), {
    message: 'quote.submitted',
    log: step,
  });
  command(
    app,
    quoteRoutes.withdraw,
    ({ ctx, request, input, lang }) => withdrawQuote(ctx.db, callerOf(request), input.id, input.reason, lang),
    { message: 'quote.withdrawnOk', log: step },
  );
  command(app, quoteRoutes.discard, ({ ctx, request, input, lang }) => discardQuote(ctx.db, callerOf(request), input.id, lang), {
    message: 'quote.discardedOk',
    log: step,
  });
  command(
    app,
    quoteRoutes.decline,
    ({ ctx, request, input, lang }) => declineQuote(ctx.db, callerOf(request), input.id, input.reason, lang),
    { message: 'quote.declinedOk', log: step },
  );
  command(app, quoteRoutes.select, ({ ctx, request, input, lang }) => selectQuote(ctx.db, callerOf(request), input, lang), {
    message: 'quote.selectedOk',
    log: { event: 'quote.select', detail: (answer) => ({ id: answer.quote.id, orderId: answer.orderId }) },
  });
  command(app, quoteRoutes.share, ({ ctx, request, input, lang }) => shareQuote(ctx.db, callerOf(request), input, lang), {
    message: 'quote.sharedOk',
    log: sharing,
  });
  command(app, quoteRoutes.shareAnswer, ({ ctx, request, input, lang }) => answerShare(ctx.db, callerOf(request), input, lang), {
    message: 'quote.shareAnsweredOk',
    log: sharing,
  });
  command(app, quoteRoutes.shareApply, ({ ctx, request, input }) => applyForShare(ctx.db, callerOf(request), input.token), {
    message: 'quote.shareAppliedOk',
    log: { event: 'quote.step', detail: (answer) => ({ id: answer.quoteId }) },
  });
  query(app, quoteRoutes.sharing, ({ ctx, request, input, lang }) => quoteSharing(ctx.db, callerOf(request), input.id, lang));
  query(app, quoteRoutes.shareInfo, ({ ctx, request, input }) => readShareLink(ctx.db, callerOf(request), input.token));
  query(app, quoteRoutes.pageList, ({ ctx, company, input, lang }) => listQuotes(ctx.db, company.companyId, input, lang));
  query(app, quoteRoutes.counts, ({ ctx, company, input }) => countQuotes(ctx.db, company.companyId, input.box));
  query(app, quoteRoutes.info, ({ ctx, company, input, lang }) => readQuote(ctx.db, input.id, company.companyId, lang));
  download(app, quoteRoutes.document, ({ ctx, company, input, lang }) =>
    downloadQuoteDocument(ctx, company.companyId, input, lang),
  );
  query(app, quoteRoutes.history, ({ ctx, company, input, lang }) => quoteHistory(ctx.db, input.id, company.companyId, lang));
  query(app, quoteRoutes.last, ({ ctx, company, input, lang }) => lastQuoteTerms(ctx.db, company.companyId, input, lang));
  query(app, quoteRoutes.products, ({ ctx, company, input }) => quotableProducts(ctx.db, company.companyId, input.keyword));
  query(app, quoteRoutes.receipts, ({ ctx, company, input }) => quotableReceipts(ctx.db, company.companyId, input.keyword));
  query(app, quoteRoutes.authority, ({ ctx, request, input, lang }) =>
    checkQuoteAuthority(ctx.db, callerOf(request), input, lang),
  );
};
