import { auctionRoutes, bidRoutes, signUpRoutes, whiteListRoutes } from '@hgsc/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { callerOf } from '../../platform/auth/caller.ts';
import { command, query } from '../../platform/http/endpoint.ts';
import { approveAuction, cancelAuction, rejectAuction, submitAuction } from './auction-steps.ts';
import { type AuctionViewer, readAuction } from './auction-view.ts';
import { listBids, myBids } from './bid-view.ts';
import { readBoard } from './board.ts';
import { registerDealRoutes } from './deal-routes.ts';
import { auctionHall, auctionsToReview, countMyAuctions, myAuctions } from './list-auctions.ts';
import { depositsToConfirm, listSignUps, mySignUps } from './list-sign-ups.ts';
import './file-access.ts';
import './node-log-access.ts';
import './notify.ts';
import { registerAuctionEvents } from './live-events.ts';
import { placeBid } from './place-bid.ts';
import { checkConfig, ruleSet, ruleSets } from './rule-sets.ts';
import { saveAuction } from './save-auction.ts';
import { applyForAuction } from './sign-up.ts';
import { approveSignUp, confirmDeposit, payDeposit, refuseDeposit, rejectSignUp, withdrawSignUp } from './sign-up-steps.ts';
import { verifyAward } from './verify-award.ts';
import { addToWhiteList, removeFromWhiteList, whiteList, whiteListCandidates } from './white-list.ts';

/** Who reads: the signed-in company (if any), or the operator. Public routes serve visitors too. */
const viewerOf = (request: FastifyRequest): AuctionViewer => ({
  companyId: request.auth?.company?.companyId ?? null,
  operator: request.auth?.user.role === 'operator',
});

const step = {
  event: 'auction.step',
  detail: (answer: { id: number }, call: { input: unknown }) => ({ id: answer.id, input: call.input }),
} as const;

/** SPEC §7 "auctions": entrustment, review and the rule sets; sign-ups and deposits; the white list; bids. */
export const auctionModuleRoutes: FastifyPluginAsync = async (app) => {
  command(app, auctionRoutes.save, ({ ctx, request, input, lang }) => saveAuction(ctx.db, callerOf(request), input, lang), {
    message: 'common.success',
    log: step,
  });
  command(
    app,
    auctionRoutes.submit,
    ({ ctx, request, input, lang }) => submitAuction(ctx.db, callerOf(request), input.id, lang),
    {
      log: step,
    },
  );
  command(
    app,
    auctionRoutes.cancel,
    ({ ctx, request, input, lang }) => cancelAuction(ctx.db, { caller: callerOf(request) }, input.id, input.reason, lang),
    { log: step },
  );
  command(
    app,
    auctionRoutes.operatorCancel,
    ({ ctx, user, input, lang }) => cancelAuction(ctx.db, { operatorId: user.id }, input.id, input.reason, lang),
    { log: step },
  );
  command(app, auctionRoutes.approve, ({ ctx, user, input, lang }) => approveAuction(ctx.db, user.id, input.id, lang), {
    log: step,
  });
  command(
    app,
    auctionRoutes.reject,
    ({ ctx, user, input, lang }) => rejectAuction(ctx.db, user.id, input.id, input.reason, lang),
    {
      log: step,
    },
  );
  query(app, auctionRoutes.info, ({ ctx, request, input, lang }) => readAuction(ctx.db, input.id, viewerOf(request), lang));
  query(app, auctionRoutes.hall, ({ ctx, request, input, lang }) => auctionHall(ctx.db, viewerOf(request), input, lang));
  query(app, auctionRoutes.mine, ({ ctx, request, input, lang }) => myAuctions(ctx.db, callerOf(request), input, lang));
  query(app, auctionRoutes.counts, ({ ctx, request }) => countMyAuctions(ctx.db, callerOf(request)));
  query(app, auctionRoutes.auditList, ({ ctx, input, lang }) => auctionsToReview(ctx.db, input, lang));
  query(app, auctionRoutes.board, ({ ctx, request, input, lang }) => readBoard(ctx.db, input.id, viewerOf(request), lang));
  query(app, auctionRoutes.verify, ({ ctx, request, input, lang }) => verifyAward(ctx.db, input.id, viewerOf(request), lang));
  query(app, auctionRoutes.configList, async ({ lang }) => ruleSets(lang));
  query(app, auctionRoutes.configInfo, async ({ input, lang }) => ruleSet(input.code, lang));
  query(app, auctionRoutes.configCheck, async ({ input, lang }) => checkConfig(input, lang));

  const signUpStep = {
    event: 'auction.step',
    detail: (answer: { id: number; auctionId: number }, call: { input: unknown }) => ({
      signUpId: answer.id,
      auctionId: answer.auctionId,
      input: call.input,
    }),
  } as const;
  command(app, signUpRoutes.apply, ({ ctx, request, input, lang }) => applyForAuction(ctx.db, callerOf(request), input, lang), {
    log: signUpStep,
  });
  command(
    app,
    signUpRoutes.approve,
    ({ ctx, request, input, lang }) => approveSignUp(ctx.db, callerOf(request), input.id, lang),
    {
      log: signUpStep,
    },
  );
  command(
    app,
    signUpRoutes.reject,
    ({ ctx, request, input, lang }) => rejectSignUp(ctx.db, callerOf(request), input.id, input.reason, lang),
    { log: signUpStep },
  );
  command(
    app,
    signUpRoutes.withdraw,
    ({ ctx, request, input, lang }) => withdrawSignUp(ctx.db, callerOf(request), input.id, lang),
    { log: signUpStep },
  );
  command(app, signUpRoutes.payDeposit, ({ ctx, request, input, lang }) => payDeposit(ctx.db, callerOf(request), input, lang), {
    log: signUpStep,
  });
  command(app, signUpRoutes.confirmDeposit, ({ ctx, user, input, lang }) => confirmDeposit(ctx.db, user.id, input.id, lang), {
    log: signUpStep,
  });
  command(
    app,
    signUpRoutes.refuseDeposit,
    ({ ctx, user, input, lang }) => refuseDeposit(ctx.db, user.id, input.id, input.reason, lang),
    { log: signUpStep },
  );
  query(app, signUpRoutes.list, ({ ctx, request, input, lang }) => listSignUps(ctx.db, callerOf(request), input, lang));
  query(app, signUpRoutes.mine, ({ ctx, request, input, lang }) => mySignUps(ctx.db, callerOf(request), input, lang));
  query(app, signUpRoutes.depositList, ({ ctx, input, lang }) => depositsToConfirm(ctx.db, input, lang));

  query(app, whiteListRoutes.get, ({ ctx, request, input }) => whiteList(ctx.db, callerOf(request), input));
  command(app, whiteListRoutes.add, ({ ctx, request, input }) => addToWhiteList(ctx.db, callerOf(request), input), {
    log: { event: 'auction.step', detail: (answer) => ({ whiteList: answer.companyId }) },
  });
  command(app, whiteListRoutes.remove, ({ ctx, request, input }) => removeFromWhiteList(ctx.db, callerOf(request), input.id), {
    log: { event: 'auction.step', detail: (answer) => ({ whiteListRemoved: answer.id }) },
  });
  query(app, whiteListRoutes.company, ({ ctx, request, input }) => whiteListCandidates(ctx.db, callerOf(request), input.keyword));

  command(app, bidRoutes.place, ({ ctx, request, input }) => placeBid(ctx.db, callerOf(request), input), {
    log: { event: 'auction.bid', detail: (answer) => ({ auctionId: answer.bid.auctionId, seq: answer.bid.seq }) },
  });
  query(app, bidRoutes.list, ({ ctx, request, input, lang }) => listBids(ctx.db, viewerOf(request), input, lang));
  query(app, bidRoutes.mine, ({ ctx, request, input }) => myBids(ctx.db, callerOf(request), input));
  registerAuctionEvents(app, viewerOf);
  registerDealRoutes(app);
};
