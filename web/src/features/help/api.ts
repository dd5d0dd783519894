import { type HelpSlug, helpRoutes, type RouteInput } from '@hgsc/contracts';
import { call } from '../../shared/request/call.ts';

export const HELP_PAGES_URL = helpRoutes.pages.path;
export const HELP_PAGE_URL = helpRoutes.page.path;
export const ADMIN_HELP_LIST_URL = helpRoutes.adminList.path;
export const ADMIN_HELP_HISTORY_URL = helpRoutes.history.path;

/** The help centre's calls (SPEC §2 /helpcenter), declared in the contracts. */
export const helpApi = {
  /** The menu: pages that have content, in order. */
  pages: () => call(helpRoutes.pages),
  /** One page; 404 (not written yet) is the caller's to show, not a toast. */
  page: (slug: HelpSlug) => call(helpRoutes.page, { slug }, { passCodes: [404] }),
  /** Operator: every page, including ones not written yet (version 0). */
  adminList: () => call(helpRoutes.adminList),
  /** Operator: save the next version (409 when the page changed since `baseVersion`). */
  save: (body: RouteInput<typeof helpRoutes.save>) => call(helpRoutes.save, body),
  /** Operator: every saved version, newest first. */
  history: (slug: HelpSlug) => call(helpRoutes.history, { slug }),
};
