import { auctionDealRoutes as routes } from '@hgsc/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOf } from '../../platform/auth/caller.ts';
import { command, download, query } from '../../platform/http/endpoint.ts';
import { downloadContract, generateContract, registerSignRoute, sendSignCode } from '../contract/index.ts';
import { auctionDealContract } from './deal-kind.ts';
import { listDeals, readDeal } from './deal-view.ts';

const _requestFacts = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? null });

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

  registerSignRoute(
    app,
    routes.sign,
    auctionDealContract,
    (tx, caller, _signed, lang, id) => readDeal(tx, caller, id, lang),
    (request, id, party) => app.logEvent(request, 'auction.step', { dealId: id, step: 'contract.sign', party }),
  );

  download(app, routes.download, async ({ ctx, request, user, input }) => {
    const { bytes, contractNo } = await downloadContract(ctx, auctionDealContract, callerOf(request), user, input, request.ip);
    return { bytes, mime: 'application/pdf', fileName: `${contractNo}.pdf` };
  });
}
