import { adminExchangeRoutes, exchangeRoutes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { command, query } from '../../platform/http/endpoint.ts';
import { loggedStep, receiptCallerOf } from '../warehouse-receipt/index.ts';
import { cancelExchange, cancelExchangeByOperator } from './cancel-exchange.ts';
import { exchangeTabCounts, listExchanges, listExchangesForOperator, listKeeperExchanges } from './list-exchanges.ts';
import './ending-listing.ts';
import './node-log-access.ts';
import './notify.ts';
import { declineExchange, quoteExchange } from './quote-exchange.ts';
import { readExchange, readExchangeForOperator } from './read-exchange.ts';
import { saveExchange } from './save-exchange.ts';
import { collectPremium, confirmExchange } from './settle-exchange.ts';
import { acceptExchange, countersignExchange, sendExchangeSignCode, spendSignCode } from './sign-exchange.ts';

const logged = loggedStep('warehouse.receiptExchange');

/**
 * SPEC §7 "/wr/exchange/apply/*": the holder's request, the counterparty's quote or refusal, both signatures by SMS
 * code, the premium's receipt, the keepers' confirmations that settle the swap, and the operator's view.
 */
export const receiptExchangeRoutesPlugin: FastifyPluginAsync = async (app) => {
  command(app, exchangeRoutes.save, (call) => saveExchange(call.ctx.db, receiptCallerOf(call), call.input, call.lang), {
    message: 'exchange.saved',
    log: logged,
  });
  query(app, exchangeRoutes.list, ({ ctx, company, input, lang }) =>
    listExchanges(ctx.db, company.companyId, 'applicant', input, lang),
  );
  query(app, exchangeRoutes.sellerList, ({ ctx, company, input, lang }) =>
    listExchanges(ctx.db, company.companyId, 'counterparty', input, lang),
  );
  query(app, exchangeRoutes.tabCounts, ({ ctx, company, input }) => exchangeTabCounts(ctx.db, company.companyId, input.as));
  query(app, exchangeRoutes.detail, ({ ctx, company, input, lang }) => readExchange(ctx.db, input.id, company.companyId, lang));
  command(app, exchangeRoutes.cancel, (call) => cancelExchange(call.ctx.db, receiptCallerOf(call), call.input, call.lang), {
    message: 'exchange.cancelledOk',
    log: logged,
  });
  command(app, exchangeRoutes.updatePrice, (call) => quoteExchange(call.ctx.db, receiptCallerOf(call), call.input, call.lang), {
    message: 'exchange.quotedOk',
    log: logged,
  });
  command(app, exchangeRoutes.decline, (call) => declineExchange(call.ctx.db, receiptCallerOf(call), call.input, call.lang), {
    message: 'exchange.declinedOk',
    log: logged,
  });
  // A code is sent in its own transaction (codes.ts throttles sends to one number).
  command(
    app,
    exchangeRoutes.signCode,
    (call) => sendExchangeSignCode(call.ctx, { ...receiptCallerOf(call), mobile: call.user.mobile }, call.input.id, call.lang),
    { ownTransactions: true, message: 'sms.sent' },
  );
  // The code is spent before the step's own transaction, so a wrong try counts even when the step then fails.
  command(
    app,
    exchangeRoutes.accept,
    async (call) => {
      const caller = { ...receiptCallerOf(call), mobile: call.user.mobile };
      await spendSignCode(call.ctx, caller, call.input, 'accept', call.lang);
      return call.ctx.db.transaction((tx) => acceptExchange(tx, caller, call.input.id, { smsMobile: caller.mobile }, call.lang));
    },
    { ownTransactions: true, message: 'exchange.acceptedOk', log: logged },
  );
  command(
    app,
    exchangeRoutes.sign,
    async (call) => {
      const caller = { ...receiptCallerOf(call), mobile: call.user.mobile };
      await spendSignCode(call.ctx, caller, call.input, 'sign', call.lang);
      return call.ctx.db.transaction((tx) =>
        countersignExchange(tx, caller, call.input.id, { smsMobile: caller.mobile }, call.lang),
      );
    },
    { ownTransactions: true, message: 'exchange.signedOk', log: logged },
  );
  command(
    app,
    exchangeRoutes.collectPremium,
    (call) => collectPremium(call.ctx.db, receiptCallerOf(call), call.input.id, call.lang),
    { message: 'exchange.premiumCollectedOk', log: logged },
  );
  query(app, exchangeRoutes.keeperList, ({ ctx, company, input, lang }) =>
    listKeeperExchanges(ctx.db, company.companyId, input, lang),
  );
  command(
    app,
    exchangeRoutes.confirm,
    async (call) => {
      const answer = await confirmExchange(call.ctx.db, receiptCallerOf(call), call.input.id, call.lang);
      if (answer.status === 'settled') call.say('exchange.settledOk');
      return answer;
    },
    { message: 'exchange.confirmedOk', log: logged },
  );

  query(app, adminExchangeRoutes.list, ({ ctx, input, lang }) => listExchangesForOperator(ctx.db, input, lang));
  query(app, adminExchangeRoutes.detail, ({ ctx, input, lang }) => readExchangeForOperator(ctx.db, input.id, lang));
  command(
    app,
    adminExchangeRoutes.cancel,
    ({ ctx, user, request, input, lang }) =>
      cancelExchangeByOperator(ctx.db, { userId: user.id, ip: request.ip || null }, input, lang),
    { message: 'exchange.cancelledOk', log: logged },
  );
};
