import { assistOrderRoutes, receiptProposalRoutes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { command, query } from '../../../platform/http/endpoint.ts';
import { marketListings } from '../../receipt-listing/index.ts';
import { loggedStep, receiptCallerOf } from '../../warehouse-receipt/index.ts';
import { confirmProposal, rejectProposal, withdrawProposal } from './answer-proposal.ts';
import { assistAddresses, assistBuyers, assistPrice } from './assist.ts';
import './node-log-access.ts';
import './notify.ts';
import { proposeOrder } from './propose.ts';
import { listProposals, listProposalsForOperator, readProposal, readProposalForOperator } from './read-proposal.ts';

const logged = loggedStep('warehouse.receiptOrder');

/**
 * SPEC §7 "/admin/order/address, seller/product, getprice, buyer/company": the operator entering receipt orders for
 * buyers on the phone, and the buyer's confirmation that makes one an application.
 */
export const receiptProposalRoutesPlugin: FastifyPluginAsync = async (app) => {
  query(app, assistOrderRoutes.buyerCompany, ({ ctx, input }) => assistBuyers(ctx.db, input));
  query(app, assistOrderRoutes.sellerProduct, ({ ctx, input, lang }) => marketListings(ctx.db, input, null, lang));
  query(app, assistOrderRoutes.price, ({ ctx, input, lang }) => assistPrice(ctx.db, input, lang));
  query(app, assistOrderRoutes.address, ({ ctx, input }) => assistAddresses(ctx, input.companyId));
  command(
    app,
    assistOrderRoutes.save,
    ({ ctx, user, request, input, lang }) => proposeOrder(ctx.db, { userId: user.id, ip: request.ip || null }, input, lang),
    { message: 'receiptProposal.savedOk', log: logged },
  );
  query(app, assistOrderRoutes.list, ({ ctx, input, lang }) => listProposalsForOperator(ctx.db, input, lang));
  query(app, assistOrderRoutes.info, ({ ctx, input, lang }) => readProposalForOperator(ctx.db, input.id, lang));
  command(
    app,
    assistOrderRoutes.withdraw,
    ({ ctx, user, request, input, lang }) => withdrawProposal(ctx.db, { userId: user.id, ip: request.ip || null }, input, lang),
    { message: 'receiptProposal.withdrawnOk', log: logged },
  );

  query(app, receiptProposalRoutes.list, ({ ctx, company, input, lang }) =>
    listProposals(ctx.db, company.companyId, input, lang),
  );
  query(app, receiptProposalRoutes.info, ({ ctx, company, input, lang }) =>
    readProposal(ctx.db, input.id, company.companyId, lang),
  );
  command(
    app,
    receiptProposalRoutes.confirm,
    (call) => confirmProposal(call.ctx.db, receiptCallerOf(call), call.input.id, call.lang),
    { message: 'receiptProposal.confirmedOk', log: logged },
  );
  command(
    app,
    receiptProposalRoutes.reject,
    (call) => rejectProposal(call.ctx.db, receiptCallerOf(call), call.input, call.lang),
    { message: 'receiptProposal.rejectedOk', log: logged },
  );
};
