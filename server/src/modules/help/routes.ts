import { helpRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { command, query } from '../../platform/http/endpoint.ts';
import { adminHelpList, helpHistory } from './admin-help.ts';
import { getHelpPage, helpMenu } from './help-page.ts';
import { saveHelpPage } from './save-page.ts';

/** SPEC §2 /helpcenter: pages the operator edits (Markdown); the agreement pages show the current agreements. */
export const helpRoutes: FastifyPluginAsync = async (app) => {
  query(app, routes.page, ({ ctx, input }) => getHelpPage(ctx, input.slug));
  query(app, routes.pages, ({ ctx }) => helpMenu(ctx));
  query(app, routes.adminList, ({ ctx }) => adminHelpList(ctx));

  command(app, routes.save, ({ ctx, user, input }) => saveHelpPage(ctx.db, user, input), {
    message: 'help.saved',
    log: { event: 'help.save', detail: (saved) => ({ slug: saved.slug, version: saved.version }) },
  });

  query(app, routes.history, ({ ctx, input }) => helpHistory(ctx, input.slug));
};
