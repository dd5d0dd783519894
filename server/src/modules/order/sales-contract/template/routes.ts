import { contractTemplateRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../../../platform/auth/caller.ts';
import { command, download, query } from '../../../../platform/http/endpoint.ts';
import { chooseContractTemplate } from './choose-template.ts';
import { deleteContractTemplate } from './delete-template.ts';
import { contractTemplateInfo, listContractTemplates } from './list-templates.ts';
import { orderContractTemplate } from './order-template.ts';
import { previewContractTemplate } from './preview-template.ts';
import { saveContractTemplate } from './save-template.ts';
import { setDefaultContractTemplate } from './set-default-template.ts';

// The changes lock the shop's templates in transactions of their own and answer what they left.
const OWN = { ownTransactions: true } as const;

/**
 * SPEC §7 "Contracts", templates: the seller's own contract templates — kept,
 * previewed, made the shop's default, chosen per order — in the platform's template format
 * (platform/pdf/sales-contract-template.ts). Id 0 is the platform's built-in template (read-only).
 * Generation (generate-contract.ts) draws from the order's choice, else the shop's default, else
 * the platform's, and keeps the exact text on the contract.
 */
export const contractTemplateRoutes: FastifyPluginAsync = async (app) => {
  command(
    app,
    routes.save,
    async ({ ctx, request, input, lang }) => {
      const caller = callerOf(request);
      const row = await saveContractTemplate(ctx.db, caller, input);
      return contractTemplateInfo(ctx.db, caller, row.id, lang);
    },
    {
      ...OWN,
      message: 'contractTemplate.saved',
      log: { event: 'contract.template.save', detail: (info, { input }) => ({ id: info.id, created: input.id === undefined }) },
    },
  );

  download(app, routes.preview, async ({ ctx, request, input, lang }) => ({
    bytes: await previewContractTemplate(ctx.db, callerOf(request), input, lang),
    mime: 'application/pdf',
    fileName: 'contract-template-preview.pdf',
    inline: true,
  }));

  query(app, routes.list, ({ ctx, request, lang }) => listContractTemplates(ctx.db, callerOf(request), lang));

  query(app, routes.info, ({ ctx, request, input, lang }) => contractTemplateInfo(ctx.db, callerOf(request), input.id, lang));

  command(
    app,
    routes.remove,
    async ({ ctx, request, input }) => {
      await deleteContractTemplate(ctx.db, callerOf(request), input.id);
      return null;
    },
    {
      ...OWN,
      message: 'contractTemplate.deleted',
      log: { event: 'contract.template.del', detail: (_, { input }) => ({ id: input.id }) },
    },
  );

  command(
    app,
    routes.setDefault,
    async ({ ctx, request, input, lang }) => {
      const caller = callerOf(request);
      await setDefaultContractTemplate(ctx.db, caller, input.id);
      return listContractTemplates(ctx.db, caller, lang);
    },
    {
      ...OWN,
      message: 'contractTemplate.defaultSet',
      log: { event: 'contract.template.default', detail: (_, { input }) => ({ id: input.id }) },
    },
  );

  command(
    app,
    routes.choose,
    async ({ ctx, request, input, lang }) => {
      const caller = callerOf(request);
      await chooseContractTemplate(ctx.db, caller, input, request.ip, lang);
      return orderContractTemplate(ctx.db, caller, input.orderId, lang);
    },
    {
      ...OWN,
      message: 'contractTemplate.chosen',
      log: { event: 'contract.template.choose', detail: (_, { input }) => ({ ...input }) },
    },
  );

  query(app, routes.ofOrder, ({ ctx, request, input, lang }) =>
    orderContractTemplate(ctx.db, callerOf(request), input.orderId, lang),
  );
};
