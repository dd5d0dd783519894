import { contractLinkRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../../../platform/auth/caller.ts';
import { command, download, query } from '../../../../platform/http/endpoint.ts';
import {
  createSignLink,
  downloadByLink,
  downloadSharedContract,
  openSignLink,
  sendLinkSignCode,
  shareContract,
  signByLink,
  viewSharedContract,
} from '../../../contract/index.ts';
import { contractView } from '../contract-views.ts';
import { salesContract } from '../kind.ts';
import { sharedContractView, signLinkInfoView } from './link-views.ts';

// Each step opens its own transactions: a PDF is stored, an SMS sent, a failed code counted, outside them.
const OWN = { ownTransactions: true } as const;

const pdf = (bytes: Buffer, contractNo: string) => ({ bytes, mime: 'application/pdf', fileName: `${contractNo}.pdf` });

/**
 * Contracts by link (web /signincontract and /linkExtraction): a signing link for the counterparty's authorised
 * signer, and a read-only share behind an extraction code.
 */
export const contractLinkRoutes: FastifyPluginAsync = async (app) => {
  command(
    app,
    routes.signLink,
    ({ ctx, request, input, lang }) => createSignLink(ctx, salesContract, callerOf(request), input, request.ip, lang),
    {
      ...OWN,
      message: 'contractLink.signLinkCreated',
      log: {
        event: 'order.contract.signLink',
        detail: (link, { input }) => ({ id: input.id, party: link.party, sms: Boolean(link.smsSentTo) }),
      },
    },
  );

  query(app, routes.signLinkInfo, async ({ ctx, request, user, input, lang }) =>
    signLinkInfoView(ctx.db, await openSignLink(ctx.db, salesContract, input.token, user.id, request.ip, lang), lang),
  );

  command(
    app,
    routes.signLinkCode,
    ({ ctx, request, user, input, lang }) => sendLinkSignCode(ctx, salesContract, input.token, user.id, request.ip, lang),
    { ...OWN, message: 'sms.sent' },
  );

  command(
    app,
    routes.signByLink,
    async ({ ctx, request, user, input, lang }) => {
      const facts = { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
      const signed = await signByLink(ctx, salesContract, input, user.id, facts, lang, (tx, contract, caller) =>
        contractView(tx, contract, { companyId: caller.company.companyId, lang }),
      );
      return signed.view;
    },
    {
      ...OWN,
      message: 'contract.signed',
      // The view is the signer's: its side is the side that signed.
      log: { event: 'order.contract.sign', detail: (view) => ({ id: view.orderId, party: view.party, via: 'link' }) },
    },
  );

  download(app, routes.signLinkDownload, async ({ ctx, request, user, input }) => {
    const { bytes, contractNo } = await downloadByLink(ctx, salesContract, input.token, user, request.ip);
    return pdf(bytes, contractNo);
  });

  command(
    app,
    routes.share,
    ({ ctx, request, input }) => shareContract(ctx, salesContract, callerOf(request), input.id, request.ip),
    {
      ...OWN,
      message: 'contractLink.shared',
      log: { event: 'order.contract.share', detail: (_, { input }) => ({ id: input.id }) },
    },
  );

  query(app, routes.shareView, async ({ ctx, request, input, lang }) =>
    sharedContractView(await viewSharedContract(ctx, salesContract, input, request.ip), lang),
  );

  download(app, routes.shareDownload, async ({ ctx, request, input }) => {
    const { bytes, contractNo } = await downloadSharedContract(ctx, salesContract, input, request.ip);
    return pdf(bytes, contractNo);
  });
};
