import { type ReceiptContract, receiptContractRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { callerOf } from '../../../platform/auth/caller.ts';
import { command, download, query } from '../../../platform/http/endpoint.ts';
import { cancelContract, registerSignRoute, sendSignCode } from '../../contract/index.ts';
import { receiptContractView } from './contract-view.ts';
import { downloadReceiptContract } from './download-contract.ts';
import { receiptSaleContract } from './kind.ts';
import { listReceiptContracts } from './list-contracts.ts';
import { readContractTerms, readReceiptContract } from './read-contract.ts';
import { transferConfirmation } from './transfer-confirmation.ts';
import { updateContractTerms } from './update-terms.ts';

const _requestFacts = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? null });

/** The usual-log entry of a contract step: the receipt order's event, naming the step. */
const logged = (step: string) => ({
  event: 'warehouse.receiptOrder' as const,
  detail: (view: ReceiptContract) => ({ id: view.orderId, step, contractNo: view.contract?.contractNo }),
});

/**
 * SPEC §7 "/wr/contract/*": a receipt order's sale contract through the contract engine with the receipt kind
 * (kind.ts), whose steps move the order on its flow; and the transfer confirmation once the keeper confirmed.
 * Drawing up and sending a code open their own transactions (a PDF stored, an SMS sent, outside them).
 */
export const receiptContractRoutes: FastifyPluginAsync = async (app) => {
  query(app, routes.info, ({ ctx, request, input, lang }) => readReceiptContract(ctx.db, callerOf(request), input.id, lang));

  query(app, routes.templateInfo, ({ ctx, request, input }) => readContractTerms(ctx.db, callerOf(request), input.id));

  command(
    app,
    routes.templateUpdate,
    async ({ ctx, request, input, lang }) => {
      const caller = callerOf(request);
      await updateContractTerms(ctx, caller, input, lang, request.ip);
      return receiptContractView(ctx.db, input.id, caller.company.companyId, lang);
    },
    { ownTransactions: true, message: 'receiptContract.drawn', log: logged('contract.draw') },
  );

  command(
    app,
    routes.sendSignCode,
    ({ ctx, request, input, lang }) => sendSignCode(ctx, receiptSaleContract, callerOf(request), input.id, request.ip, lang),
    { ownTransactions: true, message: 'sms.sent' },
  );

  registerSignRoute(
    app,
    routes.sign,
    receiptSaleContract,
    (tx, caller, _signed, lang, id) => receiptContractView(tx, id, caller.company.companyId, lang),
    (request, id, party) => app.logEvent(request, 'warehouse.receiptOrder', { id, step: 'contract.sign', party }),
  );

  command(
    app,
    routes.cancel,
    async ({ ctx, request, input, lang }) => {
      const caller = callerOf(request);
      await cancelContract(ctx.db, receiptSaleContract, caller, input, lang, request.ip);
      return receiptContractView(ctx.db, input.id, caller.company.companyId, lang);
    },
    { message: 'contract.cancelled', log: logged('contract.cancel') },
  );

  query(app, routes.list, ({ ctx, company, input, lang }) => listReceiptContracts(ctx.db, company.companyId, input, lang));

  download(app, routes.contractDownload, ({ ctx, request, user, input }) =>
    downloadReceiptContract(ctx, callerOf(request), user, input, request.ip),
  );

  download(app, routes.businessDownload, ({ ctx, request, input }) => transferConfirmation(ctx.db, callerOf(request), input.id));
};
