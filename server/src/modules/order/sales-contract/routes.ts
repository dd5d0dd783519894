import { contractEvidenceRoutes, type Language, salesContractRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { callerOf } from '../../../platform/auth/caller.ts';
import type { Db } from '../../../platform/db/client.ts';
import { command, download, query } from '../../../platform/http/endpoint.ts';
import {
  type ContractRow,
  cancelContract,
  downloadContract,
  generateContract,
  registerSignRoute,
  sendSignCode,
} from '../../contract/index.ts';
import type { OrderCaller } from '../order-access.ts';
import { affirmContract } from './affirm-contract.ts';
import { contractVersions } from './contract-versions.ts';
import { contractView } from './contract-views.ts';
import { salesContract } from './kind.ts';
import { listContracts } from './list-contracts.ts';
import { listEvidence } from './list-evidence.ts';

const answer = (db: Db, caller: OrderCaller, row: ContractRow, lang: Language) =>
  contractView(db, row, { companyId: caller.company.companyId, lang });

const _requestFacts = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? null });

/**
 * SPEC §7 "Contracts": the order's sales contract through the contract engine with the order's kind (kind.ts),
 * which moves the order on its flow. Generating and sending a code open their own transactions (a PDF is stored,
 * an SMS sent, outside them).
 */
export const salesContractRoutes: FastifyPluginAsync = async (app) => {
  command(
    app,
    routes.generate,
    async ({ ctx, request, input, lang }) => {
      const caller = callerOf(request);
      const row = await generateContract(ctx, salesContract, caller, input.id, lang, request.ip);
      return answer(ctx.db, caller, row, lang);
    },
    {
      ownTransactions: true,
      message: 'contract.generated',
      log: { event: 'order.contract.generate', detail: (view, { input }) => ({ id: input.id, contractNo: view.contractNo }) },
    },
  );

  command(
    app,
    routes.sendSignCode,
    ({ ctx, request, input, lang }) => sendSignCode(ctx, salesContract, callerOf(request), input.id, request.ip, lang),
    { ownTransactions: true, message: 'sms.sent' },
  );

  registerSignRoute(
    app,
    routes.sign,
    salesContract,
    (tx, caller, signed, lang) => answer(tx, caller, signed, lang),
    (request, id, party) => app.logEvent(request, 'order.contract.sign', { id, party }),
  );

  command(
    app,
    routes.affirm,
    async ({ ctx, request, input, lang }) => {
      const caller = callerOf(request);
      return answer(ctx.db, caller, await affirmContract(ctx.db, caller, input.id, lang), lang);
    },
    { message: 'contract.affirmed' },
  );

  command(
    app,
    routes.cancel,
    async ({ ctx, request, input, lang }) => {
      const caller = callerOf(request);
      return answer(ctx.db, caller, await cancelContract(ctx.db, salesContract, caller, input, lang, request.ip), lang);
    },
    { message: 'contract.cancelled', log: { event: 'order.contract.cancel', detail: (_view, { input }) => ({ id: input.id }) } },
  );

  query(app, routes.list, ({ ctx, company, input, lang }) =>
    listContracts(ctx.db, { companyId: company.companyId, lang }, input),
  );

  query(app, routes.versions, async ({ ctx, request, input, lang }) => ({
    versions: await contractVersions(ctx.db, salesContract, callerOf(request), input.id, lang, request.ip),
  }));

  download(app, routes.download, async ({ ctx, request, user, input }) => {
    const { bytes, contractNo } = await downloadContract(ctx, salesContract, callerOf(request), user, input, request.ip);
    return { bytes, mime: 'application/pdf', fileName: `${contractNo}.pdf` };
  });

  // The evidence trail of the order's contract, for its two parties (the engine keeps it: contract/evidence).
  query(app, contractEvidenceRoutes.list, ({ ctx, request, input, lang }) =>
    listEvidence(ctx.db, callerOf(request), input.id, lang),
  );
};
