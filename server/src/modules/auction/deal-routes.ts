import { type AuctionDeal, type MessageKey, type RouteParsedInput, auctionDealRoutes as routes } from '@hgsc/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOf } from '../../platform/auth/caller.ts';
import { command, download, query, routeOptions } from '../../platform/http/endpoint.ts';
import { ok } from '../../platform/http/envelope.ts';
import { languageOf } from '../../platform/i18n/language.ts';
import { idempotencyKeyOf, keptAnswer, once } from '../../platform/idempotency/once.ts';
import { downloadContract, generateContract, sendSignCode, signWithCode } from '../contract/index.ts';
import { auctionDealContract } from './deal-kind.ts';
import { listDeals, readDeal } from './deal-view.ts';

const requestFacts = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? null });

/**
 * The award's contracts through the contract engine (deal-kind.ts): listed with their deals, drawn up by the owner,
 * signed by both with a code and their seals, read. Drawing up and sending a code open their own transactions (a PDF
 * stored, an SMS sent, outside them); a signature's PDFs are drawn before the transaction that commits it.
 */
export function registerDealRoutes(app: FastifyInstance) {
  query(app, routes.list, ({ ctx, request, input, lang }) => listDeals(ctx.db, callerOf(request), input.auctionId, lang));

  command(
    app,
    routes.generate,
    async ({ ctx, request, input, lang }) => {
      const caller = callerOf(request);
      await generateContract(ctx, auctionDealContract, caller, input.id, lang, request.ip);
      return readDeal(ctx.db, caller, input.id, lang);
    },
    {
      ownTransactions: true,
      message: 'contract.generated',
      log: { event: 'auction.step', detail: (deal) => ({ dealId: deal.id, step: 'contract.generate' }) },
    },
  );

  command(
    app,
    routes.sendSignCode,
    ({ ctx, request, input, lang }) => sendSignCode(ctx, auctionDealContract, callerOf(request), input.id, request.ip, lang),
    { ownTransactions: true, message: 'sms.sent' },
  );

  app.route({
    ...routeOptions(routes.sign),
    handler: async (request) => {
      const { ctx } = app;
      const body = request.body as RouteParsedInput<typeof routes.sign>;
      const caller = callerOf(request);
      const lang = languageOf(request);
      const scope = { userId: caller.userId, endpoint: routes.sign.path, key: idempotencyKeyOf(request), body };
      const first = await keptAnswer<AuctionDeal>(ctx, scope);
      if (first) return ok(request, first.data, first.messageKey);
      const { result, party } = await signWithCode(
        ctx,
        auctionDealContract,
        caller,
        body,
        requestFacts(request),
        lang,
        (commit) =>
          once(ctx, scope, async (tx) => {
            await commit(tx);
            return { data: await readDeal(tx, caller, body.id, lang), messageKey: 'contract.signed' as MessageKey };
          }),
        (kept) => kept.replayed === true,
      );
      app.logEvent(request, 'auction.step', { dealId: body.id, step: 'contract.sign', party });
      return ok(request, result.data, result.messageKey);
    },
  });

  download(app, routes.download, async ({ ctx, request, user, input }) => {
    const { bytes, contractNo } = await downloadContract(ctx, auctionDealContract, callerOf(request), user, input, request.ip);
    return { bytes, mime: 'application/pdf', fileName: `${contractNo}.pdf` };
  });
}
