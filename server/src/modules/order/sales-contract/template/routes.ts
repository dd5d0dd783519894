import {
  contractTemplateChooseBody,
  contractTemplateIdBody,
  contractTemplateInfoSchema,
  contractTemplateListSchema,
  contractTemplateOrderBody,
  contractTemplatePreviewBody,
  contractTemplateSaveBody,
  envelopeSchema,
  orderContractTemplateSchema,
} from '@hgsc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../../platform/auth/caller.ts';
import { ok } from '../../../../platform/http/envelope.ts';
import { languageOf } from '../../../../platform/i18n/language.ts';
import { chooseContractTemplate } from './choose-template.ts';
import { deleteContractTemplate } from './delete-template.ts';
import { contractTemplateInfo, listContractTemplates } from './list-templates.ts';
import { orderContractTemplate } from './order-template.ts';
import { previewContractTemplate } from './preview-template.ts';
import { saveContractTemplate } from './save-template.ts';
import { setDefaultContractTemplate } from './set-default-template.ts';

const tags = ['contract template'];
const managing = { approvedCompany: true, permission: 'contract.template' } as const;
const reading = { approvedCompany: true, permission: 'contract.view' } as const;
const BASE = '/shop/contract/template';

/**
 * SPEC §7 "Contracts", templates: the seller's own contract templates — kept,
 * previewed, made the shop's default, chosen per order — in the platform's template format
 * (platform/pdf/sales-contract-template.ts). Id 0 is the platform's built-in template (read-only).
 * Generation (generate-contract.ts) draws from the order's choice, else the shop's default, else
 * the platform's, and keeps the exact text on the contract.
 */
export const contractTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    `${BASE}/save`,
    {
      config: managing,
      schema: {
        tags,
        summary:
          'Seller: a new template of the caller’s shop {name, content} or a change of one {id, name, content}. Content: one paragraph a line, “## ” article headings, {{placeholder}} names of the sales contract (unknown ones → 400 naming them), {{goodsTable}} alone on exactly one line. 409: no shop, name taken, too many; another shop’s or a deleted id → 404. Contracts generated earlier keep their text.',
        body: contractTemplateSaveBody,
        response: { 200: envelopeSchema(contractTemplateInfoSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const lang = languageOf(request);
      const row = await saveContractTemplate(ctx.db, caller, request.body);
      app.logEvent(request, 'contract.template.save', { id: row.id, created: request.body.id === undefined });
      return ok(request, await contractTemplateInfo(ctx.db, caller, row.id, lang), 'contractTemplate.saved');
    },
  );

  app.post(
    `${BASE}/confirm`,
    {
      config: managing,
      schema: {
        tags,
        summary:
          'Seller: preview (binary application/pdf) of a saved template {id} (0 = the platform’s) or of unsaved text {content}, filled with a sample order — or with the caller’s own order as seller {orderId} (buyer’s side → 403, another company’s → 404). Nothing is stored.',
        body: contractTemplatePreviewBody,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const bytes = await previewContractTemplate(ctx.db, callerOf(request), request.body, languageOf(request));
      return reply
        .type('application/pdf')
        .header('content-length', bytes.length)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline; filename="contract-template-preview.pdf"')
        .send(bytes);
    },
  );

  app.post(
    `${BASE}/list`,
    {
      config: managing,
      schema: {
        tags,
        summary:
          'Seller: the platform’s template (id 0, read-only, the default unless the shop set one) and the shop’s live templates, newest change first, each with how many unsigned contracts or waiting orders use it',
        response: { 200: envelopeSchema(contractTemplateListSchema) },
      },
    },
    async (request) => ok(request, await listContractTemplates(ctx.db, callerOf(request), languageOf(request))),
  );

  app.post(
    `${BASE}/confirm/info`,
    {
      config: managing,
      schema: {
        tags,
        summary:
          'Seller: one template {id} (0 = the platform’s) with its text, the placeholders it uses and where it is used (unsigned contracts, orders waiting for their contract that chose it); another shop’s or a deleted one → 404',
        body: contractTemplateIdBody,
        response: { 200: envelopeSchema(contractTemplateInfoSchema) },
      },
    },
    async (request) => ok(request, await contractTemplateInfo(ctx.db, callerOf(request), request.body.id, languageOf(request))),
  );

  app.post(
    `${BASE}/del`,
    {
      config: managing,
      schema: {
        tags,
        summary:
          'Seller: deletes one of the shop’s templates {id}; 409 while a contract drawn from it is not signed by both or an order waiting for its contract chose it, and for the platform’s (0); another shop’s or a deleted one → 404. Deleting the default makes the platform’s the default again.',
        body: contractTemplateIdBody,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await deleteContractTemplate(ctx.db, callerOf(request), request.body.id);
      app.logEvent(request, 'contract.template.del', { id: request.body.id });
      return ok(request, null, 'contractTemplate.deleted');
    },
  );

  app.post(
    `${BASE}/set/default`,
    {
      config: managing,
      schema: {
        tags,
        summary:
          'Seller: the shop’s default template {id} (0 = back to the platform’s), used for every order that did not choose one; another shop’s or a deleted one → 404. Answers the list.',
        body: contractTemplateIdBody,
        response: { 200: envelopeSchema(contractTemplateListSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await setDefaultContractTemplate(ctx.db, caller, request.body.id);
      app.logEvent(request, 'contract.template.default', { id: request.body.id });
      return ok(request, await listContractTemplates(ctx.db, caller, languageOf(request)), 'contractTemplate.defaultSet');
    },
  );

  app.post(
    `${BASE}/choose`,
    {
      config: managing,
      schema: {
        tags,
        summary:
          'Seller: the template one order’s contract will be generated from {orderId, templateId} (0 = the platform’s), while the order waits for its contract (10; 409 otherwise). Another shop’s or a deleted template → 404; the buyer’s side → 403. Recorded in the contract evidence trail (templateChosen).',
        body: contractTemplateChooseBody,
        response: { 200: envelopeSchema(orderContractTemplateSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const lang = languageOf(request);
      await chooseContractTemplate(ctx.db, caller, request.body, request.ip, lang);
      app.logEvent(request, 'contract.template.choose', { ...request.body });
      return ok(request, await orderContractTemplate(ctx.db, caller, request.body.orderId, lang), 'contractTemplate.chosen');
    },
  );

  app.post(
    `${BASE}/getOrderContractTemplate`,
    {
      config: reading,
      schema: {
        tags,
        summary:
          'Either party: the template of the order’s current contract {orderId}, or before one is generated the template it will be drawn from (the seller’s choice, else the shop’s default, else the platform’s), and whether the caller may choose now',
        body: contractTemplateOrderBody,
        response: { 200: envelopeSchema(orderContractTemplateSchema) },
      },
    },
    async (request) =>
      ok(request, await orderContractTemplate(ctx.db, callerOf(request), request.body.orderId, languageOf(request))),
  );
};
