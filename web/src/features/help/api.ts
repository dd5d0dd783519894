import type { AdminHelpPage, HelpMenuItem, HelpPage, HelpRevision, HelpSaveBody, HelpSlug } from '@hgsc/contracts';
import { http } from '../../shared/request/http.ts';

export const HELP_PAGES_URL = '/help/pages';
export const HELP_PAGE_URL = '/help/page';
export const ADMIN_HELP_LIST_URL = '/admin/help/list';
export const ADMIN_HELP_HISTORY_URL = '/admin/help/history';

/** The help centre's calls (SPEC §2 /helpcenter) on the contracts' shapes. */
export const helpApi = {
  /** The menu: pages that have content, in order. */
  pages: () => http.get<HelpMenuItem[]>(HELP_PAGES_URL),
  /** One page; 404 (not written yet) is the caller's to show, not a toast. */
  page: (slug: HelpSlug) => http.get<HelpPage>(HELP_PAGE_URL, { slug }, { passCodes: [404] }),
  /** Operator: every page, including ones not written yet (version 0). */
  adminList: () => http.get<AdminHelpPage[]>(ADMIN_HELP_LIST_URL),
  /** Operator: save the next version (409 when the page changed since `baseVersion`). */
  save: (body: HelpSaveBody) => http.post<AdminHelpPage>('/admin/help/save', body),
  /** Operator: every saved version, newest first. */
  history: (slug: HelpSlug) => http.get<HelpRevision[]>(ADMIN_HELP_HISTORY_URL, { slug }),
};
