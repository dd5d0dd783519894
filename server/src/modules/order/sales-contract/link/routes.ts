import {
  contractCodeSentSchema,
  contractLinkSignBody,
  contractLinkTokenBody,
  contractOrderBody,
  contractSharedViewSchema,
  contractShareSchema,
  contractShareViewBody,
  contractSignLinkBody,
  contractSignLinkInfoSchema,
  contractSignLinkSchema,
  contractViewSchema,
  envelopeSchema,
} from '@hgsc/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../../../platform/auth/caller.ts';
import { currentUser } from '../../../../platform/auth/plugin.ts';
import { sendDownload } from '../../../../platform/files/send-download.ts';
import { ok } from '../../../../platform/http/envelope.ts';
import { languageOf } from '../../../../platform/i18n/language.ts';
import { createSignLink } from './create-sign-link.ts';
import { downloadSharedContract, shareContract, viewSharedContract } from './share-contract.ts';
import { downloadByLink, sendLinkSignCode, signByLink, signLinkInfo } from './sign-by-link.ts';

const tags = ['contract'];
const signing = { approvedCompany: true, permission: 'contract.sign' } as const;
const reading = { approvedCompany: true, permission: 'contract.view' } as const;

function sendPdf(reply: FastifyReply, bytes: Buffer, contractNo: string) {
  return sendDownload(reply, { bytes, mime: 'application/pdf', fileName: `${contractNo}.pdf` });
}

/**
 * Contracts by link (web /signincontract and /linkExtraction): a signing link for
 * the counterparty's authorised signer, and a read-only share behind an extraction code.
 */
export const contractLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/order/contract/sign/link',
    {
      config: signing,
      schema: {
        tags,
        summary:
          'A party sends its counterparty a signing link to the current contract {id, sms?} (valid 7 days, for that contract version only; the earlier link to that side stops working); `sms` texts the absolute link to the counterparty company’s contact mobile. 409 when the counterparty cannot sign now',
        body: contractSignLinkBody,
        response: { 200: envelopeSchema(contractSignLinkSchema) },
      },
    },
    async (request) => {
      const link = await createSignLink(ctx, callerOf(request), request.body, request.ip, languageOf(request));
      app.logEvent(request, 'order.contract.signLink', { id: request.body.id, party: link.party, sms: Boolean(link.smsSentTo) });
      return ok(request, link, 'contractLink.signLinkCreated');
    },
  );

  app.post(
    '/order/contract/sign/link/info',
    {
      schema: {
        tags,
        summary:
          'The contract behind a signing link {token}, for an enabled member of the invited company holding contract.sign (another company → 404, no permission → 403; expired, used or voided link → 410)',
        body: contractLinkTokenBody,
        response: { 200: envelopeSchema(contractSignLinkInfoSchema) },
      },
    },
    async (request) =>
      ok(request, await signLinkInfo(ctx.db, request.body.token, currentUser(request).id, request.ip, languageOf(request))),
  );

  app.post(
    '/order/contract/sign/link/code',
    {
      schema: {
        tags,
        summary: 'A signing code to the link signer’s verified mobile {token}, by the rules of /order/send/sms/sign/code',
        body: contractLinkTokenBody,
        response: { 200: envelopeSchema(contractCodeSentSchema) },
      },
    },
    async (request) =>
      ok(
        request,
        await sendLinkSignCode(ctx, request.body.token, currentUser(request).id, request.ip, languageOf(request)),
        'sms.sent',
      ),
  );

  app.post(
    '/order/contract/sign/link/sign',
    {
      schema: {
        tags,
        summary:
          'Sign through the link {token, code}: the same checks, seal, status change and evidence as /order/sign/contract; the link is used up',
        body: contractLinkSignBody,
        response: { 200: envelopeSchema(contractViewSchema) },
      },
    },
    async (request) => {
      const { view, party } = await signByLink(
        ctx,
        request.body,
        currentUser(request).id,
        { ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
        languageOf(request),
      );
      app.logEvent(request, 'order.contract.sign', { id: view.orderId, party, via: 'link' });
      return ok(request, view, 'contract.signed');
    },
  );

  app.post(
    '/order/contract/sign/link/download',
    {
      schema: {
        tags,
        summary: 'The current contract PDF behind a signing link {token} (binary application/pdf), for the invited signer',
        body: contractLinkTokenBody,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { bytes, contractNo } = await downloadByLink(ctx, request.body.token, currentUser(request), request.ip);
      return sendPdf(reply, bytes, contractNo);
    },
  );

  app.post(
    '/order/contract/share',
    {
      config: reading,
      schema: {
        tags,
        summary:
          'Share the current contract read-only {id}: a link (/linkExtraction, valid 7 days) and a new 6-digit extraction code shown once; the side’s earlier share stops working',
        body: contractOrderBody,
        response: { 200: envelopeSchema(contractShareSchema) },
      },
    },
    async (request) => {
      const share = await shareContract(ctx, callerOf(request), request.body.id, request.ip);
      app.logEvent(request, 'order.contract.share', { id: request.body.id });
      return ok(request, share, 'contractLink.shared');
    },
  );

  app.post(
    '/order/contract/share/view',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary:
          'Public: the shared contract {token, code}, read-only; wrong codes are throttled per link and per address (429 with the seconds to wait)',
        body: contractShareViewBody,
        response: { 200: envelopeSchema(contractSharedViewSchema) },
      },
    },
    async (request) => ok(request, await viewSharedContract(ctx, request.body, request.ip, languageOf(request))),
  );

  app.post(
    '/order/contract/share/download',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Public: the shared contract’s current PDF {token, code} (binary application/pdf); throttled like share/view',
        body: contractShareViewBody,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { bytes, contractNo } = await downloadSharedContract(ctx, request.body, request.ip);
      return sendPdf(reply, bytes, contractNo);
    },
  );
};
